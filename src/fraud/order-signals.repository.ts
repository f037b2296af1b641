import { Injectable } from '@nestjs/common';
import type { Queryable } from '../database/queryable.js';

/** Reads of a customer's past orders that the fraud checks weigh; each in the checkout's transaction. */
@Injectable()
export class OrderSignalsRepository {
  /** How many orders the account has paid, and the country of the last one. */
  async paidHistory(db: Queryable, userId: string): Promise<{ paid: number; last_country: string | null }> {
    const [history] = await db.query(
      `SELECT count(*)::int AS paid, (array_agg(country ORDER BY paid_at DESC))[1] AS last_country FROM orders WHERE user_id = $1 AND paid_at IS NOT NULL`,
      [userId],
    );
    return history;
  }

  /** Orders of other accounts under the same card holder's name in the last day. */
  async otherAccountsOrdersUnderName(db: Queryable, cardHolderKey: string, userId: string): Promise<number> {
    const [sameName] = await db.query(
      `SELECT count(*)::int AS orders FROM orders WHERE card_holder_key = $1 AND user_id <> $2 AND created_at > now() - interval '1 day'`,
      [cardHolderKey, userId],
    );
    return sameName.orders;
  }

  /** Seconds until each of the holder's orders of the last hour (newest first, at most `limit`) leaves the hour; redeemed orders do not count. */
  async waitsOfLastHour(db: Queryable, column: 'user_id' | 'client_ip', value: string, limit: number): Promise<number[]> {
    const rows: { wait_seconds: number }[] = await db.query(
      `SELECT ceil(extract(epoch FROM created_at + interval '1 hour' - now()))::int AS wait_seconds FROM orders
       WHERE ${column} = $1 AND payment_method <> 'redeem' AND created_at > now() - interval '1 hour'
       ORDER BY created_at DESC LIMIT $2`,
      [value, limit],
    );
    return rows.map((row) => row.wait_seconds);
  }
}
