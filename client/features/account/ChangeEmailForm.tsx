import { useState } from 'react';
import type { UserView } from '#contracts/auth.contract';
import { apiRequest } from '../../lib/api';
import { fieldProps, submitHandler, useStoreForm } from '../../lib/form';
import { emailProblem } from '../../lib/validation';
import { FormAlert } from '../../ui/FormAlert';
import { PasswordField, TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';

interface ChangeEmailValues {
  email: string;
  currentPassword: string;
}

function validateChangeEmail(values: ChangeEmailValues) {
  return { email: emailProblem(values.email), currentPassword: values.currentPassword ? null : 'Enter your current password.' };
}

/**
 * A new address for the account, with the current password. The address changes only once the link
 * mailed to it is followed; the old address is told.
 */
export function ChangeEmailForm({ onRequested }: { onRequested: (account: UserView) => void }) {
  const form = useStoreForm<ChangeEmailValues>({ email: '', currentPassword: '' }, validateChangeEmail);
  const [requested, setRequested] = useState<string | null>(null);

  const submit = submitHandler(form, async ({ email, currentPassword }) => {
    const result = await apiRequest<UserView>('PUT', '/api/auth/user', { email: email.trim(), currentPassword });
    if (!result.ok) {
      const field = result.error.code === 'invalid_credentials' ? 'currentPassword' : result.error.code === 'email_exists' || result.error.code === 'validation_failed' ? 'email' : 'root';
      form.setError(field, { type: 'server', message: result.error.message }, { shouldFocus: field !== 'root' });
      return;
    }
    setRequested(result.data.pendingEmail);
    form.reset();
    onRequested(result.data);
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert>{form.formState.errors.root?.message}</FormAlert>
      <FormAlert tone="success">{requested && `We sent a link to ${requested}. Your address changes once you follow it.`}</FormAlert>
      <TextField label="New e-mail address" type="email" autoComplete="email" inputMode="email" required {...fieldProps(form, 'email')} />
      <PasswordField label="Current password" autoComplete="current-password" required {...fieldProps(form, 'currentPassword')} />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Sending link...">
        Change e-mail address
      </SubmitButton>
    </form>
  );
}
