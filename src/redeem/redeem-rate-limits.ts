import type { RateLimit } from '../common/throttling/rate-limiter.js';

/**
 * Redeem attempts per user that did not succeed, in a fixed window: guessing codes stops after five.
 * An attempt is counted before it runs and taken back when it succeeds, so a burst of concurrent
 * guesses is held to the same limit.
 */
export const FAILED_REDEEMS_PER_USER: RateLimit = { name: 'redeem-failures', limit: 5, windowMs: 15 * 60_000 };
