import { useState, type FormEvent } from 'react';
import type { MfaChallengeView, SessionView } from '#contracts/auth.contract';
import { apiRequest } from '../../lib/api';
import { leaveFor } from '../../lib/form';
import { AUTH_PATH } from '../../lib/paths';
import { FormAlert } from '../../ui/FormAlert';
import { SubmitButton } from '../../ui/SubmitButton';
import { isMfaChallenge, SecondFactorStep } from './SecondFactorStep';

export const INVALID_SIGN_IN_LINK_MESSAGE = 'This sign-in link is invalid or has expired.';
export const CODE_TAB_HREF = `${AUTH_PATH}?tab=code`;

/** A link to ask for a new code, for a link that no longer works. */
export function RequestNewCode() {
  return (
    <a href={CODE_TAB_HREF} className="font-semibold underline underline-offset-2 hover:no-underline">
      Ask for a new code
    </a>
  );
}

/**
 * Signs in with the token of a mailed link, once the person presses the button: opening the link
 * alone (as mail scanners do) uses nothing.
 */
export function SignInLinkForm({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await apiRequest<SessionView | MfaChallengeView>('POST', '/api/auth/verify', { token });
    if (result.ok) return isMfaChallenge(result.data) ? setMfaToken(result.data.mfa_token) : leaveFor('/');
    setError(result.error.message);
    setBusy(false);
  };

  if (mfaToken) return <SecondFactorStep mfaToken={mfaToken} redirectTo="/" />;

  return (
    <form noValidate onSubmit={signIn} className="space-y-5">
      <FormAlert>
        {error && (
          <>
            <p>{error}</p>
            <RequestNewCode />
          </>
        )}
      </FormAlert>
      <SubmitButton busy={busy} busyLabel="Signing in..." size="lg" className="w-full">
        Sign in to Keyshop
      </SubmitButton>
    </form>
  );
}
