import type { JobOptions } from 'bull';

/** Jobs of the `mail` queue and their payloads. */
export const MAIL_JOBS = {
  send: 'send',
  sweep: 'sweep',
} as const;

/** Sends one outbox row. */
export interface SendMailJob {
  mailId: string;
}

/** A send is tried this many times, waiting twice as long each time, before the mail is marked failed. */
export const MAIL_SEND_ATTEMPTS = 8;

/** One job per mail: the same mail enqueued twice (after its commit, and by the sweep) is sent once. */
export const mailJobId = (mailId: string) => `mail:${mailId}`;

export function sendMailJobOptions(mailId: string, retryDelayMs: number): JobOptions {
  return {
    jobId: mailJobId(mailId),
    attempts: MAIL_SEND_ATTEMPTS,
    backoff: { type: 'exponential', delay: retryDelayMs },
    removeOnComplete: 1000,
    removeOnFail: 5000,
  };
}

/** A pending mail older than this with no job is enqueued again by the sweep. */
export const MAIL_SWEEP_AGE_SECONDS = 60;
