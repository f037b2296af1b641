import type { JobOptions } from 'bull';

/** Jobs of the `orders` queue and their payloads. */
export const ORDER_JOBS = {
  fulfil: 'fulfil',
  sweepUnfulfilled: 'sweep-unfulfilled',
  expireUnpaid: 'expire-unpaid',
  /** Keys were added: orders waiting for stock take them, oldest first. */
  allocateWaiting: 'allocate-waiting',
  /** Pre-orders whose release day has come are delivered. */
  releasePreOrders: 'release-pre-orders',
} as const;

export interface FulfilOrderJob {
  orderId: string;
}

/** The same paid order enqueued twice runs once. */
export const fulfilJobId = (orderId: string) => `fulfil:${orderId}`;

/** A fulfilment that fails (the database away, a crash) is tried again: 5 attempts, 1 s, 2 s, 4 s, 8 s apart. */
export function fulfilJobOptions(orderId: string): JobOptions {
  return { jobId: fulfilJobId(orderId), attempts: 5, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: 1000, removeOnFail: 5000 };
}

/** A paid order still verified this long after its payment has lost its job, or its job gave up: it is queued again. */
export const FULFILMENT_SWEEP_AGE_SECONDS = 60;
