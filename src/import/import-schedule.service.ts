import { Injectable, Logger } from '@nestjs/common';
import { ImportRequests } from './import-requests.service.js';
import { latestFireBetween, nextRun, scheduleProblem } from './import-schedule-rules.js';
import { ImportRunningError, InvalidImportScheduleError } from './import.errors.js';
import { ImportScheduleRepository, type ImportScheduleRow } from './import-schedule.repository.js';
import type { ImportScheduleView } from './import.views.js';

/** The import schedule admins set: a cron expression in the database (one row), or none. */
@Injectable()
export class ImportScheduleService {
  private readonly logger = new Logger(ImportScheduleService.name);

  constructor(
    private readonly schedule: ImportScheduleRepository,
    private readonly requests: ImportRequests,
  ) {}

  async view(): Promise<ImportScheduleView> {
    const row = await this.schedule.get();
    return {
      cron: row.cron,
      nextRunAt: row.cron ? nextRun(row.cron, this.firedFrom(row)).toISOString() : null,
      updatedAt: row.updated_at.toISOString(),
    };
  }

  /** Sets the schedule (trimmed, checked) or turns it off with null; its next run is counted from now. */
  async set(cron: string | null, adminId: string): Promise<ImportScheduleView> {
    const wanted = cron?.trim() || null;
    if (wanted) {
      const problem = scheduleProblem(wanted);
      if (problem) throw new InvalidImportScheduleError(problem);
    }
    await this.schedule.set(wanted, adminId);
    return this.view();
  }

  /**
   * Claims the schedule's latest fire time if one has come since the last one claimed: exactly one
   * caller, on any replica, gets it. Null when nothing is due.
   */
  async claimDueFire(now = new Date()): Promise<Date | null> {
    const row = await this.schedule.get();
    if (!row.cron) return null;
    const due = latestFireBetween(row.cron, this.firedFrom(row), now);
    if (!due) return null;
    return (await this.schedule.claimFire(row.cron, due)) ? due : null;
  }

  /**
   * The scheduled check (IMPORT_SCHEDULE_CHECK_CRON): when a fire time of the schedule is due, claims
   * it and queues an import, skipped while one still runs.
   */
  async startDueImport(): Promise<void> {
    const fire = await this.claimDueFire();
    if (!fire) return;
    try {
      await this.requests.request('schedule', null);
    } catch (error) {
      if (!(error instanceof ImportRunningError)) throw error;
      this.logger.log(`Scheduled import of ${fire.toISOString()} skipped: an import is still running`);
    }
  }

  /** Fire times count from the last one claimed, or from when the schedule was set. */
  private firedFrom(row: ImportScheduleRow): Date {
    return row.last_fired_at ?? row.updated_at;
  }
}
