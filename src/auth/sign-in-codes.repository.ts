import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { returnedRows, type Queryable } from '../database/queryable.js';

/** Why a code was sent: the sign-in by code (with a link), or the second step of a challenged password sign-in. */
export type SignInCodePurpose = 'sign_in' | 'challenge';

/** The `sign_in_codes` table: one open code per account and purpose, kept as digests. */
@Injectable()
export class SignInCodesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Stores a new code in place of the account's open one for that purpose, with no attempt used; answers when it expires. */
  async replace(tx: Queryable, userId: string, purpose: SignInCodePurpose, codeHash: Buffer, linkHash: Buffer | null, ttlSeconds: number): Promise<Date> {
    const [{ expires_at }] = await tx.query(
      `INSERT INTO sign_in_codes (user_id, purpose, code_hash, link_hash, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))
       ON CONFLICT (user_id, purpose) DO UPDATE
         SET code_hash = excluded.code_hash, link_hash = excluded.link_hash, attempts = 0, created_at = now(), expires_at = excluded.expires_at
       RETURNING expires_at`,
      [userId, purpose, codeHash, linkHash, ttlSeconds],
    );
    return expires_at;
  }

  /**
   * Uses one attempt of the account's open code and answers its digest to compare with, or null when
   * there is no code left to try (none, expired, or out of attempts). Counting before comparing, in
   * one conditional UPDATE, caps the guesses at `maxAttempts` even when they arrive in parallel.
   */
  async takeAttempt(userId: string, purpose: SignInCodePurpose, maxAttempts: number): Promise<Buffer | null> {
    const [row] = returnedRows<{ code_hash: Buffer }>(
      await this.db.query(
        `UPDATE sign_in_codes SET attempts = attempts + 1
         WHERE user_id = $1 AND purpose = $2 AND attempts < $3 AND expires_at > now() RETURNING code_hash`,
        [userId, purpose, maxAttempts],
      ),
    );
    return row?.code_hash ?? null;
  }

  /** Uses up the code whose digest matched; false when a parallel request used it first. */
  async consume(tx: Queryable, userId: string, purpose: SignInCodePurpose, codeHash: Buffer): Promise<boolean> {
    const rows = returnedRows(
      await tx.query(`DELETE FROM sign_in_codes WHERE user_id = $1 AND purpose = $2 AND code_hash = $3 AND expires_at > now() RETURNING user_id`, [userId, purpose, codeHash]),
    );
    return rows.length > 0;
  }

  /** The account of a usable sign-in link, without using it. */
  async linkOwner(linkHash: Buffer, maxAttempts: number): Promise<string | null> {
    const [row] = await this.db.query(
      `SELECT user_id FROM sign_in_codes WHERE link_hash = $1 AND purpose = 'sign_in' AND attempts < $2 AND expires_at > now()`,
      [linkHash, maxAttempts],
    );
    return row?.user_id ?? null;
  }

  /** Uses up the code a sign-in link belongs to and answers its account; null for an unknown, used, expired or guessed-out code. */
  async consumeLink(tx: Queryable, linkHash: Buffer, maxAttempts: number): Promise<string | null> {
    const [row] = returnedRows<{ user_id: string }>(
      await tx.query(
        `DELETE FROM sign_in_codes WHERE link_hash = $1 AND purpose = 'sign_in' AND attempts < $2 AND expires_at > now() RETURNING user_id`,
        [linkHash, maxAttempts],
      ),
    );
    return row?.user_id ?? null;
  }
}
