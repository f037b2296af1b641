import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit, type Provider, type Type } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { scheduleProblems, schedulesFor, type Schedule } from './schedule.js';
import { SCHEDULES } from './schedules.js';
import { SchedulerLockService, tickOf } from './scheduler-lock.service.js';

/** The service instance of each schedule's owner. */
export const SCHEDULE_OWNERS = Symbol('SCHEDULE_OWNERS');

const ownerTypes: Type[] = [...new Set(SCHEDULES.map((entry) => entry.owner))];

/** Resolves the owners by injection, so that each comes from the module that exports it. */
export const scheduleOwnersProvider: Provider = {
  provide: SCHEDULE_OWNERS,
  inject: ownerTypes,
  useFactory: (...owners: object[]) => new Map(ownerTypes.map((type, i) => [type, owners[i]])),
};

/**
 * Runs the jobs of SCHEDULES on their cron expressions, each tick once across all replicas: the tick
 * is claimed with the Redis lock first. A failed tick is logged and the next one tries again.
 * The schedule module stops the cron jobs when the app closes.
 */
@Injectable()
export class Scheduler implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(Scheduler.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SCHEDULE_OWNERS) private readonly owners: Map<Type, object>,
    private readonly lock: SchedulerLockService,
    private readonly registry: SchedulerRegistry,
  ) {}

  /** Refuses to boot on a schedule that could not run, before any job starts. */
  onModuleInit(): void {
    const problems = scheduleProblems(SCHEDULES, this.config);
    if (problems.length > 0) throw new Error(`Invalid schedules: ${problems.join('; ')}`);
  }

  onApplicationBootstrap(): void {
    const active = schedulesFor(SCHEDULES, this.config);
    for (const { schedule, cronTime } of active) this.start(schedule, cronTime);
    this.logger.log(`Scheduled: ${active.map(({ schedule, cronTime }) => `${schedule.name} (${cronTime})`).join(', ') || 'nothing'}`);
  }

  private start(schedule: Schedule, cronTime: string): void {
    const owner = this.owners.get(schedule.owner)!;
    const run = (tickAt: Date) => schedule.run(owner, tickAt);
    const job = CronJob.from({ cronTime, onTick: () => this.tick(schedule.name, new Date(), run), start: true });
    this.registry.addCronJob(schedule.name, job);
  }

  /** Runs the job for the tick this firing belongs to, if this replica wins it. */
  private async tick(name: string, firedAt: Date, run: (tickAt: Date) => Promise<unknown>): Promise<void> {
    const tickAt = tickOf(firedAt);
    try {
      if (await this.lock.claimTick(name, tickAt)) await run(tickAt);
    } catch (error) {
      this.logger.warn(`${name} tick ${tickAt.toISOString()} skipped: ${(error as Error).message}`);
    }
  }
}
