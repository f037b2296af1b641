import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { returnedRows, type Queryable } from '../database/queryable.js';
import type { ExtraPaymentView } from '#contracts/orders.contract';

export interface NewExtraPayment {
  orderId: string;
  provider: string;
  providerPaymentId: string;
  amountZarCents: number;
}

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const VIEW = `
  SELECT id, provider, provider_payment_id AS "providerPaymentId", amount_zar_cents AS "amountZarCents",
         ${ISO('received_at')} AS "receivedAt", ${ISO('refunded_at')} AS "refundedAt", refunded_by_email AS "refundedBy"
  FROM extra_payments`;

/** Queries on `extra_payments`: completed payments beyond an order's first, kept until refunded. */
@Injectable()
export class ExtraPaymentsRepository {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  /** Records the payment once per order and gateway payment id; answers whether this call recorded it. */
  async record(tx: Queryable, payment: NewExtraPayment): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await tx.query(
        `INSERT INTO extra_payments (order_id, provider, provider_payment_id, amount_zar_cents) VALUES ($1, $2, $3, $4)
         ON CONFLICT (order_id, provider, provider_payment_id) DO NOTHING RETURNING id`,
        [payment.orderId, payment.provider, payment.providerPaymentId, payment.amountZarCents],
      ),
    );
    return rows.length > 0;
  }

  /** The order's extra payments, oldest first. */
  ofOrder(orderId: string, db: Queryable = this.db): Promise<ExtraPaymentView[]> {
    return db.query(`${VIEW} WHERE order_id = $1 ORDER BY received_at, id`, [orderId]);
  }

  /** Locks one of the order's extra payments, so that marking it refunded happens once. */
  async lock(tx: Queryable, orderId: string, id: string): Promise<{ id: string; provider_payment_id: string; amount_zar_cents: number; refunded_at: Date | null } | null> {
    const [row] = await tx.query(`SELECT id, provider_payment_id, amount_zar_cents, refunded_at FROM extra_payments WHERE id = $1 AND order_id = $2 FOR UPDATE`, [id, orderId]);
    return row ?? null;
  }

  async markRefunded(tx: Queryable, id: string, adminId: string, adminEmail: string): Promise<void> {
    await tx.query(`UPDATE extra_payments SET refunded_at = now(), refunded_by = $2, refunded_by_email = $3 WHERE id = $1`, [id, adminId, adminEmail]);
  }
}
