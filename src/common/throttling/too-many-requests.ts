import { RateLimitedError } from '../errors/domain-error.js';

/** The words of every per-address refusal; the answer carries Retry-After with the same number. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests from your address. Try again in ${Math.max(1, retryAfterSeconds)} seconds.`;
}

/** An address past RATE_LIMIT_PER_MINUTE. */
export class TooManyRequestsFromAddressError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, 'too_many_requests', tooManyRequestsMessage(retryAfterSeconds));
  }
}
