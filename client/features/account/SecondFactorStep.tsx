import { useEffect } from 'react';
import type { MfaChallengeView, SessionView } from '#contracts/auth.contract';
import { apiRequest } from '../../lib/api';
import { fieldProps, leaveFor, submitHandler, useStoreForm } from '../../lib/form';
import { AUTH_PATH } from '../../lib/paths';
import { secondFactorCodeProblem } from '../../lib/validation';
import { FormAlert } from '../../ui/FormAlert';
import { TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';

/** Whether a sign-in's answer asks for the second factor rather than being a session. */
export function isMfaChallenge(answer: SessionView | MfaChallengeView): answer is MfaChallengeView {
  return 'mfa_required' in answer;
}

/**
 * The second step of a sign-in for an account with two-factor authentication: the code of the
 * authenticator app, or a recovery code; then a full page load, signed in.
 */
export function SecondFactorStep({ mfaToken, redirectTo }: { mfaToken: string; redirectTo: string }) {
  const form = useStoreForm<{ code: string }>({ code: '' }, (values) => ({ code: secondFactorCodeProblem(values.code) }));

  useEffect(() => form.setFocus('code'), [form]);

  const submit = submitHandler(form, async ({ code }) => {
    const result = await apiRequest<SessionView>('POST', '/api/auth/mfa/verify', { mfa_token: mfaToken, code: code.replace(/\s/g, '') });
    if (result.ok) return leaveFor(redirectTo);
    form.setError('root', { message: result.error.message });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert>{form.formState.errors.root?.message}</FormAlert>
      <p className="text-sm text-muted-foreground">Your account has two-factor authentication. Enter the code your authenticator app shows for Keyshop.</p>
      <TextField
        label="Authentication code"
        hint="Lost your phone? Enter one of your recovery codes instead."
        autoComplete="one-time-code"
        required
        placeholder="123456"
        {...fieldProps(form, 'code')}
      />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Verifying..." size="lg" className="w-full">
        Verify
      </SubmitButton>
      <p className="text-center text-sm">
        <a href={AUTH_PATH} className="font-medium text-highlight hover:underline">
          Start again
        </a>
      </p>
    </form>
  );
}
