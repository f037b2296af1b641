/** The key of one checkout attempt, with what was sent under it. */
export interface AttemptKey {
  /** The request as sent (its JSON): a different request is a different attempt. */
  fingerprint: string;
  key: string;
}

/**
 * The Idempotency-Key for a request: the previous one while the request is the same (a double click,
 * or trying again after an answer that never arrived, finds the order already placed), a new one as
 * soon as anything in the form or the cart changed.
 */
export function attemptKey(previous: AttemptKey | null, fingerprint: string, newKey: () => string): AttemptKey {
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { fingerprint, key: newKey() };
}

/** A fresh key in the shape the server accepts (8 to 100 letters, digits and dashes). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages served over plain http to another host have no randomUUID: random hex is as good here.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
