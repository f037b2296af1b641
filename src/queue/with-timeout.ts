/** How long a request waits for Redis to take a job before leaving it to a sweep. */
export const ENQUEUE_TIMEOUT_MS = 2_000;

/**
 * The promise, or a rejection after `ms`. Bull's connections queue commands while Redis is away, so
 * adding a job would otherwise hold the request until Redis returns.
 */
export function withTimeout<T>(promise: Promise<T>, ms = ENQUEUE_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the queue did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
