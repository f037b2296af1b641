import { Injectable, Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { SchedulerLockService, tickOf } from './scheduler-lock.service.js';

/**
 * Runs a task on a cron schedule once per tick across all replicas: each tick is claimed with the
 * Redis lock first. Tasks should only enqueue work; a failed tick is logged and the next one tries again.
 */
@Injectable()
export class ScheduledTasks {
  private readonly logger = new Logger(ScheduledTasks.name);

  constructor(
    private readonly lock: SchedulerLockService,
    private readonly registry: SchedulerRegistry,
  ) {}

  schedule(name: string, cronTime: string, run: (tickAt: Date) => Promise<unknown>): void {
    const job = CronJob.from({ cronTime, onTick: () => this.tick(name, new Date(), run), start: true });
    this.registry.addCronJob(name, job);
  }

  /** Runs the task for the tick this firing belongs to, if this replica wins it. */
  async tick(name: string, firedAt: Date, run: (tickAt: Date) => Promise<unknown>): Promise<void> {
    const tickAt = tickOf(firedAt);
    try {
      if (await this.lock.claimTick(name, tickAt)) await run(tickAt);
    } catch (error) {
      this.logger.warn(`${name} tick ${tickAt.toISOString()} skipped: ${(error as Error).message}`);
    }
  }
}
