import { Injectable } from '@nestjs/common';
import type { Queryable } from '../database/queryable.js';
import { preparedQuery } from '../database/prepared-query.js';

/** What the review of a new order weighs from the customer's past orders. */
export interface ReviewHistory {
  /** Whether the account has paid an order before. */
  hasPaid: boolean;
  /** The country of its last paid order. */
  lastCountry: string | null;
  /** Orders of other accounts under the same card holder's name in the last day, counted up to the bound asked for. */
  otherAccountsOrdersUnderName: number;
}

/** Seconds until each order of the last hour leaves it (newest first), of the account and of the client address. */
export interface OrdersOfLastHour {
  byAccount: number[];
  /** Null without a client address. */
  fromAddress: number[] | null;
}

/** Reads of a customer's past orders that the fraud checks weigh; each in the checkout's transaction, one statement each. */
@Injectable()
export class OrderSignalsRepository {
  /**
   * Each read stops at what the review needs: the newest paid order's country (none: no paid order;
   * an order's country is never null), and the orders under the name up to `countUpTo`, so a customer
   * with thousands of orders, or a name that thousands of orders used today, costs what a new one does.
   */
  async reviewHistory(db: Queryable, userId: string, cardHolderKey: string, countUpTo: number): Promise<ReviewHistory> {
    const [history] = await preparedQuery<ReviewHistory>(
      db,
      `SELECT last_paid.country IS NOT NULL AS "hasPaid", last_paid.country AS "lastCountry",
              (SELECT count(*)::int FROM (SELECT FROM orders WHERE card_holder_key = $2 AND user_id <> $1 AND created_at > now() - interval '1 day' LIMIT $3) named)
                AS "otherAccountsOrdersUnderName"
       FROM (SELECT (SELECT country FROM orders WHERE user_id = $1 AND paid_at IS NOT NULL ORDER BY paid_at DESC LIMIT 1) AS country) last_paid`,
      [userId, cardHolderKey, countUpTo],
    );
    return history;
  }

  /** At most `limit` orders of each holder (the newest); redeemed orders do not count. */
  async ordersOfLastHour(db: Queryable, userId: string, clientIp: string | null, limit: number): Promise<OrdersOfLastHour> {
    const waits = (column: string, value: string) =>
      `ARRAY(SELECT ceil(extract(epoch FROM created_at + interval '1 hour' - now()))::int FROM orders
             WHERE ${column} = ${value} AND payment_method <> 'redeem' AND created_at > now() - interval '1 hour'
             ORDER BY created_at DESC LIMIT $3)`;
    const [row] = await preparedQuery<OrdersOfLastHour>(
      db,
      `SELECT ${waits('user_id', '$1')} AS "byAccount", CASE WHEN $2::inet IS NOT NULL THEN ${waits('client_ip', '$2')} END AS "fromAddress"`,
      [userId, clientIp, limit],
    );
    return row;
  }
}
