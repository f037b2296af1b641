import { useId, useRef, useState, type FormEvent } from 'react';
import type { SessionView } from '../../../src/auth/auth.views';
import { apiRequest } from '../../lib/api';
import { DASHBOARD_PATH, FORGOT_PASSWORD_PATH } from '../../lib/paths';
import { hasErrors, validateNewPassword, type FieldErrors, type NewPasswordValues } from '../../lib/validation';
import { FormAlert } from '../../ui/FormAlert';
import { PasswordField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordValues>>({});
  const [formError, setFormError] = useState<{ message: string; linkExpired: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  const showErrors = (found: FieldErrors<keyof NewPasswordValues>) => {
    setErrors(found);
    if (found.password) passwordRef.current?.focus();
    else if (found.confirmation) confirmationRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const found = validateNewPassword({ password, confirmation });
    showErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const result = await apiRequest<SessionView>('POST', '/api/auth/reset-password', { token, password });
    if (result.ok) {
      window.location.assign(DASHBOARD_PATH);
      return;
    }
    setBusy(false);
    const { error } = result;
    if (error.code === 'weak_password') return showErrors({ password: error.message });
    setFormError({ message: error.message, linkExpired: error.code === 'invalid_reset_token' });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert>
        {formError && (
          <>
            <p>{formError.message}</p>
            {formError.linkExpired && <RequestNewLink />}
          </>
        )}
      </FormAlert>
      <div className="space-y-2">
        <PasswordField
          label="New password"
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          error={errors.password}
          inputRef={passwordRef}
          describedById={rulesId}
        />
        <PasswordRulesList id={rulesId} password={password} />
      </div>
      <PasswordField
        label="Confirm new password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => {
          setConfirmation(event.target.value);
          setErrors((current) => ({ ...current, confirmation: undefined }));
        }}
        error={errors.confirmation}
        inputRef={confirmationRef}
      />
      <SubmitButton busy={busy} busyLabel="Resetting..." size="lg" className="w-full">
        Reset Password
      </SubmitButton>
    </form>
  );
}
