import { useState } from 'react';
import type { MessageView, MfaChallengeView, SessionView } from '#contracts/auth.contract';
import { apiRequest } from '../../lib/api';
import { fieldProps, leaveFor, submitHandler, useStoreForm } from '../../lib/form';
import { emailProblem, signInCodeProblem } from '../../lib/validation';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import { EmailField, TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { isMfaChallenge, SecondFactorStep } from './SecondFactorStep';

interface CodeSignInFormProps {
  /** Shared with the other tabs, so that switching tabs keeps what was typed. */
  email: string;
  onEmailChange: (email: string) => void;
  /** Where to go once signed in. */
  redirectTo: string;
}

/** Sign-in without a password: asks for a code by e-mail, then takes the code; on success a full page load. */
export function CodeSignInForm({ email, onEmailChange, redirectTo }: CodeSignInFormProps) {
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  return sentTo ? (
    <CodeStep email={sentTo.email} message={sentTo.message} redirectTo={redirectTo} onOtherAddress={() => setSentTo(null)} />
  ) : (
    <EmailStep email={email} onEmailChange={onEmailChange} onSent={(address, message) => setSentTo({ email: address, message })} />
  );
}

function EmailStep({ email, onEmailChange, onSent }: { email: string; onEmailChange: (email: string) => void; onSent: (email: string, message: string) => void }) {
  const form = useStoreForm<{ email: string }>({ email }, (values) => ({ email: emailProblem(values.email) }));
  const submit = submitHandler(form, async (values) => {
    const address = values.email.trim();
    const result = await apiRequest<MessageView>('POST', '/api/auth/otp', { email: address });
    if (result.ok) onSent(address, result.data.message);
    else form.setError('root', { message: result.error.message });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert>{form.formState.errors.root?.message}</FormAlert>
      <p className="text-sm text-muted-foreground">We will e-mail you a 6-digit code and a link. Either signs you in, no password needed.</p>
      <EmailField {...fieldProps(form, 'email', { onChange: (event) => onEmailChange(event.target.value) })} />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Sending..." size="lg" className="w-full">
        E-mail Me a Code
      </SubmitButton>
    </form>
  );
}

function CodeStep({ email, message, redirectTo, onOtherAddress }: { email: string; message: string; redirectTo: string; onOtherAddress: () => void }) {
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const form = useStoreForm<{ code: string }>({ code: '' }, (values) => ({ code: signInCodeProblem(values.code) }));
  const submit = submitHandler(form, async ({ code }) => {
    const result = await apiRequest<SessionView | MfaChallengeView>('POST', '/api/auth/verify', { email, code: code.replace(/\s/g, '') });
    if (result.ok) return isMfaChallenge(result.data) ? setMfaToken(result.data.mfa_token) : leaveFor(redirectTo);
    form.setError('code', { type: 'server', message: result.error.message }, { shouldFocus: true });
  });

  if (mfaToken) return <SecondFactorStep mfaToken={mfaToken} redirectTo={redirectTo} />;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert tone="success">{message}</FormAlert>
      <TextField
        label="Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        autoFocus
        placeholder="123456"
        hint={`Sent to ${email}. It works once and expires after a few minutes.`}
        {...fieldProps(form, 'code')}
      />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Signing in..." size="lg" className="w-full">
        Sign In
      </SubmitButton>
      <button type="button" onClick={onOtherAddress} className={buttonStyles({ variant: 'outline', className: 'w-full' })}>
        Send a new code
      </button>
    </form>
  );
}
