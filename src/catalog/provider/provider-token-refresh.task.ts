import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { Queue } from 'bull';
import { CronJob } from 'cron';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QUEUES } from '../../queue/queues.js';
import { SchedulerLockService, tickOf } from '../../scheduler/scheduler-lock.service.js';
import { CATALOG_JOBS, type ProviderTokenRefreshJob, TOKEN_REFRESH_CRON, TOKEN_REFRESH_TASK, tokenRefreshJobId } from './catalog.jobs.js';

/** Keeps the shared provider token from expiring under a caller: renews it in its last minute, checked every 30 s. */
@Injectable()
export class ProviderTokenRefreshTask implements OnApplicationBootstrap {
  private readonly logger = new Logger(ProviderTokenRefreshTask.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.catalog) private readonly queue: Queue<ProviderTokenRefreshJob>,
    private readonly lock: SchedulerLockService,
    private readonly registry: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.catalogProvider) return;
    const job = CronJob.from({ cronTime: TOKEN_REFRESH_CRON, onTick: () => this.tick(new Date()), start: true });
    this.registry.addCronJob(TOKEN_REFRESH_TASK, job);
  }

  /** Enqueues this tick's check when this replica wins the tick. */
  async tick(firedAt: Date): Promise<void> {
    const tickAt = tickOf(firedAt);
    try {
      if (!(await this.lock.claimTick(TOKEN_REFRESH_TASK, tickAt))) return;
      await this.queue.add(
        CATALOG_JOBS.refreshToken,
        { tickAt: tickAt.toISOString() },
        { jobId: tokenRefreshJobId(tickAt), attempts: 1, removeOnComplete: true, removeOnFail: 100 },
      );
    } catch (error) {
      this.logger.warn(`Provider token refresh tick ${tickAt.toISOString()} skipped: ${(error as Error).message}`);
    }
  }
}
