import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QUEUES } from '../../queue/queues.js';
import { ScheduledTasks } from '../../scheduler/scheduled-tasks.service.js';
import { CATALOG_JOBS, type ProviderTokenRefreshJob, TOKEN_REFRESH_CRON, TOKEN_REFRESH_TASK, tokenRefreshJobId } from './catalog.jobs.js';

/** Keeps the shared provider token from expiring under a caller: renews it in its last minute, checked every 30 s. */
@Injectable()
export class ProviderTokenRefreshTask implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.catalog) private readonly queue: Queue<ProviderTokenRefreshJob>,
    private readonly tasks: ScheduledTasks,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.catalogProvider) return;
    this.tasks.schedule(TOKEN_REFRESH_TASK, TOKEN_REFRESH_CRON, (tickAt) =>
      this.queue.add(
        CATALOG_JOBS.refreshToken,
        { tickAt: tickAt.toISOString() },
        { jobId: tokenRefreshJobId(tickAt), attempts: 1, removeOnComplete: true, removeOnFail: 100 },
      ),
    );
  }
}
