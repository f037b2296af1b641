import type { DeliveryKind } from '#contracts/delivery-kind.constants';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { returnedRows, type Queryable } from '../database/queryable.js';
import type { OrderStatus } from './order-state.js';
import type { OrderRefundView } from '#contracts/orders.contract';
import type { RefundMethod, RefundStatus } from '#contracts/orders.constants';
import type { PaymentMethod } from '#contracts/orders.constants';

/** What a refund needs of its order. */
export interface RefundOrderRow {
  id: string;
  order_number: string;
  user_id: string;
  status: OrderStatus;
  email: string;
  first_name: string;
  payment_method: PaymentMethod;
  total_cents: number;
  zar_per_eur: string;
  steam_trade_url: string | null;
}

/** An order line with what decides whether it was delivered by hand: its delivery kind, as bought. */
export interface RefundLineRow {
  id: string;
  product_id: string;
  name: string;
  platform: string;
  quantity: number;
  line_total_cents: number;
  refunded_at: Date | null;
  delivery_kind: DeliveryKind;
}

export interface LineKeyRow {
  id: string;
  status: string;
  revealed_at: Date | null;
}

export interface NewRefund {
  orderId: string;
  orderItemId: string;
  userId: string;
  productId: string;
  quantity: number;
  amountCents: number;
  amountZarCents: number;
  method: RefundMethod;
  status: RefundStatus;
  reason: string | null;
  keyIds: string[];
  createdBy: string;
  createdByEmail: string;
}

/** Why a ledger row was written, for a line refunded as store credit. */

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const REFUND_VIEW = `
  SELECT r.id, o.order_number AS "orderNumber", r.product_id AS "productId", i.name AS "productName", i.platform,
         r.quantity, r.amount_cents AS "amountCents", r.amount_zar_cents AS "amountZarCents", r.method, r.status, r.reason,
         cardinality(r.key_ids) AS "keysBurned", r.created_by_email AS "createdBy",
         to_char(r.created_at AT TIME ZONE 'UTC', ${ISO}) AS "createdAt", to_char(r.completed_at AT TIME ZONE 'UTC', ${ISO}) AS "completedAt"
  FROM refunds r JOIN orders o ON o.id = r.order_id JOIN order_items i ON i.id = r.order_item_id`;

/** Queries of line refunds, one method each; the ones that lock say why. */
@Injectable()
export class AdminOrderRefundsRepository {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  async orderIdOf(orderNumber: string): Promise<string | null> {
    const [row] = await this.db.query(`SELECT id FROM orders WHERE order_number = $1`, [orderNumber]);
    return row?.id ?? null;
  }

  /** Locks the order, as fulfilment and the admin's completion do, so that a refund never runs beside them. */
  async lockOrder(tx: Queryable, orderNumber: string): Promise<RefundOrderRow | null> {
    const [row] = await tx.query(
      `SELECT id, order_number, user_id, status, email, first_name, payment_method, total_cents, zar_per_eur::text AS zar_per_eur, steam_trade_url
       FROM orders WHERE order_number = $1 FOR UPDATE`,
      [orderNumber],
    );
    return row ?? null;
  }

  async lockLine(tx: Queryable, orderId: string, productId: string): Promise<RefundLineRow | null> {
    const [row] = await tx.query(
      `SELECT i.id, i.product_id, i.name, i.platform, i.quantity, i.line_total_cents, i.refunded_at, i.delivery_kind
       FROM order_items i
       WHERE i.order_id = $1 AND i.product_id = $2
       FOR UPDATE OF i`,
      [orderId, productId],
    );
    return row ?? null;
  }

  /** Whether a line not refunded still lacks keys (the order waits for stock). */
  async isShortOfKeys(tx: Queryable, orderId: string): Promise<boolean> {
    const rows = await tx.query(
      `SELECT 1 FROM order_items i
       WHERE i.order_id = $1 AND i.refunded_at IS NULL
         AND i.quantity > (SELECT count(*) FROM product_keys k WHERE k.order_id = i.order_id AND k.product_id = i.product_id AND k.status IN ('reserved', 'delivered'))
       LIMIT 1`,
      [orderId],
    );
    return rows.length > 0;
  }

