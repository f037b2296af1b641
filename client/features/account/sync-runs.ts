import type { StatusTone } from './order-status';

/** A catalogue sync as `GET /api/admin/catalog/sync-runs` answers it. */
export interface SyncRunView {
  id: string;
  trigger: 'manual' | 'schedule';
  requestedBy: string | null;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  jobId: string;
  categoriesCreated: number;
  categoriesUpdated: number;
  productsCreated: number;
  productsUpdated: number;
  productsUnchanged: number;
  productsDeactivated: number;
  itemsSkipped: number;
  error: string | null;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

const STATUS_TONES: Record<SyncRunView['status'], StatusTone> = { queued: 'blue', running: 'purple', succeeded: 'green', failed: 'red' };
const STATUS_LABELS: Record<SyncRunView['status'], string> = { queued: 'Queued', running: 'Running', succeeded: 'Succeeded', failed: 'Failed' };

export function syncRunTone(status: SyncRunView['status']): StatusTone {
  return STATUS_TONES[status] ?? 'grey';
}

export function syncRunLabel(status: SyncRunView['status']): string {
  return STATUS_LABELS[status] ?? status;
}

/** Whether the list should be read again soon, to follow a run to its end. */
export function hasUnfinishedRun(runs: readonly SyncRunView[]): boolean {
  return runs.some((run) => run.status === 'queued' || run.status === 'running');
}

/** What a finished run changed, in a line: `3 new, 12 updated, 40 unchanged games; 1 new category`. */
export function syncRunSummary(run: SyncRunView): string | null {
  if (run.status !== 'succeeded') return null;
  const games = [
    run.productsCreated && `${run.productsCreated} new`,
    run.productsUpdated && `${run.productsUpdated} updated`,
    run.productsUnchanged && `${run.productsUnchanged} unchanged`,
    run.productsDeactivated && `${run.productsDeactivated} withdrawn`,
  ].filter(Boolean);
  const categories = run.categoriesCreated + run.categoriesUpdated;
  const parts = [
    games.length ? `${games.join(', ')} ${plural(run.productsCreated + run.productsUpdated + run.productsUnchanged + run.productsDeactivated, 'game', 'games')}` : 'No games',
    categories ? `${categories} ${plural(categories, 'category', 'categories')} added or updated` : null,
    run.itemsSkipped ? `${run.itemsSkipped} ${plural(run.itemsSkipped, 'item', 'items')} skipped` : null,
  ].filter(Boolean);
  return parts.join('; ');
}

function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}
