import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import { AuditLog } from '../../audit/audit-log.service.js';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QUEUES } from '../../queue/queues.js';
import { CATALOG_JOBS, type CatalogueSyncJob, syncJobId } from './catalog.jobs.js';
import { CatalogSyncRunsRepository, type SyncRunRow, type SyncTrigger } from './catalog-sync-runs.repository.js';
import { CatalogProviderNotConfiguredError, CatalogSyncRunningError } from './provider.errors.js';

/** A queued run whose job is gone after this long was lost (Redis emptied, or the job failed outside the sync). */
const ABANDONED_AFTER_MS = 60_000;
const LIVE_JOB_STATES = ['waiting', 'active', 'delayed', 'paused'];

/** Starts catalogue syncs, for an admin or the schedule: records the run, then enqueues its job. */
@Injectable()
export class CatalogueSyncRequests {
  private readonly logger = new Logger(CatalogueSyncRequests.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.catalog) private readonly queue: Queue<CatalogueSyncJob>,
    private readonly runs: CatalogSyncRunsRepository,
    private readonly audit: AuditLog,
  ) {}

  /** Queues a sync; refuses while another is queued or running, and when no provider is configured. */
  async request(trigger: SyncTrigger, requestedBy: string | null): Promise<SyncRunRow> {
    if (!this.config.catalogProvider) throw new CatalogProviderNotConfiguredError();
    await this.releaseAbandoned();
    const run = await this.runs.create(trigger, requestedBy);
    if (!run) throw new CatalogSyncRunningError();
    try {
      await this.queue.add(CATALOG_JOBS.sync, { runId: run.id }, { jobId: syncJobId(run.id), attempts: 1 });
    } catch (error) {
      await this.runs.markFailed(run.id, `Could not queue the sync: ${(error as Error).message}`);
      throw error;
    }
    return run;
  }

  /** The scheduled sync (CATALOG_SYNC_CRON): queues one, and skips the tick while the previous sync still runs. */
  async requestScheduled(tickAt: Date): Promise<void> {
    try {
      await this.request('schedule', null);
    } catch (error) {
      if (!(error instanceof CatalogSyncRunningError)) throw error;
      this.logger.log(`Catalogue sync tick ${tickAt.toISOString()} skipped: a sync is still running`);
    }
  }

  /** Queues a sync that an admin asked for, and records the request in the audit log. */
  async requestByAdmin(admin: AuthUser): Promise<SyncRunRow> {
    const run = await this.request('manual', admin.id);
    await this.audit.record(admin, 'catalog_sync.request', run.id, {});
    return run;
  }

  /** The latest runs, newest first, for the admin's sync history. */
  recent(limit: number): Promise<SyncRunRow[]> {
    return this.runs.recent(limit);
  }

  /**
   * A run still marked queued or running whose job is neither waiting nor active will never finish
   * (its worker died and the job was dropped, or Redis was emptied): mark it failed so syncs can run again.
   */
  private async releaseAbandoned(): Promise<void> {
    const run = await this.runs.unfinished();
    if (!run || run.age_ms < ABANDONED_AFTER_MS) return;
    const job = await this.queue.getJob(syncJobId(run.id));
    if (job && LIVE_JOB_STATES.includes(await job.getState())) return;
    this.logger.warn(`Catalogue sync ${run.id} was abandoned; marking it failed`);
    await this.runs.markFailed(run.id, 'The sync stopped before it finished');
  }
}
