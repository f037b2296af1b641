import { Injectable } from '@nestjs/common';
import { deleteInBatches } from '../database/queryable.js';
import { EmailVerificationTokensRepository } from './email-verification-tokens.repository.js';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository.js';
import { SessionsRepository } from './sessions.repository.js';

/** Deletes sessions, reset links and e-mail verification links that can no longer be used, for the scheduled cleanup. */
@Injectable()
export class AuthRetention {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly resetTokens: PasswordResetTokensRepository,
    private readonly verificationTokens: EmailVerificationTokensRepository,
  ) {}

  /** Sessions that expired or were signed out before `before`, with their refresh tokens. */
  deleteEndedSessions(before: Date, batchSize: number): Promise<number> {
    return deleteInBatches(batchSize, (limit) => this.sessions.deleteEndedBefore(before, limit));
  }

  deleteExpiredResetLinks(before: Date, batchSize: number): Promise<number> {
    return deleteInBatches(batchSize, (limit) => this.resetTokens.deleteExpiredBefore(before, limit));
  }

  deleteExpiredVerificationLinks(before: Date, batchSize: number): Promise<number> {
    return deleteInBatches(batchSize, (limit) => this.verificationTokens.deleteExpiredBefore(before, limit));
  }
}
