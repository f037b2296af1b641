import { Injectable } from '@nestjs/common';
import { deleteInBatches } from '../database/queryable.js';
import { ImportRunsRepository } from './import-runs.repository.js';

/** Deletes old finished import runs for the scheduled cleanup; the newest of each trigger stays on the admin page. */
@Injectable()
export class ImportRunsRetention {
  constructor(private readonly runs: ImportRunsRepository) {}

  deleteFinishedBefore(before: Date, batchSize: number): Promise<number> {
    return deleteInBatches(batchSize, (limit) => this.runs.deleteFinishedBefore(before, limit));
  }
}
