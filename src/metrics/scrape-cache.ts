/**
 * The last answer of `load`, reused for `ttlMs`: a storm of scrapes (several Prometheus servers, a
 * script in a loop) costs Postgres one query every few seconds. Concurrent scrapes share one query;
 * a failed query is not kept.
 */
export function cachedFor<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  let loadedAt = 0;
  return () => {
    const now = Date.now();
    if (value && now - loadedAt < ttlMs) return value;
    loadedAt = now;
    const loading = load();
    value = loading;
    loading.catch(() => {
      if (value === loading) value = undefined;
    });
    return loading;
  };
}

/** How long a scrape-time database count is reused. */
export const SCRAPE_CACHE_MS = 5_000;
