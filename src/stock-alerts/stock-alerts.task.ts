import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { QUEUES } from '../queue/queues.js';
import { ScheduledTasks } from '../scheduler/scheduled-tasks.service.js';
import { STOCK_ALERT_JOBS, STOCK_ALERT_TASK, stockAlertJobId } from './stock-alerts.jobs.js';

/** On STOCK_ALERT_CRON (every minute), once across all workers: queue the job that mails new low-stock alerts. */
@Injectable()
export class StockAlertsTask implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.system) private readonly queue: Queue,
    private readonly tasks: ScheduledTasks,
  ) {}

  onApplicationBootstrap(): void {
    this.tasks.schedule(STOCK_ALERT_TASK, this.config.stockAlertCron, (tickAt) =>
      this.queue.add(STOCK_ALERT_JOBS.mail, {}, { jobId: stockAlertJobId(tickAt), attempts: 1, removeOnComplete: true, removeOnFail: 100 }),
    );
  }
}
