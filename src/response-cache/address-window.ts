const WINDOW_MS = 60_000;

/**
 * Requests per address in fixed one-minute windows, counted in this process: answers from memory
 * stay under the same per-address ceiling as the rest of the API without a Redis round trip each.
 */
export class AddressWindow {
  private counts = new Map<string, number>();
  private windowEndsAt = Date.now() + WINDOW_MS;

  constructor(private readonly limitPerMinute: number) {}

  /** Counts one request; the seconds to wait when the address is over its limit, otherwise 0. */
  hit(address: string, now = Date.now()): number {
    if (now >= this.windowEndsAt) {
      this.counts = new Map();
      this.windowEndsAt = now + WINDOW_MS;
    }
    const count = (this.counts.get(address) ?? 0) + 1;
    this.counts.set(address, count);
    return count > this.limitPerMinute ? Math.ceil((this.windowEndsAt - now) / 1000) : 0;
  }
}
