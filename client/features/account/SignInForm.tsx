import { useEffect, useState } from 'react';
import type { MfaChallengeView, SessionView } from '#contracts/auth.contract';
import { apiRequest } from '../../lib/api';
import { fieldProps, leaveFor, submitHandler, useStoreForm } from '../../lib/form';
import { FORGOT_PASSWORD_PATH } from '../../lib/paths';
import { signInCodeProblem, validateSignIn, type SignInValues } from '../../lib/validation';
import { FormAlert } from '../../ui/FormAlert';
import { EmailField, PasswordField, TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { PasskeySignInButton } from './PasskeySignInButton';
import { isMfaChallenge, SecondFactorStep } from './SecondFactorStep';

interface SignInFormProps {
  /** Shared with the Sign Up tab, so that switching tabs keeps what was typed. */
  email: string;
  onEmailChange: (email: string) => void;
  /** Where to go once signed in. */
  redirectTo: string;
  /** Put the cursor in the password field at once (the e-mail is already filled in). */
  focusPassword?: boolean;
}

/** What the server answers when many failed sign-ins make the password need a mailed code as well. */
const CHALLENGE_REQUIRED = 'sign_in_challenge_required';

/**
 * E-mail and password, and the mailed code when the server asks for one; on success a full page load,
 * so that the server renders the signed-in header.
 */
export function SignInForm({ email, onEmailChange, redirectTo, focusPassword = false }: SignInFormProps) {
  const [challenge, setChallenge] = useState<string | null>(null);
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const form = useStoreForm<SignInValues & { code: string }>({ email, password: '', code: '' }, (values) => ({
    ...validateSignIn(values),
    code: challenge ? signInCodeProblem(values.code) : null,
  }));

  useEffect(() => {
    if (focusPassword) form.setFocus('password');
  }, [focusPassword, form]);

  useEffect(() => {
    if (challenge) form.setFocus('code');
  }, [challenge, form]);

  const submit = submitHandler(form, async ({ email, password, code }) => {
    const result = await apiRequest<SessionView | MfaChallengeView>('POST', '/api/auth/token?grant_type=password', {
      email: email.trim(),
      password,
      ...(challenge ? { code: code.replace(/\s/g, '') } : {}),
    });
    if (result.ok) return isMfaChallenge(result.data) ? setMfaToken(result.data.mfa_token) : leaveFor(redirectTo);
    if (result.error.code === CHALLENGE_REQUIRED) return setChallenge(result.error.message);
    form.setError('root', { message: result.error.message });
  });

  if (mfaToken) return <SecondFactorStep mfaToken={mfaToken} redirectTo={redirectTo} />;

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={submit} className="space-y-5">
        <FormAlert>{form.formState.errors.root?.message}</FormAlert>
        <FormAlert tone="success">{challenge}</FormAlert>
        <EmailField {...fieldProps(form, 'email', { onChange: (event) => onEmailChange(event.target.value) })} />
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
        {challenge && <TextField label="Code from the e-mail" autoComplete="one-time-code" inputMode="numeric" required placeholder="123456" {...fieldProps(form, 'code')} />}
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Signing in..." size="lg" className="w-full">
          Sign In
        </SubmitButton>
      </form>
      <PasskeySignInButton redirectTo={redirectTo} />
    </div>
  );
}
