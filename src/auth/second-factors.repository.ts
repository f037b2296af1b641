import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { returnedRows, type Queryable } from '../database/queryable.js';

export interface TotpFactorRow {
  secret_sealed: Buffer;
  confirmed_at: Date | null;
}

/** The `totp_factors` (one authenticator secret per account) and `recovery_codes` tables. */
@Injectable()
export class SecondFactorsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Whether the account has a confirmed authenticator. */
  async isEnrolled(userId: string, db: Queryable = this.db): Promise<boolean> {
    const [row] = await db.query(`SELECT 1 FROM totp_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL`, [userId]);
    return !!row;
  }

  async unusedRecoveryCodeCount(userId: string): Promise<number> {
    const [{ count }] = await this.db.query(`SELECT count(*)::int AS count FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL`, [userId]);
    return count;
  }

  /** Starts (or restarts) an enrolment with a new secret; a confirmed authenticator is left alone (false). */
  async startEnrolment(userId: string, secretSealed: Buffer): Promise<boolean> {
    // An INSERT … RETURNING answers its rows as they are (no affected count beside them).
    const rows: { user_id: string }[] = await this.db.query(
      `INSERT INTO totp_factors (user_id, secret_sealed) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET secret_sealed = excluded.secret_sealed, last_used_step = NULL, created_at = now()
       WHERE totp_factors.confirmed_at IS NULL
       RETURNING user_id`,
      [userId, secretSealed],
    );
    return rows.length > 0;
  }

  /** The account's authenticator, locked until the caller's transaction ends: codes of one account are checked one at a time. */
  async lockFactor(tx: Queryable, userId: string): Promise<TotpFactorRow | null> {
    const [row] = await tx.query(`SELECT secret_sealed, confirmed_at FROM totp_factors WHERE user_id = $1 FOR UPDATE`, [userId]);
    return row ?? null;
  }

  /**
   * Records the time step of an accepted code; false when a code of that step or a later one was
   * used already, which is how a replayed code is refused.
   */
  async useStep(tx: Queryable, userId: string, step: number): Promise<boolean> {
    const rows = returnedRows<{ user_id: string }>(
      await tx.query(
        `UPDATE totp_factors SET last_used_step = $2 WHERE user_id = $1 AND (last_used_step IS NULL OR last_used_step < $2) RETURNING user_id`,
        [userId, step],
      ),
    );
    return rows.length > 0;
  }

  async confirm(tx: Queryable, userId: string): Promise<void> {
    await tx.query(`UPDATE totp_factors SET confirmed_at = now() WHERE user_id = $1`, [userId]);
  }

  /** Uses a recovery code once: the conditional update lets only one of two parallel uses through. */
  async useRecoveryCode(tx: Queryable, userId: string, digest: Buffer): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await tx.query(`UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`, [userId, digest]),
    );
    return rows.length > 0;
  }

  /** Replaces every recovery code of the account with new ones (given as digests). */
  async replaceRecoveryCodes(tx: Queryable, userId: string, digests: Buffer[]): Promise<void> {
    await tx.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
    await tx.query(`INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, unnest($2::bytea[])`, [userId, digests]);
  }

  /** Removes the authenticator and the recovery codes. */
  async removeAll(tx: Queryable, userId: string): Promise<void> {
    await tx.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM totp_factors WHERE user_id = $1`, [userId]);
  }
}
