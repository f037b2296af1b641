import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Queryable } from '../database/queryable.js';

export interface CreditRow {
  id: string;
  amount_cents: number;
  source: string;
  cd_key: string | null;
  order_number: string | null;
  created_at: Date;
}

/** Why a ledger row was written; the account shows each in words of its own. */
export const CREDIT_SOURCES = {
  redeemCode: 'redeem_code',
  orderPayment: 'order_payment',
  orderRefund: 'order_refund',
  orderPaymentAgain: 'order_payment_again',
  stockRefund: 'stock_refund',
  lineRefund: 'line_refund',
  keyClaim: 'key_claim',
} as const;

/** The `user_credits` ledger: a user's balance is the sum of their rows. */
@Injectable()
export class CreditsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async balance(userId: string, db: Queryable = this.db): Promise<number> {
    const [{ balance }] = await db.query(`SELECT coalesce(sum(amount_cents), 0)::int AS balance FROM user_credits WHERE user_id = $1`, [userId]);
    return balance;
  }

  /**
   * The balance, with the user's spending lock held until the transaction ends: what is read here
   * stays true until this transaction spends it (the ledger's trigger takes the same lock).
   */
  async lockBalance(tx: Queryable, userId: string): Promise<number> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('user_credits:' || $1::text, 0))`, [userId]);
    return this.balance(userId, tx);
  }

  /**
   * Spends again the credit an order got back when it was cancelled, when its payment then arrives
   * after all: as much of it as the balance still holds (the user may have spent it meanwhile).
   * Answers the cents that could not be taken back, for the admin to settle.
   */
  async respendReturned(tx: Queryable, orderId: string): Promise<number> {
    const [returned] = await tx.query(`SELECT user_id, amount_cents FROM user_credits WHERE order_id = $1 AND source = $2`, [orderId, CREDIT_SOURCES.orderRefund]);
    if (!returned) return 0;
    const balance = await this.lockBalance(tx, returned.user_id);
    const taken = Math.min(balance, returned.amount_cents);
    if (taken > 0) {
      await tx.query(
        `INSERT INTO user_credits (user_id, amount_cents, source, order_id) VALUES ($1, $2, $3, $4) ON CONFLICT (order_id, source) WHERE order_id IS NOT NULL DO NOTHING`,
        [returned.user_id, -taken, CREDIT_SOURCES.orderPaymentAgain, orderId],
      );
    }
    return returned.amount_cents - taken;
  }

  /** The newest rows first. */
  async history(userId: string, limit: number): Promise<CreditRow[]> {
    return this.db.query(
      `SELECT c.id, c.amount_cents, c.source, c.cd_key, o.order_number, c.created_at
       FROM user_credits c LEFT JOIN orders o ON o.id = c.order_id
       WHERE c.user_id = $1 ORDER BY c.created_at DESC, c.id LIMIT $2`,
      [userId, limit],
    );
  }

  /** Credit received for a redeemed code; `maskedCode` is the only form of the code kept. */
  async addRedeemed(tx: Queryable, userId: string, amountCents: number, maskedCode: string, redeemCodeId: string): Promise<void> {
    await tx.query(`INSERT INTO user_credits (user_id, amount_cents, source, cd_key, redeem_code_id) VALUES ($1, $2, $3, $4, $5)`, [
      userId,
      amountCents,
      CREDIT_SOURCES.redeemCode,
      maskedCode,
      redeemCodeId,
    ]);
  }

  /** Credit spent on an order: a negative row, in the order's transaction, after `lockBalance`. */
  async spend(tx: Queryable, userId: string, orderId: string, amountCents: number): Promise<void> {
    await tx.query(`INSERT INTO user_credits (user_id, amount_cents, source, order_id) VALUES ($1, $2, $3, $4)`, [
      userId,
      -amountCents,
      CREDIT_SOURCES.orderPayment,
      orderId,
    ]);
  }

  /** Credit for a paid order that waited too long for stock: the whole order, once (one row per order and source). */
  async addStockRefund(tx: Queryable, userId: string, orderId: string, amountCents: number): Promise<void> {
    await tx.query(`INSERT INTO user_credits (user_id, amount_cents, source, order_id) VALUES ($1, $2, $3, $4)`, [
      userId,
      amountCents,
      CREDIT_SOURCES.stockRefund,
      orderId,
    ]);
  }

  /**
   * A refunded order line as store credit: a row tied to the refund rather than the order, so the
   * ledger's one-return-per-order index leaves room for every line of the order.
   */
  async addLineRefund(tx: Queryable, userId: string, amountCents: number, refundId: string): Promise<void> {
    await tx.query(`INSERT INTO user_credits (user_id, amount_cents, source, refund_id) VALUES ($1, $2, $3, $4)`, [
      userId,
      amountCents,
      CREDIT_SOURCES.lineRefund,
      refundId,
    ]);
  }

  /**
   * Credit for a key claimed as not working, with the key masked. It names no order: the ledger
   * allows one row per order and source, and an order may have several claims. Answers the row's id.
   */
  async addKeyClaimCredit(tx: Queryable, userId: string, amountCents: number, maskedKey: string): Promise<string> {
    const [row] = await tx.query(`INSERT INTO user_credits (user_id, amount_cents, source, cd_key) VALUES ($1, $2, $3, $4) RETURNING id`, [
      userId,
      amountCents,
      CREDIT_SOURCES.keyClaim,
      maskedKey,
    ]);
    return row.id;
  }

  /**
   * Gives back the credit an order spent, when it is cancelled: once, however often it is asked
   * (the ledger holds one return per order). Answers the cents returned.
   */
  async returnSpent(tx: Queryable, orderId: string): Promise<number> {
    const rows: { amount_cents: number }[] = await tx.query(
      `INSERT INTO user_credits (user_id, amount_cents, source, order_id)
       SELECT user_id, -amount_cents, $2, order_id FROM user_credits WHERE order_id = $1 AND source = $3
       ON CONFLICT (order_id, source) WHERE order_id IS NOT NULL DO NOTHING
       RETURNING amount_cents`,
      [orderId, CREDIT_SOURCES.orderRefund, CREDIT_SOURCES.orderPayment],
    );
    return rows[0]?.amount_cents ?? 0;
  }
}
