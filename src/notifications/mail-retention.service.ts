import { Injectable } from '@nestjs/common';
import { deleteInBatches } from '../database/queryable.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';

/**
 * Deletes sent mails once they are old, for the scheduled cleanup. Nothing reads a sent mail again
 * (its send job is done, and the development mailbox lists what is left), so nothing misses it.
 */
@Injectable()
export class MailRetention {
  constructor(private readonly outbox: MailOutboxRepository) {}

  deleteSentBefore(before: Date, batchSize: number): Promise<number> {
    return deleteInBatches(batchSize, (limit) => this.outbox.deleteSentBefore(before, limit));
  }
}
