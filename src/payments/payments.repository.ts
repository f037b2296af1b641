import { Injectable } from '@nestjs/common';
import type { Queryable } from '../database/queryable.js';
import type { VerifiedNotification } from './payment-gateway.types.js';

/** Queries on `payments`: each verified gateway notification, kept once per order, payment id and status. */
@Injectable()
export class PaymentsRepository {
  /** Records the notification for the order; answers false when this order's payment id and status were recorded already (a replay). */
  async record(tx: Queryable, orderId: string, notification: VerifiedNotification): Promise<boolean> {
    const rows: { id: string }[] = await tx.query(
      `INSERT INTO payments (order_id, provider, provider_payment_id, status, amount_cents, raw)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (order_id, provider, provider_payment_id, status) DO NOTHING RETURNING id`,
      [orderId, notification.provider, notification.providerPaymentId, notification.status, notification.amountGrossCents, notification.raw],
    );
    return rows.length > 0;
  }

  /** Whether the order has a completed payment other than this one. */
  async hasOtherCompleted(tx: Queryable, orderId: string, provider: string, providerPaymentId: string): Promise<boolean> {
    const rows = await tx.query(
      `SELECT 1 FROM payments WHERE order_id = $1 AND status = 'COMPLETE' AND NOT (provider = $2 AND provider_payment_id = $3) LIMIT 1`,
      [orderId, provider, providerPaymentId],
    );
    return rows.length > 0;
  }
}
