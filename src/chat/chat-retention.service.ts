import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { deleteInBatches } from '../database/queryable.js';
import { ChatConversationsRepository } from './chat-conversations.repository.js';

/** Deletes live chat conversations nobody wrote in for long, with their messages, for the scheduled cleanup. */
@Injectable()
export class ChatRetention {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly conversations: ChatConversationsRepository,
  ) {}

  deleteIdleSince(before: Date, batchSize: number): Promise<number> {
    return deleteInBatches(batchSize, (limit) => this.conversations.deleteIdleSince(this.db, before, limit));
  }
}
