import type { RateLimit } from '../common/throttling/rate-limiter.js';

const HOUR = 60 * 60_000;

/** Contact messages per client address, and per sender address, in an hour. */
export const CONTACT_PER_IP: RateLimit = { name: 'contact-ip', limit: 5, windowMs: HOUR };
export const CONTACT_PER_EMAIL: RateLimit = { name: 'contact-email', limit: 3, windowMs: HOUR };
