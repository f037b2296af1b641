import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent, type Ref, type RefObject } from 'react';
import { apiRequest } from '../../lib/api';
import { sortApiErrors } from '../../lib/api-error';
import { hasErrors, type FieldErrors } from '../../lib/validation';
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
  type ContactField,
  type ContactReceipt,
  type ContactValues,
} from './contact-form';
import { FormAlert } from '../../ui/FormAlert';
import { TextAreaField, TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { useToast } from '../../ui/Toaster';

const numberFormat = new Intl.NumberFormat('en-GB');

interface ContactFormProps {
  supportEmail: string;
  /** The signed-in visitor's address, filled in for them. */
  initialEmail?: string;
  /** The Name field, for the page to focus (the Live Chat dialog's Send a message). */
  nameRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The message form: checked here with the server's own words before anything is sent, then posted
 * to the store, which keeps it and mails it to the team. The answer shows under the button and as a
 * toast; a sent message clears the form.
 */
export function ContactForm({ supportEmail, initialEmail = '', nameRef }: ContactFormProps) {
  const toast = useToast();
  const [values, setValues] = useState<ContactValues>(() => emptyContact(initialEmail));
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const ownNameRef = useRef<HTMLInputElement>(null);
  const refs: Record<ContactField, RefObject<HTMLInputElement | HTMLTextAreaElement | null>> = {
    name: nameRef ?? ownNameRef,
    email: useRef<HTMLInputElement>(null),
    subject: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };

  const showErrors = (found: FieldErrors<ContactField>) => {
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busyRef.current) return;
    setFormError(null);
    setSent(null);
    const found = validateContact(values);
    showErrors(found);
    if (hasErrors(found)) return;

    busyRef.current = true;
    setBusy(true);
    const result = await apiRequest<ContactReceipt>('POST', CONTACT_API_PATH, contactPayload(values));
    busyRef.current = false;
    setBusy(false);
    if (result.ok) {
      setValues(emptyContact(initialEmail));
      setErrors({});
      setSent(result.data.message);
      toast({ title: 'Message sent', description: result.data.message });
      return;
    }
    const { error } = result;
    const sorted = error.code === 'validation_failed' ? sortApiErrors(error, CONTACT_FIELD_MATCHERS) : { fields: {}, others: [contactFailureMessage(error, supportEmail)] };
    showErrors(sorted.fields);
    if (sorted.others.length) {
      const message = sorted.others.join(' ');
      setFormError(message);
      toast({ title: 'Message not sent', description: message, variant: 'destructive' });
    }
  };

  const messageLength = characterCount(values.message);

  return (
    <form noValidate onSubmit={submit} aria-label="Contact form" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          placeholder="Your name"
          value={values.name}
          onChange={(event) => update('name', event.target.value)}
          error={errors.name}
          inputRef={refs.name as Ref<HTMLInputElement>}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder="you@example.com"
          value={values.email}
          onChange={(event) => update('email', event.target.value)}
          error={errors.email}
          inputRef={refs.email as Ref<HTMLInputElement>}
        />
      </div>
      <TextField
        label="Subject"
        name="subject"
        required
        placeholder="What is it about?"
        value={values.subject}
        onChange={(event) => update('subject', event.target.value)}
        error={errors.subject}
        inputRef={refs.subject as Ref<HTMLInputElement>}
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={7}
        placeholder="Tell us how we can help. For an order, please include its order number."
        hint={`${numberFormat.format(messageLength)} / ${numberFormat.format(CONTACT_LIMITS.messageMax)} characters`}
        value={values.message}
        onChange={(event) => update('message', event.target.value)}
        error={errors.message}
        textAreaRef={refs.message as Ref<HTMLTextAreaElement>}
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
        <SubmitButton busy={busy} busyLabel="Sending..." size="lg" className="sm:min-w-44">
          <Send aria-hidden="true" />
          Send Message
        </SubmitButton>
      </div>
      <FormAlert tone="success">{sent && <p>{sent}</p>}</FormAlert>
    </form>
  );
}
