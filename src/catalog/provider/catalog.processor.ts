import { Process, Processor } from '@nestjs/bull';
import { Logger } from '@nestjs/common';
import type { Job } from 'bull';
import { QUEUES } from '../../queue/queues.js';
import { CATALOG_JOBS, type CatalogueSyncJob } from './catalog.jobs.js';
import { CatalogueSyncService } from './catalogue-sync.service.js';
import { ProviderTokenService } from './provider-token.service.js';

/** Runs the catalog queue's jobs in worker processes. */
@Processor(QUEUES.catalog)
export class CatalogProcessor {
  private readonly logger = new Logger(CatalogProcessor.name);

  constructor(
    private readonly sync: CatalogueSyncService,
    private readonly tokens: ProviderTokenService,
  ) {}

  @Process(CATALOG_JOBS.sync)
  async runSync(job: Job<CatalogueSyncJob>): Promise<void> {
    await this.sync.run(job.data.runId);
  }

  @Process(CATALOG_JOBS.refreshToken)
  async refreshToken(): Promise<{ refreshed: boolean }> {
    try {
      return { refreshed: await this.tokens.refreshIfExpiring() };
    } catch (error) {
      this.logger.warn(`Provider token refresh failed: ${(error as Error).message}`);
      throw error;
    }
  }
}
