import { ApiProperty } from '@nestjs/swagger';

export type ImportSource = 'freetogame' | 'rawg';
export type ImportTrigger = 'manual' | 'schedule';
export type ImportRunStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export class FreeToGameCounts {
  @ApiProperty() imported: number;
  @ApiProperty() total: number;
}

export class RawgCounts {
  @ApiProperty() imported: number;
  @ApiProperty() pages_processed: number;
}

export class ImportBreakdown {
  @ApiProperty({ type: () => FreeToGameCounts }) freetogame: FreeToGameCounts;
  @ApiProperty({ type: () => RawgCounts }) rawg: RawgCounts;
}

/** The result of an import, in the spec's shape (counts per source), plus notes such as a budget reached. */
export class ImportResult {
  @ApiProperty() success: boolean;
  @ApiProperty({ description: 'Games brought into the store by this run: new products, and known products a source was added to' }) imported: number;
  @ApiProperty({ type: () => ImportBreakdown }) breakdown: ImportBreakdown;
  @ApiProperty({ type: String, nullable: true }) error: string | null;
  @ApiProperty({ type: [String] }) notes: string[];
}

/** Where a running import is: the source being read, and how far. */
export class ImportProgress {
  @ApiProperty({ enum: ['waiting', 'freetogame', 'rawg', 'done'] }) phase: 'waiting' | ImportSource | 'done';
  @ApiProperty() message: string;
  @ApiProperty() done: number;
  @ApiProperty({ type: Number, nullable: true }) total: number | null;
}

export class ImportRunView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['manual', 'schedule'] }) trigger: ImportTrigger;
  @ApiProperty({ enum: ['queued', 'running', 'succeeded', 'failed'] }) status: ImportRunStatus;
  @ApiProperty({ type: String, nullable: true }) requestedByEmail: string | null;
  @ApiProperty({ format: 'date-time' }) requestedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: string | null;
  @ApiProperty({ description: 'RAWG requests this run made (each counts against the monthly budget)' }) rawgRequests: number;
  @ApiProperty({ type: () => ImportProgress }) progress: ImportProgress;
  @ApiProperty({ type: () => ImportResult, nullable: true, description: 'Set once the run has finished' }) result: ImportResult | null;
}

export class ImportScheduleView {
  @ApiProperty({ type: String, nullable: true, description: 'A five-field cron expression (minute hour day month weekday), or null when imports run only by hand' })
  cron: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The next time the schedule will start an import, or null when off' })
  nextRunAt: string | null;
  @ApiProperty({ type: [String], description: 'The next five runs (ISO date-times), computed by the scheduler\'s own cron library; empty when off' })
  nextRuns: string[];
  @ApiProperty({ description: 'The schedule in words: its preset (hourly, daily, weekly) or the custom cron' }) description: string;
  @ApiProperty({ description: 'The timezone the scheduler reads the cron in', example: 'UTC' }) timezone: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updatedAt: string | null;
}

/** A schedule before it is saved: its cron, its words and its next runs, or why it is refused. */
export class ImportSchedulePreviewView {
  @ApiProperty({ type: String, nullable: true }) cron: string | null;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String] }) nextRuns: string[];
  @ApiProperty() timezone: string;
}

export class RawgBudgetView {
  @ApiProperty() configured: boolean;
  @ApiProperty({ description: 'Requests allowed per calendar month (RAWG_REQUEST_LIMIT)' }) limit: number;
  @ApiProperty() usedThisMonth: number;
}

/** Everything the admin's Import Games card shows. */
export class ImportOverviewView {
  @ApiProperty({ type: () => ImportRunView, nullable: true, description: 'The run queued or running now, if any' }) current: ImportRunView | null;
  @ApiProperty({ type: () => [ImportRunView], description: 'The last runs, newest first' }) runs: ImportRunView[];
  @ApiProperty({ type: () => ImportScheduleView }) schedule: ImportScheduleView;
  @ApiProperty({ type: () => RawgBudgetView }) rawg: RawgBudgetView;
}
