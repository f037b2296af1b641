import { Injectable } from '@nestjs/common';
import type { SignalKind } from '#contracts/account-links.constants';
import type { Queryable } from '../database/queryable.js';
import type { OrderContact } from './account-signals.js';

/** The `account_signals` table, and the reads of an order's buyer and a session's origin that fill it. */
@Injectable()
export class AccountSignalsRepository {
  /** The account and buyer details of an order; null when it is gone. */
  async orderContact(db: Queryable, orderId: string): Promise<(OrderContact & { userId: string }) | null> {
    const [row] = await db.query(
      `SELECT user_id AS "userId", first_name AS "firstName", last_name AS "lastName", phone, shipping_address AS "shippingAddress" FROM orders WHERE id = $1`,
      [orderId],
    );
    return row ?? null;
  }

  /** Where a session was started from; null when it has been deleted since. */
  async sessionOrigin(db: Queryable, sessionId: string): Promise<{ userId: string; ip: string | null; userAgent: string | null } | null> {
    const [row] = await db.query(`SELECT user_id AS "userId", ip, user_agent AS "userAgent" FROM sessions WHERE id = $1`, [sessionId]);
    return row ?? null;
  }

  /** Notes that the account was seen with the value (again). */
  async record(db: Queryable, userId: string, kind: SignalKind, digest: Buffer, label: string): Promise<void> {
    await db.query(
      `INSERT INTO account_signals (user_id, kind, value_digest, label) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, kind, value_digest) DO UPDATE SET last_seen_at = now()`,
      [userId, kind, digest, label],
    );
  }

  /** Up to `limit` other accounts seen with the value, the earliest first. */
  async otherHolders(db: Queryable, userId: string, kind: SignalKind, digest: Buffer, limit: number): Promise<string[]> {
    const rows: { user_id: string }[] = await db.query(
      `SELECT user_id FROM account_signals WHERE kind = $1 AND value_digest = $2 AND user_id <> $3 ORDER BY first_seen_at, user_id LIMIT $4`,
      [kind, digest, userId, limit],
    );
    return rows.map((row) => row.user_id);
  }
}
