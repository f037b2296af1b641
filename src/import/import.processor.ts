import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { QUEUES } from '../queue/queues.js';
import { GameImportService } from './game-import.service.js';
import { IMPORT_JOBS, type ImportJob } from './import.jobs.js';

/** Runs imports in worker processes, one at a time. */
@Processor(QUEUES.import)
export class ImportProcessor {
  constructor(private readonly imports: GameImportService) {}

  @Process(IMPORT_JOBS.run)
  async run(job: Job<ImportJob>): Promise<void> {
    await this.imports.run(job.data.runId);
  }
}
