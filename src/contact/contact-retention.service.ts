import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { deleteInBatches } from '../database/queryable.js';
import { ContactMessagesRepository } from './contact-messages.repository.js';

/** Deletes old contact-form messages for the scheduled cleanup (each was mailed to the owner when it came). */
@Injectable()
export class ContactRetention {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly messages: ContactMessagesRepository,
  ) {}

  deleteReceivedBefore(before: Date, batchSize: number): Promise<number> {
    return deleteInBatches(batchSize, (limit) => this.messages.deleteReceivedBefore(this.db, before, limit));
  }
}
