import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ScheduledTasks } from '../scheduler/scheduled-tasks.service.js';
import { ImportRequests } from './import-requests.service.js';
import { ImportScheduleService } from './import-schedule.service.js';
import { IMPORT_SCHEDULE_TASK } from './import.jobs.js';
import { ImportRunningError } from './import.errors.js';

/**
 * Starts the scheduled imports: every IMPORT_SCHEDULE_CHECK_CRON tick one worker looks whether the
 * admin's schedule has a fire time due, claims it, and queues an import (skipped while one runs).
 */
@Injectable()
export class ImportScheduleTask implements OnApplicationBootstrap {
  private readonly logger = new Logger(ImportScheduleTask.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly schedule: ImportScheduleService,
    private readonly requests: ImportRequests,
    private readonly tasks: ScheduledTasks,
  ) {}

  onApplicationBootstrap(): void {
    this.tasks.schedule(IMPORT_SCHEDULE_TASK, this.config.gameImports.scheduleCheckCron, () => this.check());
  }

  private async check(): Promise<void> {
    const fire = await this.schedule.claimDueFire();
    if (!fire) return;
    try {
      await this.requests.request('schedule', null);
    } catch (error) {
      if (!(error instanceof ImportRunningError)) throw error;
      this.logger.log(`Scheduled import of ${fire.toISOString()} skipped: an import is still running`);
    }
  }
}
