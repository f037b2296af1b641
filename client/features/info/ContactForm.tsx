import { Send } from 'lucide-react';
import { useState } from 'react';
import type { ContactReceipt } from '#contracts/store.contract';
import { apiRequest } from '../../lib/api';
import { sortApiErrors } from '../../lib/api-error';
import { fieldProps, showFieldErrors, submitHandler, textAreaProps, useStoreForm } from '../../lib/form';
import {
  CONTACT_API_PATH,
  CONTACT_FIELD_MATCHERS,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  characterCount,
  contactFailureMessage,
  contactPayload,
  emptyContact,
  validateContact,
  type ContactValues,
} from './contact-form';
import { FormAlert } from '../../ui/FormAlert';
import { EmailField, TextAreaField, TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { useToast } from '../../ui/Toaster';

const numberFormat = new Intl.NumberFormat('en-GB');

interface ContactFormProps {
  supportEmail: string;
  /** The signed-in visitor's address, filled in for them. */
  initialEmail?: string;
}

/**
 * The message form: checked here with the server's own words before anything is sent, then posted
 * to the store, which keeps it and mails it to the team. The answer shows under the button and as a
 * toast; a sent message clears the form.
 */
export function ContactForm({ supportEmail, initialEmail = '' }: ContactFormProps) {
  const toast = useToast();
  const form = useStoreForm<ContactValues>(emptyContact(initialEmail), validateContact);
  const [sent, setSent] = useState<string | null>(null);

  const submit = submitHandler(form, async (values) => {
    setSent(null);
    const result = await apiRequest<ContactReceipt>('POST', CONTACT_API_PATH, contactPayload(values));
    if (result.ok) {
      form.reset(emptyContact(initialEmail));
      setSent(result.data.message);
      toast({ title: 'Message sent', description: result.data.message });
      return;
    }
    const { error } = result;
    const sorted = error.code === 'validation_failed' ? sortApiErrors(error, CONTACT_FIELD_MATCHERS) : { fields: {}, others: [contactFailureMessage(error, supportEmail)] };
    showFieldErrors(form, sorted.fields, CONTACT_FIELDS);
    if (sorted.others.length) {
      const message = sorted.others.join(' ');
      form.setError('root', { message });
      toast({ title: 'Message not sent', description: message, variant: 'destructive' });
    }
  });

  const name = fieldProps(form, 'name');
  const formError = form.formState.errors.root?.message;
  const messageLength = characterCount(form.watch('message'));

  return (
    <form noValidate onSubmit={submit} aria-label="Contact form" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          required
          placeholder="Your name"
          {...name}
        />
        <EmailField {...fieldProps(form, 'email')} />
      </div>
      <TextField label="Subject" required placeholder="What is it about?" {...fieldProps(form, 'subject')} />
      <TextAreaField
        label="Message"
        required
        rows={7}
        placeholder="Tell us how we can help. For an order, please include its order number."
        hint={`${numberFormat.format(messageLength)} / ${numberFormat.format(CONTACT_LIMITS.messageMax)} characters`}
        {...textAreaProps(form, 'message')}
        className="min-h-40 resize-y"
      />
      <FormAlert>{formError && <p>{formError}</p>}</FormAlert>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-pretty text-muted-foreground sm:max-w-xs">
          We use your details only to answer you, as our{' '}
          <a href="/privacy-policy" className="font-medium text-foreground underline-offset-2 hover:underline">
            privacy policy
          </a>{' '}
          explains.
        </p>
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Sending..." size="lg" className="sm:min-w-44">
          <Send aria-hidden="true" />
          Send Message
        </SubmitButton>
      </div>
      <FormAlert tone="success">{sent && <p>{sent}</p>}</FormAlert>
    </form>
  );
}
