/** The words of every per-address refusal; the answer carries Retry-After with the same number. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests from your address. Try again in ${Math.max(1, retryAfterSeconds)} seconds.`;
}
