import type { JobOptions } from 'bull';

/** Jobs of the `system` queue that write alert mails for the products a change named. */
export const PRODUCT_ALERT_JOBS = {
  backInStock: 'mail-back-in-stock',
  priceDrops: 'mail-price-drops',
  sweep: 'sweep-back-in-stock',
} as const;

/** One sweep per tick: the same tick queued twice runs once. */
export const productAlertSweepJobId = (tickAt: Date) => `product-alerts-sweep:${tickAt.getTime()}`;

export interface ProductAlertJob {
  productIds: string[];
}

/** Subscribers mailed per transaction; a job goes on until none is left. */
export const PRODUCT_ALERT_BATCH = 100;

/** A failed attempt is tried again: `alert_mails` keeps a retried job from mailing anyone twice. */
export const productAlertJobOptions: JobOptions = { attempts: 5, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: 1000, removeOnFail: 1000 };
