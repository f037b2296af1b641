import type { ImportRunRow } from './import-runs.repository.js';
import type { ImportRunView } from '#contracts/import.contract';

/** A run as the admin sees it; its result, in the spec's shape, once it has finished. */
export function toImportRunView(run: ImportRunRow): ImportRunView {
  const finished = run.status === 'succeeded' || run.status === 'failed';
  return {
    id: run.id,
    trigger: run.trigger,
    status: run.status,
    requestedByEmail: run.requested_by_email,
    requestedAt: run.requested_at.toISOString(),
    startedAt: run.started_at?.toISOString() ?? null,
    finishedAt: run.finished_at?.toISOString() ?? null,
    rawgRequests: run.rawg_requests,
    progress: run.progress,
    result: finished
      ? {
          success: run.status === 'succeeded',
          imported: run.freetogame_imported + run.rawg_imported,
          breakdown: {
            freetogame: { imported: run.freetogame_imported, total: run.freetogame_total },
            rawg: { imported: run.rawg_imported, pages_processed: run.rawg_pages_processed },
          },
          error: run.error,
          notes: run.notes,
        }
      : null,
  };
}
