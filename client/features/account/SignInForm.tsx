import { useEffect } from 'react';
import type { SessionView } from '#contracts/auth.contract';
import { apiRequest } from '../../lib/api';
import { fieldProps, leaveFor, submitHandler, useStoreForm } from '../../lib/form';
import { FORGOT_PASSWORD_PATH } from '../../lib/paths';
import { validateSignIn, type SignInValues } from '../../lib/validation';
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
  const form = useStoreForm<SignInValues>({ email, password: '' }, validateSignIn);

  useEffect(() => {
    if (focusPassword) form.setFocus('password');
  }, [focusPassword, form]);

  const submit = submitHandler(form, async ({ email, password }) => {
    const result = await apiRequest<SessionView>('POST', '/api/auth/token?grant_type=password', { email: email.trim(), password });
    if (result.ok) return leaveFor(redirectTo);
    form.setError('root', { message: result.error.message });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert>{form.formState.errors.root?.message}</FormAlert>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        placeholder="you@example.com"
        {...fieldProps(form, 'email', { onChange: (event) => onEmailChange(event.target.value) })}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        {...fieldProps(form, 'password')}
        aside={
          <a href={FORGOT_PASSWORD_PATH} className="rounded text-sm font-medium text-highlight hover:underline">
            Forgot your password?
          </a>
        }
      />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Signing in..." size="lg" className="w-full">
        Sign In
      </SubmitButton>
    </form>
  );
}
