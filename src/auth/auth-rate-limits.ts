import type { RateLimit } from '../common/throttling/rate-limiter.js';

const MINUTE = 60_000;

/** Sign-in attempts per client IP, successful or not. */
export const SIGN_IN_PER_IP: RateLimit = { name: 'sign-in-ip', limit: 10, windowMs: 15 * MINUTE };
/** Wrong current passwords per signed-in account (changing the e-mail or the password); only that session's holder can use them up. */
export const CURRENT_PASSWORD_FAILURES_PER_USER: RateLimit = { name: 'current-password-failures', limit: 5, windowMs: 15 * MINUTE };
/** Sign-in code requests per client IP. */
export const CODE_REQUESTS_PER_IP: RateLimit = { name: 'sign-in-code-ip', limit: 10, windowMs: 60 * MINUTE };
/** Sign-in code requests per e-mail address, whether or not it has an account. */
export const CODE_REQUESTS_PER_EMAIL: RateLimit = { name: 'sign-in-code-email', limit: 5, windowMs: 60 * MINUTE };
/** One sign-in code request per e-mail address a minute: a new code replaces the last, so sooner helps nobody. */
export const CODE_REQUEST_INTERVAL_PER_EMAIL: RateLimit = { name: 'sign-in-code-interval', limit: 1, windowMs: MINUTE };
/** Sign-in code mails per account (the address may differ in case from the one asked for); past it nothing is sent, and the answer is the same. */
export const CODE_MAILS_PER_ACCOUNT: RateLimit = { name: 'sign-in-code-account', limit: 5, windowMs: 60 * MINUTE };
/** Challenge code mails per account; only a right password sends one, so an attacker cannot use them up. */
export const CHALLENGE_MAILS_PER_ACCOUNT: RateLimit = { name: 'sign-in-challenge-account', limit: 10, windowMs: 60 * MINUTE };
/** Code and link sign-ins per client IP, right or wrong. */
export const CODE_SIGN_INS_PER_IP: RateLimit = { name: 'sign-in-code-check-ip', limit: 30, windowMs: 15 * MINUTE };
/** Sign-ups per client IP, successful or not; the limit is SIGN_UP_LIMIT_PER_IP. */
export function signUpsPerIp(limit: number): RateLimit {
  return { name: 'sign-up-ip', limit, windowMs: 60 * MINUTE };
}
/** Password recovery requests per client IP. */
export const RECOVERY_PER_IP: RateLimit = { name: 'recovery-ip', limit: 5, windowMs: 60 * MINUTE };
/** Password recovery requests per e-mail address, whether or not it has an account. */
export const RECOVERY_PER_EMAIL: RateLimit = { name: 'recovery-email', limit: 3, windowMs: 60 * MINUTE };
/** Verification mails sent again, per account. */
export const VERIFICATION_RESEND_PER_ACCOUNT: RateLimit = { name: 'verification-resend-account', limit: 3, windowMs: 60 * MINUTE };
/** Verification mails sent again, per client IP. */
export const VERIFICATION_RESEND_PER_IP: RateLimit = { name: 'verification-resend-ip', limit: 10, windowMs: 60 * MINUTE };
/** Mails telling an account's owner that someone signed up with their address, per address (more are skipped silently). */
export const SIGN_UP_NOTICES_PER_EMAIL: RateLimit = { name: 'sign-up-notice-email', limit: 3, windowMs: 60 * MINUTE };
/** Passkey sign-in challenges asked for per client IP: each one holds a Redis key for a few minutes. */
export const PASSKEY_CHALLENGES_PER_IP: RateLimit = { name: 'passkey-challenge-ip', limit: 60, windowMs: 15 * MINUTE };
/** Passkey sign-ins per client IP, right or wrong. */
export const PASSKEY_SIGN_INS_PER_IP: RateLimit = { name: 'passkey-sign-in-ip', limit: 30, windowMs: 15 * MINUTE };
/** Wrong second-factor codes per account (signing in, confirming, stepping up): six digits must not be guessable. */
export const SECOND_FACTOR_CODES_PER_ACCOUNT: RateLimit = { name: 'mfa-code-account', limit: 10, windowMs: 15 * MINUTE };
