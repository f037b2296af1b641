import { CHAT_MESSAGE_MAX } from '#contracts/chat.constants';
import { Send } from 'lucide-react';
import { textAreaProps, submitHandler, useStoreForm } from '../../lib/form';
import { FormAlert } from '../../ui/FormAlert';
import { TextAreaField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { type ChatMessageValues, validateChatMessage } from './chat-form';

interface ChatComposerProps {
  label: string;
  buttonLabel: string;
  /** Sends the message; answers a problem to show, or null once it is sent. */
  send: (body: string) => Promise<string | null>;
}

/** The message box under a thread: Enter sends, Shift+Enter starts a new line; it empties once the message is sent. */
export function ChatComposer({ label, buttonLabel, send }: ChatComposerProps) {
  const form = useStoreForm<ChatMessageValues>({ message: '' }, validateChatMessage);
  const submit = submitHandler(form, async ({ message }) => {
    const problem = await send(message.trim());
    if (problem) form.setError('root', { message: problem });
    else form.reset({ message: '' });
  });
  const field = textAreaProps(form, 'message');

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextAreaField
        {...field}
        label={label}
        hint="Enter sends; Shift+Enter starts a new line."
        maxLength={CHAT_MESSAGE_MAX}
        rows={2}
        className="min-h-20!"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <FormAlert>{form.formState.errors.root?.message}</FormAlert>
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Sending..." className="w-full sm:w-auto">
        <Send aria-hidden="true" />
        {buttonLabel}
      </SubmitButton>
    </form>
  );
}
