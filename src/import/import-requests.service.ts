import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import { QUEUES } from '../queue/queues.js';
import { withTimeout } from '../queue/with-timeout.js';
import { ImportRunsRepository, type ImportRunRow } from './import-runs.repository.js';
import { type ImportJob, importJobId, importJobOptions, IMPORT_JOBS } from './import.jobs.js';
import { ImportRunningError } from './import.errors.js';
import type { ImportTrigger } from '#contracts/import.contract';

/** A run that has not moved for this long while its job is gone (Redis emptied, attempts used up) will never finish. */
const ABANDONED_AFTER_MS = 5 * 60_000;
const LIVE_JOB_STATES = ['waiting', 'active', 'delayed', 'paused'];

/** Starts imports, for an admin or the schedule: records the run, then queues its job. One at a time. */
@Injectable()
export class ImportRequests {
  private readonly logger = new Logger(ImportRequests.name);

  constructor(
    @InjectQueue(QUEUES.import) private readonly queue: Queue<ImportJob>,
    private readonly runs: ImportRunsRepository,
  ) {}

  async request(trigger: ImportTrigger, requestedBy: string | null): Promise<ImportRunRow> {
    await this.releaseAbandoned();
    const id = await this.runs.create(trigger, requestedBy);
    if (!id) throw new ImportRunningError();
    try {
      await withTimeout(this.queue.add(IMPORT_JOBS.run, { runId: id }, importJobOptions(id)));
    } catch (error) {
      await this.runs.finish(id, 'failed', `Could not queue the import: ${(error as Error).message}`, { phase: 'done', message: 'Not started', done: 0, total: null });
      throw error;
    }
    this.logger.log(`Import ${id} queued (${trigger})`);
    return (await this.runs.find(id)) as ImportRunRow;
  }

  /** Marks failed a run that will never finish, so that imports can start again; answers whether it did. */
  async releaseAbandoned(): Promise<boolean> {
    const run = await this.runs.unfinished();
    if (!run || run.idle_ms < ABANDONED_AFTER_MS) return false;
    const job = await withTimeout(this.queue.getJob(importJobId(run.id)));
    if (job && LIVE_JOB_STATES.includes(await job.getState())) return false;
    this.logger.warn(`Import ${run.id} was abandoned; marking it failed`);
    await this.runs.finish(run.id, 'failed', 'The import stopped before it finished (its worker went away). What it had written is kept.', {
      ...run.progress,
      phase: 'done',
    });
    return true;
  }
}
