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

export const CATALOG_SYNC_TASK = 'catalog-sync';
export const TOKEN_REFRESH_TASK = 'catalog-provider-token-refresh';
/** Every 30 seconds: a token is renewed in the last minute of its life, so no expiry slips between two ticks. */
export const TOKEN_REFRESH_CRON = '*/30 * * * * *';
