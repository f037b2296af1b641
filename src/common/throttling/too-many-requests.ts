import { RateLimitedError } from '../errors/domain-error.js';

/** An address past RATE_LIMIT_PER_MINUTE; the answer carries Retry-After with the number its message says. */
export class TooManyRequestsFromAddressError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    const seconds = Math.max(1, retryAfterSeconds);
    super(seconds, 'too_many_requests', `Too many requests from your address. Try again in ${seconds} seconds.`);
  }
}
