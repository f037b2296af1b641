import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { QUEUES } from '../queue/queues.js';
import { ScheduledTasks } from '../scheduler/scheduled-tasks.service.js';
import { FULFILMENT_SWEEP_TASK, ORDER_JOBS } from './orders.jobs.js';

/** On ORDER_EXPIRY_CRON (every minute), once across all workers: queue again the paid orders that no job is fulfilling. */
@Injectable()
export class OrderFulfilmentSweepTask implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.orders) private readonly queue: Queue,
    private readonly tasks: ScheduledTasks,
  ) {}

  onApplicationBootstrap(): void {
    this.tasks.schedule(FULFILMENT_SWEEP_TASK, this.config.orderExpiryCron, (tickAt) =>
      this.queue.add(ORDER_JOBS.sweepUnfulfilled, {}, { jobId: `fulfilment-sweep:${tickAt.getTime()}`, attempts: 1, removeOnComplete: true, removeOnFail: true }),
    );
  }
}
