import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { QUEUES } from '../queue/queues.js';
import { ScheduledTasks } from '../scheduler/scheduled-tasks.service.js';
import { MAIL_JOBS, MAIL_SWEEP_TASK } from './mail.jobs.js';

/** On MAIL_SWEEP_CRON (every minute), once across all workers: queue pending mails that have no send job. */
@Injectable()
export class MailSweepTask implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.mail) private readonly queue: Queue,
    private readonly tasks: ScheduledTasks,
  ) {}

  onApplicationBootstrap(): void {
    this.tasks.schedule(MAIL_SWEEP_TASK, this.config.mail.sweepCron, (tickAt) =>
      this.queue.add(MAIL_JOBS.sweep, {}, { jobId: `mail-sweep:${tickAt.getTime()}`, attempts: 1, removeOnComplete: true, removeOnFail: true }),
    );
  }
}
