import type { RateLimit } from '../common/throttling/rate-limiter.js';

const HOUR = 60 * 60_000;

/** Reviews written, edited or deleted per account in an hour: enough to fix a typo many times, too few to flood. */
export const REVIEW_WRITES_PER_ACCOUNT: RateLimit = { name: 'review-writes', limit: 20, windowMs: HOUR };
