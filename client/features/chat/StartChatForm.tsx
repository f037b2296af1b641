import { CHAT_EMAIL_MAX, CHAT_MESSAGE_MAX, CHAT_NAME_MAX } from '#contracts/chat.constants';
import { Send } from 'lucide-react';
import { fieldProps, submitHandler, textAreaProps, useStoreForm } from '../../lib/form';
import { FormAlert } from '../../ui/FormAlert';
import { TextAreaField, TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { type StartChatValues, validateStartChat } from './chat-form';

interface StartChatFormProps {
  /** A guest gives a name and an address for answers; a signed-in shopper's account has them. */
  guest: boolean;
  start: (details: { name?: string; email?: string }, message: string) => Promise<string | null>;
}

/** The first message of a chat; a guest also says who they are and where answers may go by e-mail. */
export function StartChatForm({ guest, start }: StartChatFormProps) {
  const form = useStoreForm<StartChatValues>({ name: '', email: '', message: '' }, (values) => validateStartChat(values, guest));
  const submit = submitHandler(form, async ({ name, email, message }) => {
    const problem = await start(guest ? { name: name.trim(), email: email.trim() } : {}, message.trim());
    if (problem) form.setError('root', { message: problem });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {guest && (
        <>
          <TextField {...fieldProps(form, 'name')} label="Your name" autoComplete="name" maxLength={CHAT_NAME_MAX} />
          <TextField
            {...fieldProps(form, 'email')}
            label="Your e-mail address"
            hint="If you leave the chat before we answer, the answer comes to this address."
            type="email"
            autoComplete="email"
            maxLength={CHAT_EMAIL_MAX}
          />
        </>
      )}
      <TextAreaField {...textAreaProps(form, 'message')} label="Your message" maxLength={CHAT_MESSAGE_MAX} rows={3} className="min-h-24!" />
      <FormAlert>{form.formState.errors.root?.message}</FormAlert>
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Starting the chat..." className="w-full">
        <Send aria-hidden="true" />
        Start chat
      </SubmitButton>
    </form>
  );
}
