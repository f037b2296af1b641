import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedCount, returnedRows, type Queryable } from '../database/queryable.js';

/** A followed link: whose it is, and the new address it confirms (null: the account's own address). */
export interface UsedVerificationLink {
  user_id: string;
  new_email: string | null;
}

/** The `email_verification_tokens` table: digests of single-use, expiring links that verify an address. */
@Injectable()
export class EmailVerificationTokensRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * A new link for the user, which replaces their open links of the same kind (the account's own
   * address, or a new address): only the latest mail works. Answers when it expires.
   */
  async replace(tx: Queryable, userId: string, tokenHash: Buffer, newEmail: string | null, ttlSeconds: number): Promise<Date> {
    await tx.query(
      `UPDATE email_verification_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL AND (new_email IS NULL) = ($2::text IS NULL)`,
      [userId, newEmail],
    );
    const [{ expires_at }] = await tx.query(
      `INSERT INTO email_verification_tokens (user_id, token_hash, new_email, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING expires_at`,
      [userId, tokenHash, newEmail, ttlSeconds],
    );
    return expires_at;
  }

  /**
   * Uses the link; null when it is unknown, used or expired. The conditional UPDATE makes a link
   * work once even for two parallel requests.
   */
  async consume(tx: Queryable, tokenHash: Buffer): Promise<UsedVerificationLink | null> {
    const [row] = returnedRows<UsedVerificationLink>(
      await tx.query(
        `UPDATE email_verification_tokens SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id, new_email`,
        [tokenHash],
      ),
    );
    return row ?? null;
  }

  /** Voids every open link of the user: once the address changed, a link mailed before proves nothing. */
  async voidOpenLinksOf(tx: Queryable, userId: string): Promise<void> {
    await tx.query(`UPDATE email_verification_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
  }

  /** The new address the user asked for and has not confirmed yet (its link still works); null when none. */
  async pendingNewEmail(userId: string): Promise<string | null> {
    const [row] = await this.db.query(
      `SELECT new_email FROM email_verification_tokens
       WHERE user_id = $1 AND new_email IS NOT NULL AND used_at IS NULL AND expires_at > now() ORDER BY created_at DESC LIMIT 1`,
      [userId],
    );
    return row?.new_email ?? null;
  }

  /** Deletes up to `limit` links that expired before `before`, used or not. */
  async deleteExpiredBefore(before: Date, limit: number): Promise<number> {
    return affectedCount(await this.db.query(
      `DELETE FROM email_verification_tokens WHERE id IN (SELECT id FROM email_verification_tokens WHERE expires_at < $1 LIMIT $2)`,
      [before, limit],
    ));
  }
}
