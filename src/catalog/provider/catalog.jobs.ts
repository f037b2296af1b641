/** Jobs of the `catalog` queue, each with its payload. */
export const CATALOG_JOBS = {
  sync: 'sync',
  refreshToken: 'refresh-token',
} as const;

/** Runs the queued sync recorded as `runId`. */
export interface CatalogueSyncJob {
  runId: string;
}

/** Renews the provider token when it is within a minute of expiry. */
export interface ProviderTokenRefreshJob {
  tickAt: string;
}

/** One job per run: the same run enqueued twice is one job. */
export const syncJobId = (runId: string) => `catalog-sync:${runId}`;

/** One job per tick, whichever replica's timer enqueued it. */
export const tokenRefreshJobId = (tickAt: Date) => `catalog-token-refresh:${tickAt.getTime()}`;
