import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../database/prepared-query.js';
import { affectedCount, returnedRows, type Queryable } from '../database/queryable.js';
import type { AssuranceLevel, Role } from './auth-user.js';
import { keptUserAgent } from './device-description.js';

/** Where a session was started from, kept to show and audit sessions. */
export interface SessionMeta {
  ip: string | null;
  userAgent: string | null;
}

/** A live session as its account sees it. */
export interface AccountSessionRow {
  id: string;
  user_agent: string | null;
  created_at: Date;
  /** The last refresh-token rotation, or the start: access tokens are used without a write. */
  last_used_at: Date;
}

export interface RefreshTokenRow {
  token_id: string;
  rotated_at: Date | null;
  session_id: string;
  user_id: string;
  aal: AssuranceLevel;
  revoked_at: Date | null;
  expires_at: Date;
}

export interface ActiveSessionUser {
  id: string;
  email: string;
  email_verified: boolean;
  role: Role;
  aal: AssuranceLevel;
  second_factor_at: Date | null;
  second_factor_enrolled: boolean;
}

/** The `sessions` table and each session's chain of `refresh_tokens` (stored as digests). */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A new session; one started with two factors has proved the second one now. */
  async create(db: Queryable, userId: string, meta: SessionMeta, ttlSeconds: number, aal: AssuranceLevel): Promise<string> {
    const [{ id }] = await db.query(
      `INSERT INTO sessions (user_id, ip, user_agent, expires_at, aal, second_factor_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4), $5::smallint, CASE WHEN $5::smallint = 2 THEN now() END) RETURNING id`,
      [userId, meta.ip, keptUserAgent(meta.userAgent), ttlSeconds, aal],
    );
    return id;
  }

  async addToken(db: Queryable, sessionId: string, parentId: string | null, tokenHash: Buffer): Promise<void> {
    await db.query(`INSERT INTO refresh_tokens (session_id, parent_id, token_hash) VALUES ($1, $2, $3)`, [sessionId, parentId, tokenHash]);
  }

  /**
   * The token and its session, locked: two refreshes of one session run one after the other, so the
   * second sees the rotation of the first.
   */
  async lockForRefresh(db: Queryable, tokenHash: Buffer): Promise<RefreshTokenRow | null> {
    const [row] = await db.query(
      `SELECT t.id AS token_id, t.rotated_at, s.id AS session_id, s.user_id, s.aal, s.revoked_at, s.expires_at
       FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id
       WHERE t.token_hash = $1
       FOR UPDATE OF s, t`,
      [tokenHash],
    );
    return row ?? null;
  }

  /** Marks the token exchanged (keeping the first rotation time) and extends its session. */
  async rotate(db: Queryable, tokenId: string, sessionId: string, ttlSeconds: number): Promise<void> {
    await db.query(`UPDATE refresh_tokens SET rotated_at = coalesce(rotated_at, now()) WHERE id = $1`, [tokenId]);
    await db.query(`UPDATE sessions SET refreshed_at = now(), expires_at = now() + make_interval(secs => $2) WHERE id = $1`, [sessionId, ttlSeconds]);
  }

  /** The session proved a second factor just now: it is a two-factor session from here on. */
  async markSecondFactor(db: Queryable, sessionId: string): Promise<Date> {
    const [row] = returnedRows<{ second_factor_at: Date }>(
      await db.query(`UPDATE sessions SET aal = 2, second_factor_at = now() WHERE id = $1 RETURNING second_factor_at`, [sessionId]),
    );
    return row.second_factor_at;
  }

  async revoke(db: Queryable, sessionId: string, reason: string): Promise<void> {
    await db.query(`UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL`, [sessionId, reason]);
  }

  /**
   * Revokes a session of this user (already ended ones stay as they were); false when the user has
   * no session of that id, so that another account's session is never touched.
   */
  async revokeOwn(db: Queryable, userId: string, sessionId: string, reason: string): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await db.query(
        `UPDATE sessions SET revoked_at = coalesce(revoked_at, now()), revoked_reason = coalesce(revoked_reason, $3)
         WHERE id = $1 AND user_id = $2 RETURNING id`,
        [sessionId, userId, reason],
      ),
    );
    return rows.length > 0;
  }

  /** The user's live sessions, the most recently used first, at most `limit`. */
  async liveOf(userId: string, limit: number): Promise<AccountSessionRow[]> {
    return this.db.query(
      `SELECT id, user_agent, created_at, coalesce(refreshed_at, created_at) AS last_used_at FROM sessions
       WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
       ORDER BY last_used_at DESC, id LIMIT $2`,
      [userId, limit],
    );
  }

  /** Ends every session of the user at once (and their refresh tokens with them), in the caller's transaction. */
  async deleteAllOf(tx: Queryable, userId: string): Promise<void> {
    await tx.query(`DELETE FROM sessions WHERE user_id = $1`, [userId]);
  }

  /** Revokes every live session of the user, but `exceptSessionId` when given; answers how many ended. */
  async revokeAllOf(db: Queryable, userId: string, exceptSessionId: string | null, reason: string): Promise<number> {
    const rows = returnedRows<{ id: string }>(
      await db.query(
        `UPDATE sessions SET revoked_at = now(), revoked_reason = $3
         WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid) RETURNING id`,
        [userId, exceptSessionId, reason],
      ),
    );
    return rows.length;
  }

  /**
   * The user of a live session, with their current e-mail, whether it is verified, and role, the session's assurance and
   * whether the account has a second factor; null when the session has ended.
   */
  async activeUser(sessionId: string, userId: string): Promise<ActiveSessionUser | null> {
    // Prepared, as every signed-in request asks it.
    const [row] = await preparedQuery<ActiveSessionUser>(
      this.db,
      `SELECT u.id, u.email, u.email_verified_at IS NOT NULL AS email_verified, u.role, s.aal, s.second_factor_at,
              EXISTS (SELECT 1 FROM totp_factors f WHERE f.user_id = u.id AND f.confirmed_at IS NOT NULL) AS second_factor_enrolled
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [sessionId, userId],
    );
    return row ?? null;
  }

  /** The live session a refresh token belongs to, used or not; null for an unknown token or an ended session. */
  async liveSessionOfToken(tokenHash: Buffer): Promise<{ session_id: string; user_id: string } | null> {
    const [row] = await this.db.query(
      `SELECT s.id AS session_id, s.user_id FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id
       WHERE t.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [tokenHash],
    );
    return row ?? null;
  }

  /** The user of a live session; null when the session has ended or never existed. */
  async userOfLiveSession(sessionId: string): Promise<string | null> {
    const [row] = await this.db.query(`SELECT user_id FROM sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()`, [sessionId]);
    return row?.user_id ?? null;
  }

  /** Deletes up to `limit` sessions that expired or were ended before `before`; their refresh tokens go with them (ON DELETE CASCADE). */
  async deleteEndedBefore(before: Date, limit: number): Promise<number> {
    return affectedCount(await this.db.query(
      `DELETE FROM sessions WHERE id IN (
         SELECT id FROM sessions WHERE expires_at < $1 UNION SELECT id FROM sessions WHERE revoked_at < $1 LIMIT $2)`,
      [before, limit],
    ));
  }
}
