import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ScheduledTasks } from '../../scheduler/scheduled-tasks.service.js';
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
    private readonly tasks: ScheduledTasks,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.catalogProvider || !this.config.catalogSyncCron) return;
    this.tasks.schedule(CATALOG_SYNC_TASK, this.config.catalogSyncCron, (tickAt) => this.requestSync(tickAt));
  }

  /** Queues a sync; skips the tick while the previous sync still runs. */
  private async requestSync(tickAt: Date): Promise<void> {
    try {
      await this.requests.request('schedule', null);
    } catch (error) {
      if (!(error instanceof CatalogSyncRunningError)) throw error;
      this.logger.log(`Catalogue sync tick ${tickAt.toISOString()} skipped: a sync is still running`);
    }
  }
}
