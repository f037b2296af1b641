import { Injectable } from '@nestjs/common';
import { deleteInBatches } from '../database/queryable.js';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository.js';
import { SessionsRepository } from './sessions.repository.js';

/** Deletes sessions and reset links that can no longer be used, for the scheduled cleanup. */
@Injectable()
export class AuthRetention {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly resetTokens: PasswordResetTokensRepository,
  ) {}

  /** Sessions that expired or were signed out before `before`, with their refresh tokens. */
  deleteEndedSessions(before: Date, batchSize: number): Promise<number> {
    return deleteInBatches(batchSize, (limit) => this.sessions.deleteEndedBefore(before, limit));
  }

  deleteExpiredResetLinks(before: Date, batchSize: number): Promise<number> {
    return deleteInBatches(batchSize, (limit) => this.resetTokens.deleteExpiredBefore(before, limit));
  }
}