  /**
   * Every key of the product that the order holds, whatever its status, locked: a reveal that comes
   * at the same moment either lands first (and is seen here) or finds the key gone from the order.
   */
  lockLineKeys(tx: Queryable, orderId: string, productId: string): Promise<LineKeyRow[]> {
    return tx.query(`SELECT id, status, revealed_at FROM product_keys WHERE order_id = $1 AND product_id = $2 ORDER BY id FOR UPDATE`, [orderId, productId]);
  }

  /**
   * Whether a customer has claimed that one of these keys does not work (or was given one as a
   * replacement): such a key was seen, and may be broken, so its line is not refunded this way.
   */
  async anyClaimed(tx: Queryable, keyIds: string[]): Promise<boolean> {
    if (keyIds.length === 0) return false;
    const rows = await tx.query(`SELECT 1 FROM key_claims WHERE key_id = ANY($1::uuid[]) OR replacement_key_id = ANY($1::uuid[]) LIMIT 1`, [keyIds]);
    return rows.length > 0;
  }

  /** Euro cents of the order already refunded, or to be refunded, at the gateway. */
  async gatewayRefundedCents(tx: Queryable, orderId: string): Promise<number> {
    const [{ cents }] = await tx.query(`SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM refunds WHERE order_id = $1 AND method = 'gateway'`, [orderId]);
    return cents;
  }

  async insert(tx: Queryable, refund: NewRefund): Promise<string> {
    const [{ id }] = await tx.query(
      `INSERT INTO refunds (order_id, order_item_id, user_id, product_id, quantity, amount_cents, amount_zar_cents, method, status, reason, key_ids,
         created_by, created_by_email, completed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::uuid[], $12, $13, CASE WHEN $9 = 'credited' THEN now() END) RETURNING id`,
      [
        refund.orderId, refund.orderItemId, refund.userId, refund.productId, refund.quantity, refund.amountCents, refund.amountZarCents,
        refund.method, refund.status, refund.reason, refund.keyIds, refund.createdBy, refund.createdByEmail,
      ],
    );
    return id;
  }

  async markLineRefunded(tx: Queryable, orderItemId: string): Promise<void> {
    await tx.query(`UPDATE order_items SET refunded_at = now() WHERE id = $1`, [orderItemId]);
  }

  /** The order's refunds, oldest first. */
  ofOrder(orderId: string, db: Queryable = this.db): Promise<OrderRefundView[]> {
    return db.query(`${REFUND_VIEW} WHERE r.order_id = $1 ORDER BY r.created_at, r.id`, [orderId]);
  }

  async find(refundId: string, db: Queryable = this.db): Promise<OrderRefundView | null> {
    const [row] = await db.query(`${REFUND_VIEW} WHERE r.id = $1`, [refundId]);
    return row ?? null;
  }

  /** Locks one of the order's refunds, so that marking it done happens once. */
  async lockRefund(tx: Queryable, orderId: string, refundId: string): Promise<{ id: string; status: RefundStatus; amount_cents: number; amount_zar_cents: number } | null> {
    const [row] = await tx.query(`SELECT id, status, amount_cents, amount_zar_cents FROM refunds WHERE id = $1 AND order_id = $2 FOR UPDATE`, [refundId, orderId]);
    return row ?? null;
  }

  async markGatewayRefunded(tx: Queryable, refundId: string): Promise<void> {
    await tx.query(`UPDATE refunds SET status = 'gateway_refunded', completed_at = now() WHERE id = $1`, [refundId]);
  }

  /** When each refunded line of the order was refunded, by product. */
  async refundedLines(orderId: string): Promise<Map<string, string>> {
    const rows: { product_id: string; refunded_at: string }[] = await this.db.query(
      `SELECT product_id, to_char(refunded_at AT TIME ZONE 'UTC', ${ISO}) AS refunded_at FROM order_items WHERE order_id = $1 AND refunded_at IS NOT NULL`,
      [orderId],
    );
    return new Map(rows.map((row) => [row.product_id, row.refunded_at]));
  }
}
