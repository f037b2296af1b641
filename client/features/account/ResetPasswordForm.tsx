import { useId, useState } from 'react';
import type { MfaChallengeView, SessionView } from '#contracts/auth.contract';
import { apiRequest } from '../../lib/api';
import { DASHBOARD_PATH, FORGOT_PASSWORD_PATH } from '../../lib/paths';
import { fieldProps, leaveFor, submitHandler, useStoreForm } from '../../lib/form';
import { validateNewPassword, type NewPasswordValues } from '../../lib/validation';
import { FormAlert } from '../../ui/FormAlert';
import { PasswordField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { isMfaChallenge, SecondFactorStep } from './SecondFactorStep';
import { PasswordRulesList } from './PasswordRulesList';

export const INVALID_RESET_LINK_MESSAGE = 'This reset link is invalid or has expired.';

/** A link to ask for a fresh reset e-mail, for a link that no longer works. */
export function RequestNewLink() {
  return (
    <a href={FORGOT_PASSWORD_PATH} className="font-semibold underline underline-offset-2 hover:no-underline">
      Request a new link
    </a>
  );
}

/** The new password, twice; the server signs the person in, so success goes to the dashboard. */
export function ResetPasswordForm({ token }: { token: string }) {
  const rulesId = useId();
  const form = useStoreForm<NewPasswordValues>({ password: '', confirmation: '' }, validateNewPassword);
  const rootError = form.formState.errors.root;
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  const submit = submitHandler(form, async ({ password }) => {
    const result = await apiRequest<SessionView | MfaChallengeView>('POST', '/api/auth/reset-password', { token, password });
    if (result.ok) return isMfaChallenge(result.data) ? setMfaToken(result.data.mfa_token) : leaveFor(DASHBOARD_PATH);
    const { error } = result;
    if (error.code === 'weak_password') return form.setError('password', { type: 'server', message: error.message }, { shouldFocus: true });
    form.setError('root', { type: error.code, message: error.message });
  });

  if (mfaToken) return <SecondFactorStep mfaToken={mfaToken} redirectTo={DASHBOARD_PATH} />;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert>
        {rootError && (
          <>
            <p>{rootError.message}</p>
            {rootError.type === 'invalid_reset_token' && <RequestNewLink />}
          </>
        )}
      </FormAlert>
      <div className="space-y-2">
        <PasswordField label="New password" autoComplete="new-password" required {...fieldProps(form, 'password')} describedById={rulesId} />
        <PasswordRulesList id={rulesId} password={form.watch('password')} />
      </div>
      <PasswordField label="Confirm new password" autoComplete="new-password" required {...fieldProps(form, 'confirmation')} />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Resetting..." size="lg" className="w-full">
        Reset Password
      </SubmitButton>
    </form>
  );
}
