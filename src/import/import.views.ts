/** Plain data for the API and the admin page (no decorated classes: the client imports this file). */

export type ImportSource = 'freetogame' | 'rawg';
export type ImportTrigger = 'manual' | 'schedule';
export type ImportRunStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** The result of an import, in the spec's shape (counts per source), plus notes such as a budget reached. */
export interface ImportResult {
  success: boolean;
  /** Games brought into the store by this run: new products, and known products a source was added to. */
  imported: number;
  breakdown: {
    freetogame: { imported: number; total: number };
    rawg: { imported: number; pages_processed: number };
  };
  error: string | null;
  notes: string[];
}

/** Where a running import is: the source being read, and how far. */
export interface ImportProgress {
  phase: 'waiting' | ImportSource | 'done';
  message: string;
  done: number;
  total: number | null;
}

export interface ImportRunView {
  id: string;
  trigger: ImportTrigger;
  status: ImportRunStatus;
  requestedByEmail: string | null;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** RAWG requests this run made (each counts against the monthly budget). */
  rawgRequests: number;
  progress: ImportProgress;
  /** Set once the run has finished. */
  result: ImportResult | null;
}

export interface ImportScheduleView {
  /** A five-field cron expression (minute hour day month weekday), or null when imports run only by hand. */
  cron: string | null;
  /** The next time the schedule will start an import, or null when off. */
  nextRunAt: string | null;
  updatedAt: string | null;
}

export interface RawgBudgetView {
  configured: boolean;
  /** Requests allowed per calendar month (RAWG_REQUEST_LIMIT). */
  limit: number;
  usedThisMonth: number;
}

/** Everything the admin's Import Games card shows. */
export interface ImportOverviewView {
  /** The run queued or running now, if any. */
  current: ImportRunView | null;
  /** The last runs, newest first. */
  runs: ImportRunView[];
  schedule: ImportScheduleView;
  rawg: RawgBudgetView;
}
