import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuthRetention } from '../auth/auth-retention.service.js';
import { CatalogSyncRunsRetention } from '../catalog/provider/catalog-sync-runs-retention.service.js';
import { ChatRetention } from '../chat/chat-retention.service.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ContactRetention } from '../contact/contact-retention.service.js';
import { deleteInBatches } from '../database/queryable.js';
import { ImportRunsRetention } from '../import/import-runs-retention.service.js';
import { MailRetention } from '../notifications/mail-retention.service.js';
import { ScheduledRunsRepository } from './scheduled-runs.repository.js';

/** What one table's cleanup deleted, logged as one JSON line. */
export interface RetentionResult {
  table: string;
  deleted: number;
  /** Rows from before this moment were eligible. */
  before: string;
}

const DAY_MS = 86_400_000;

/**
 * The scheduled cleanup: each table's rule, with its age from RETENTION_*, in one list; the owning
 * module deletes its rows. The audit log, orders, payments, keys and credits are never listed.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: AuthRetention,
    private readonly mail: MailRetention,
    private readonly scheduledRuns: ScheduledRunsRepository,
    private readonly importRuns: ImportRunsRetention,
    private readonly syncRuns: CatalogSyncRunsRetention,
    private readonly contact: ContactRetention,
    private readonly chat: ChatRetention,
  ) {}

  /** Deletes what is due at `now`, one table after the other; answers what each deleted. */
  async run(now = new Date()): Promise<RetentionResult[]> {
    const { graceDays, sentMailDays, scheduledRunDays, jobRunDays, contactDays, chatIdleDays, batchSize } = this.config.retention;
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const steps: [table: string, before: Date, purge: (before: Date) => Promise<number>][] = [
      ['sessions', daysAgo(graceDays), (before) => this.auth.deleteEndedSessions(before, batchSize)],
      ['password_reset_tokens', daysAgo(graceDays), (before) => this.auth.deleteExpiredResetLinks(before, batchSize)],
      ['email_verification_tokens', daysAgo(graceDays), (before) => this.auth.deleteExpiredVerificationLinks(before, batchSize)],
      ['mail_outbox', daysAgo(sentMailDays), (before) => this.mail.deleteSentBefore(before, batchSize)],
      ['scheduled_runs', daysAgo(scheduledRunDays), (before) => deleteInBatches(batchSize, (limit) => this.scheduledRuns.deleteTickedBefore(before, limit))],
      ['import_runs', daysAgo(jobRunDays), (before) => this.importRuns.deleteFinishedBefore(before, batchSize)],
      ['catalog_sync_runs', daysAgo(jobRunDays), (before) => this.syncRuns.deleteFinishedBefore(before, batchSize)],
      ['contact_messages', daysAgo(contactDays), (before) => this.contact.deleteReceivedBefore(before, batchSize)],
      ['chat_conversations', daysAgo(chatIdleDays), (before) => this.chat.deleteIdleSince(before, batchSize)],
    ];
    const results: RetentionResult[] = [];
    for (const [table, before, purge] of steps) {
      const result = { table, deleted: await purge(before), before: before.toISOString() };
      // The logger keeps only a message: the counts go in it as JSON, one line per table.
      this.logger.log(`retention ${JSON.stringify(result)}`);
      results.push(result);
    }
    return results;
  }
}
