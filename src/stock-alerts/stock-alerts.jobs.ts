/** The job of the `system` queue that mails new low-stock alerts. */
export const STOCK_ALERT_JOBS = {
  mail: 'mail-stock-alerts',
} as const;

/** One job per tick: the same tick queued twice runs once. */
export const stockAlertJobId = (tickAt: Date) => `stock-alerts:${tickAt.getTime()}`;

/** Alerts mailed per transaction; a job goes on until none is left. */
export const STOCK_ALERT_BATCH = 100;
