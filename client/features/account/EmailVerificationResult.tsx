import { BadgeCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { MfaChallengeView, SessionView } from '#contracts/auth.contract';
import { apiRequest } from '../../lib/api';
import { AUTH_PATH, DASHBOARD_PATH } from '../../lib/paths';
import { CHECKOUT_PATH } from '../checkout/payment-status';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import { isMfaChallenge, SecondFactorStep } from './SecondFactorStep';

const INVALID_VERIFICATION_LINK_MESSAGE = 'This verification link is invalid, has already been used or has expired.';

type Outcome = { state: 'verifying' } | { state: 'verified'; email: string } | { state: 'second-factor'; mfaToken: string } | { state: 'failed'; message: string };

/**
 * Follows the link of a verification mail: the server verifies the address (or makes a new address
 * the account's) and signs in on this browser. The link works once, so it is sent once per page.
 */
export function EmailVerificationResult({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'verifying' } : { state: 'failed', message: INVALID_VERIFICATION_LINK_MESSAGE });
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void apiRequest<SessionView | MfaChallengeView>('POST', '/api/auth/verify-email', { token }).then((result) => {
      if (!result.ok) return setOutcome({ state: 'failed', message: result.error.message });
      // An account with two-factor authentication signs in with its code: the link proved the mailbox only.
      setOutcome(isMfaChallenge(result.data) ? { state: 'second-factor', mfaToken: result.data.mfa_token } : { state: 'verified', email: result.data.user.email });
    });
  }, [token]);

  if (outcome.state === 'verifying') {
    return (
      <p role="status" className="text-center text-muted-foreground">
        Confirming your e-mail address...
      </p>
    );
  }
  if (outcome.state === 'second-factor') {
    return (
      <div className="space-y-6">
        <p role="status" className="text-center font-semibold">
          Your e-mail address is verified. Enter a code from your authenticator app to sign in.
        </p>
        <SecondFactorStep mfaToken={outcome.mfaToken} redirectTo={DASHBOARD_PATH} />
      </div>
    );
  }
  if (outcome.state === 'failed') {
    return (
      <FormAlert>
        <p>{outcome.message}</p>
        <p>Sign in and ask for a new link at checkout or in your account settings.</p>
        <a href={AUTH_PATH} className="font-semibold underline underline-offset-2 hover:no-underline">
          Sign in
        </a>
      </FormAlert>
    );
  }
  return (
    <div role="status" className="text-center">
      <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-emerald-500/10 text-emerald-600 ring-1 ring-emerald-500/25 dark:text-emerald-400">
        <BadgeCheck className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">Your e-mail address is verified</h2>
      <p className="mt-2 text-sm text-muted-foreground text-pretty">
        You are signed in as <span className="font-medium text-foreground">{outcome.email}</span>. We send your keys and receipts to this address.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href={CHECKOUT_PATH} className={buttonStyles()}>
          Go to checkout
        </a>
        <a href={DASHBOARD_PATH} className={buttonStyles({ variant: 'outline' })}>
          Your account
        </a>
      </div>
    </div>
  );
}
