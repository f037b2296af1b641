import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { SchedulerLockService, tickOf } from '../../scheduler/scheduler-lock.service.js';
import { CATALOG_SYNC_TASK } from './catalog.jobs.js';
import { CatalogueSyncRequests } from './catalogue-sync-requests.service.js';
import { CatalogSyncRunningError } from './provider.errors.js';

/** Syncs the catalogue from the provider on `CATALOG_SYNC_CRON`: once per tick across all replicas. */
@Injectable()
export class CatalogueSyncTask implements OnApplicationBootstrap {
  private readonly logger = new Logger(CatalogueSyncTask.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly requests: CatalogueSyncRequests,
    private readonly lock: SchedulerLockService,
    private readonly registry: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.catalogProvider || !this.config.catalogSyncCron) return;
    const job = CronJob.from({ cronTime: this.config.catalogSyncCron, onTick: () => this.tick(new Date()), start: true });
    this.registry.addCronJob(CATALOG_SYNC_TASK, job);
  }

  /** Queues this tick's sync when this replica wins the tick; skips it while the previous one still runs. */
  async tick(firedAt: Date): Promise<void> {
    const tickAt = tickOf(firedAt);
    try {
      if (!(await this.lock.claimTick(CATALOG_SYNC_TASK, tickAt))) return;
      await this.requests.request('schedule', null);
    } catch (error) {
      if (error instanceof CatalogSyncRunningError) this.logger.log(`Catalogue sync tick ${tickAt.toISOString()} skipped: a sync is still running`);
      else this.logger.warn(`Catalogue sync tick ${tickAt.toISOString()} skipped: ${(error as Error).message}`);
    }
  }
}
