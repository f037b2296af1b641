import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { QUEUES } from '../queue/queues.js';
import { HEARTBEAT_JOB, HEARTBEAT_TASK, HeartbeatJob } from './heartbeat.job.js';
import { INSTANCE_ID } from './instance-id.js';
import { ScheduledTasks } from './scheduled-tasks.service.js';

/** Records that the workers are alive: once per tick across all replicas, on `HEARTBEAT_CRON`. */
@Injectable()
export class HeartbeatTask implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.system) private readonly queue: Queue<HeartbeatJob>,
    private readonly tasks: ScheduledTasks,
  ) {}

  onApplicationBootstrap(): void {
    this.tasks.schedule(HEARTBEAT_TASK, this.config.heartbeatCron, (tickAt) =>
      this.queue.add(HEARTBEAT_JOB, { tickAt: tickAt.toISOString(), scheduledBy: INSTANCE_ID }),
    );
  }
}
