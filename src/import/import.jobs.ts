import type { JobOptions } from 'bull';

/** Jobs of the `import` queue. */
export const IMPORT_JOBS = { run: 'run' } as const;

/** Runs the queued import recorded as `runId`. */
export interface ImportJob {
  runId: string;
}

export const importJobId = (runId: string) => `import:${runId}`;

/**
 * A run that failed on something else than a source (the database away, the worker restarted) is
 * tried again and carries on from its last checkpoint; what a source answered badly is reported by
 * the run itself and not retried here.
 */
export function importJobOptions(runId: string): JobOptions {
  return { jobId: importJobId(runId), attempts: 3, backoff: { type: 'exponential', delay: 30_000 }, removeOnComplete: 100, removeOnFail: 100 };
}
