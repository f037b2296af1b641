/**
 * How failed password sign-ins slow an account down instead of locking it. Failures are counted per
 * e-mail address and per account, and forgotten an hour after the last one or at a success.
 * The first FREE_FAILURES cost nothing; each further one makes the next attempt wait twice as long as
 * the one before (5 s, 10 s, 20 s, …); from CHALLENGE_AFTER failures on, a right password alone no
 * longer signs in: the sign-in also needs a code mailed to the account, so a guessed password is
 * worth nothing and the owner, who reads the mail, is never shut out.
 */
export const SIGN_IN_BACKOFF = {
  FREE_FAILURES: 3,
  FIRST_DELAY_SECONDS: 5,
  MAX_DELAY_SECONDS: 300,
  CHALLENGE_AFTER: 8,
  FORGET_AFTER_SECONDS: 3600,
} as const;

/** Seconds the next attempt must wait after the `failures`-th failure in a row; 0 when it need not. */
export function delayAfterFailures(failures: number): number {
  if (failures < SIGN_IN_BACKOFF.FREE_FAILURES) return 0;
  const doublings = failures - SIGN_IN_BACKOFF.FREE_FAILURES;
  return Math.min(SIGN_IN_BACKOFF.MAX_DELAY_SECONDS, SIGN_IN_BACKOFF.FIRST_DELAY_SECONDS * 2 ** Math.min(doublings, 30));
}

/** Whether a sign-in after that many failures needs the mailed code as well as the password. */
export function needsChallenge(failures: number): boolean {
  return failures >= SIGN_IN_BACKOFF.CHALLENGE_AFTER;
}
