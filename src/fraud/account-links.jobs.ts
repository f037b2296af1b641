import type { JobOptions } from 'bull';

/** Jobs of the `fraud` queue and their payloads. */
export const FRAUD_JOBS = {
  linkOrder: 'link-order',
  linkSession: 'link-session',
} as const;

export interface LinkOrderJob {
  orderId: string;
}

export interface LinkSessionJob {
  sessionId: string;
}

/** The same order or session enqueued twice runs once; linking again would change nothing anyway. */
export function linkJobOptions(jobId: string): JobOptions {
  return { jobId, attempts: 3, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: 1000, removeOnFail: 1000 };
}
