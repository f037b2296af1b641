import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SessionView } from '../../../src/auth/auth.views';
import { apiRequest } from '../../lib/api';
import { FORGOT_PASSWORD_PATH } from '../../lib/paths';
import { hasErrors, validateSignIn, type FieldErrors, type SignInValues } from '../../lib/validation';
import { FormAlert } from '../../ui/FormAlert';
import { PasswordField, TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';

interface SignInFormProps {
  /** Shared with the Sign Up tab, so that switching tabs keeps what was typed. */
  email: string;
  onEmailChange: (email: string) => void;
  /** Where to go once signed in. */
  redirectTo: string;
  /** Put the cursor in the password field at once (the e-mail is already filled in). */
  focusPassword?: boolean;
}

/** E-mail and password; on success a full page load, so that the server renders the signed-in header. */
export function SignInForm({ email, onEmailChange, redirectTo, focusPassword = false }: SignInFormProps) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<keyof SignInValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusPassword) passwordRef.current?.focus();
  }, [focusPassword]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateSignIn({ email, password });
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    const result = await apiRequest<SessionView>('POST', '/api/auth/token?grant_type=password', { email: email.trim(), password });
    if (result.ok) {
      window.location.assign(redirectTo);
      return;
    }
    setBusy(false);
    setFormError(result.error.message);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert>{formError}</FormAlert>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        placeholder="you@example.com"
        value={email}
        onChange={(event) => {
          onEmailChange(event.target.value);
          setErrors((current) => ({ ...current, email: undefined }));
        }}
        error={errors.email}
        inputRef={emailRef}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((current) => ({ ...current, password: undefined }));
        }}
        error={errors.password}
        inputRef={passwordRef}
        aside={
          <a href={FORGOT_PASSWORD_PATH} className="rounded text-sm font-medium text-highlight hover:underline">
            Forgot your password?
          </a>
        }
      />
      <SubmitButton busy={busy} busyLabel="Signing in..." size="lg" className="w-full">
        Sign In
      </SubmitButton>
    </form>
  );
}
