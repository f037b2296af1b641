import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { Queue } from 'bull';
import { CronJob } from 'cron';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { QUEUES } from '../queue/queues.js';
import { HEARTBEAT_JOB, HEARTBEAT_TASK, HeartbeatJob } from './heartbeat.job.js';
import { INSTANCE_ID } from './instance-id.js';
import { SchedulerLockService, tickOf } from './scheduler-lock.service.js';

/** Records that the workers are alive: once per tick across all replicas, on `HEARTBEAT_CRON`. */
@Injectable()
export class HeartbeatTask implements OnApplicationBootstrap {
  private readonly logger = new Logger(HeartbeatTask.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.system) private readonly queue: Queue<HeartbeatJob>,
    private readonly lock: SchedulerLockService,
    private readonly registry: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    const job = CronJob.from({ cronTime: this.config.heartbeatCron, onTick: () => this.tick(new Date()), start: true });
    this.registry.addCronJob(HEARTBEAT_TASK, job);
  }

  /** Enqueues the heartbeat for this tick when this replica wins it. */
  async tick(firedAt: Date): Promise<void> {
    const tickAt = tickOf(firedAt);
    try {
      if (!(await this.lock.claimTick(HEARTBEAT_TASK, tickAt))) return;
      await this.queue.add(HEARTBEAT_JOB, { tickAt: tickAt.toISOString(), scheduledBy: INSTANCE_ID });
    } catch (error) {
      this.logger.warn(`Heartbeat tick ${tickAt.toISOString()} skipped: ${(error as Error).message}`);
    }
  }
}
