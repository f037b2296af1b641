import type { ApiError } from '../../lib/api-error';
import type { BadgeTone } from '../../ui/Badge';
import type { ImportProgress, ImportResult, ImportRunStatus, ImportRunView, ImportTrigger, RawgBudgetView } from '#contracts/import.contract';

export const ADMIN_IMPORT_API = '/api/admin/import';
export const importRunApi = (id: string): string => `${ADMIN_IMPORT_API}/runs/${encodeURIComponent(id)}`;

/** While a run is queued or running, it is read again this often. */
export const IMPORT_POLL_MS = 1500;

export const IMPORT_BUTTON_LABEL = 'Import Games (FreeToGame + RAWG)';
export const IMPORT_BUSY_LABEL = 'Importing...';
export const RAWG_NOT_CONFIGURED = 'RAWG key not configured: only FreeToGame is read';

/** A whole number with thousands separators, the same everywhere: `20,000`. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** Whether the run has yet to finish, so that the card follows it and no other may start. */
export function isRunActive(run: Pick<ImportRunView, 'status'> | null | undefined): boolean {
  return run?.status === 'queued' || run?.status === 'running';
}

/** What the card says of RAWG's monthly allowance (spec: limited to 20,000 as configured). */
export function rawgBudgetText(rawg: RawgBudgetView): string {
  if (!rawg.configured) return RAWG_NOT_CONFIGURED;
  return `RAWG requests are limited to ${formatCount(rawg.limit)} a month as configured; ${formatCount(rawg.usedThisMonth)} used this month.`;
}

/** The spec's success message: `Successfully imported N games!`. */
export function importSuccessMessage(result: Pick<ImportResult, 'imported'>): string {
  return `Successfully imported ${formatCount(result.imported)} games!`;
}

/** The spec's failure message: `Import failed: ` and the server's reason. */
export function importFailureMessage(reason: string | null | undefined): string {
  const text = reason?.trim();
  return `Import failed: ${text || 'the import stopped without a reason'}`;
}

/** What each source brought: `FreeToGame: 3 of 3 · RAWG: 45 games from 2 pages`. */
export function importCountsLine(result: Pick<ImportResult, 'breakdown'>): string {
  const { freetogame, rawg } = result.breakdown;
  return `FreeToGame: ${formatCount(freetogame.imported)} of ${formatCount(freetogame.total)} · RAWG: ${plural(rawg.imported, 'game')} from ${plural(rawg.pages_processed, 'page')}`;
}

export type ImportOutcome = { tone: 'success' | 'danger'; title: string; counts: string; notes: string[] };

/** A finished run's outcome as the card shows it (and the toast says it); null while it runs. */
export function importOutcome(run: Pick<ImportRunView, 'result'>): ImportOutcome | null {
  const { result } = run;
  if (!result) return null;
  return {
    tone: result.success ? 'success' : 'danger',
    title: result.success ? importSuccessMessage(result) : importFailureMessage(result.error),
    counts: importCountsLine(result),
    notes: result.notes ?? [],
  };
}

/** The message when the server refuses to start an import (409 when one already runs). */
export function importStartFailure(error: Pick<ApiError, 'message'>): string {
  return importFailureMessage(error.message);
}

/** How far along, 0 to 100, when the run knows how much there is to do; null otherwise. */
export function progressPercent(progress: Pick<ImportProgress, 'done' | 'total'>): number | null {
  const { done, total } = progress;
  if (total === null || !Number.isFinite(total) || total <= 0) return null;
  return Math.max(0, Math.min(100, Math.round((done / total) * 100)));
}

/** The run's progress in words. */
export function progressText(run: Pick<ImportRunView, 'status' | 'progress'>): string {
  const message = run.progress?.message?.trim();
  if (message) return message;
  return run.status === 'queued' ? 'Waiting for a worker' : 'Importing';
}

const STATUS_LABELS: Record<ImportRunStatus, string> = { queued: 'Queued', running: 'Running', succeeded: 'Succeeded', failed: 'Failed' };
const STATUS_TONES: Record<ImportRunStatus, BadgeTone> = { queued: 'blue', running: 'purple', succeeded: 'green', failed: 'red' };

export function runStatusLabel(status: ImportRunStatus): string {
  return STATUS_LABELS[status] ?? status;
}

export function runStatusTone(status: ImportRunStatus): BadgeTone {
  return STATUS_TONES[status] ?? 'grey';
}

export function triggerLabel(trigger: ImportTrigger): string {
  return trigger === 'schedule' ? 'Schedule' : 'Manual';
}

/** Who asked for the run: the admin's e-mail, the schedule, or a dash. */
export function requestedByText(run: Pick<ImportRunView, 'trigger' | 'requestedByEmail'>): string {
  if (run.requestedByEmail) return run.requestedByEmail;
  return run.trigger === 'schedule' ? 'Schedule' : '—';
}

/** A history row's total: `48 games`; a dash while the run goes on. */
export function runImportedText(run: Pick<ImportRunView, 'result'>): string {
  return run.result ? plural(run.result.imported, 'game') : '—';
}

/** A history row's counts per source: `FreeToGame 3 of 3 · RAWG 45 from 2 pages`; null while the run goes on. */
export function runSourcesText(run: Pick<ImportRunView, 'result'>): string | null {
  if (!run.result) return null;
  const { freetogame, rawg } = run.result.breakdown;
  return `FreeToGame ${formatCount(freetogame.imported)} of ${formatCount(freetogame.total)} · RAWG ${formatCount(rawg.imported)} from ${plural(rawg.pages_processed, 'page')}`;
}

/** The history with `run` in it, newest first: a newer copy of a run replaces the older one. */
export function mergeRun(runs: readonly ImportRunView[], run: ImportRunView): ImportRunView[] {
  return [run, ...runs.filter((entry) => entry.id !== run.id)].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
}
