import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedCount, returnedRows, type Queryable } from '../database/queryable.js';

/** The `password_reset_tokens` table: digests of single-use, expiring reset links. */
@Injectable()
export class PasswordResetTokensRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async insert(db: Queryable, userId: string, tokenHash: Buffer, ttlSeconds: number): Promise<Date> {
    const [{ expires_at }] = await db.query(
      `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING expires_at`,
      [userId, tokenHash, ttlSeconds],
    );
    return expires_at;
  }

  /** Whether the link can still be used, without using it. */
  async isUsable(tokenHash: Buffer): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`, [tokenHash]);
    return rows.length > 0;
  }

  /**
   * Uses the link and every other open link of its user; answers the user, or null when the link is
   * unknown, used or expired. The conditional UPDATE makes a link work once even for two parallel requests.
   */
  async consume(db: Queryable, tokenHash: Buffer): Promise<string | null> {
    const [row] = returnedRows<{ user_id: string }>(
      await db.query(
        `UPDATE password_reset_tokens SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
        [tokenHash],
      ),
    );
    if (!row) return null;
    await this.voidOpenLinksOf(db, row.user_id);
    return row.user_id;
  }

  /** Voids every open reset link of the user (used, or mailed to an address the account no longer has). */
  async voidOpenLinksOf(db: Queryable, userId: string): Promise<void> {
    await db.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
  }

  /** Deletes up to `limit` reset links that expired before `before`, used or not. */
  async deleteExpiredBefore(before: Date, limit: number): Promise<number> {
    return affectedCount(await this.db.query(
      `DELETE FROM password_reset_tokens WHERE id IN (SELECT id FROM password_reset_tokens WHERE expires_at < $1 LIMIT $2)`,
      [before, limit],
    ));
  }
}
