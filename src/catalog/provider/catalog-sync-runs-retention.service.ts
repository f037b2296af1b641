import { Injectable } from '@nestjs/common';
import { deleteInBatches } from '../../database/queryable.js';
import { CatalogSyncRunsRepository } from './catalog-sync-runs.repository.js';

/** Deletes old finished catalogue sync runs for the scheduled cleanup; the newest of each trigger stays in the history. */
@Injectable()
export class CatalogSyncRunsRetention {
  constructor(private readonly runs: CatalogSyncRunsRepository) {}

  deleteFinishedBefore(before: Date, batchSize: number): Promise<number> {
    return deleteInBatches(batchSize, (limit) => this.runs.deleteFinishedBefore(before, limit));
  }
}
