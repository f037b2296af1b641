import type { RateLimit } from '../common/throttling/rate-limiter.js';

const MINUTE = 60_000;

/** Sign-in attempts per client IP, successful or not. */
export const SIGN_IN_PER_IP: RateLimit = { name: 'sign-in-ip', limit: 10, windowMs: 15 * MINUTE };
/** Failed sign-ins (and failed current-password checks) per e-mail address; a success clears them. */
export const SIGN_IN_FAILURES_PER_EMAIL: RateLimit = { name: 'sign-in-failures', limit: 5, windowMs: 15 * MINUTE };
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
