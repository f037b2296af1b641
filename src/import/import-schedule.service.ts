import { Injectable, Logger } from '@nestjs/common';
import { ImportRequests } from './import-requests.service.js';
import { latestFireBetween, nextRun, nextRuns, scheduleProblem } from './import-schedule-rules.js';
import { ImportRunningError, InvalidImportScheduleError } from './import.errors.js';
import { ImportScheduleRepository, type ImportScheduleRow } from './import-schedule.repository.js';
import type { ImportSchedulePreviewView, ImportScheduleView } from '#contracts/import.contract';
import { cronOfPreset, describePreset, NEXT_RUNS_SHOWN, presetOf, SCHEDULE_TIMEZONE, type SchedulePreset } from '#contracts/import-schedule.constants';

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
    const runs = row.cron ? nextRuns(row.cron, NEXT_RUNS_SHOWN, this.firedFrom(row)) : [];
    return {
      cron: row.cron,
      nextRunAt: runs[0]?.toISOString() ?? null,
      nextRuns: runs.map((run) => run.toISOString()),
      description: describePreset(presetOf(row.cron)),
      timezone: SCHEDULE_TIMEZONE,
      updatedAt: row.updated_at.toISOString(),
    };
  }

  /** A schedule before it is saved: its cron, its words and its next runs from now; refused as `set` would refuse it. */
  preview(preset: SchedulePreset, now = new Date()): ImportSchedulePreviewView {
    const cron = this.checkedCron(preset);
    return {
      cron,
      description: describePreset(presetOf(cron)),
      nextRuns: cron ? nextRuns(cron, NEXT_RUNS_SHOWN, now).map((run) => run.toISOString()) : [],
      timezone: SCHEDULE_TIMEZONE,
    };
  }

  /** Sets the schedule (a preset, or a custom cron, checked) or turns it off; its next run is counted from now. */
  async set(preset: SchedulePreset, adminId: string): Promise<ImportScheduleView> {
    await this.schedule.set(this.checkedCron(preset), adminId);
    return this.view();
  }

  private checkedCron(preset: SchedulePreset): string | null {
    const cron = cronOfPreset(preset);
    if (cron !== null) {
      const problem = scheduleProblem(cron);
      if (problem) throw new InvalidImportScheduleError(problem);
    }
    return cron;
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
