import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { returnedRows } from '../database/queryable.js';
import type { OrderStatus } from './order-state.js';
import type { OrderLineView, OrderView } from './orders.views.js';

export interface NewOrder {
  userId: string;
  orderNumber: string;
  subtotalCents: number;
  serviceFeeCents: number;
  totalCents: number;
  totalZarCents: number;
  zarPerEur: number;
  email: string;
  firstName: string;
  lastName: string | null;
  phone: string | null;
  country: string;
  steamTradeUrl: string | null;
  giftRecipientEmail: string | null;
  idempotencyKey: string | null;
  reservedUntil: Date;
}

export interface OrderRow {
  id: string;
  user_id: string;
  order_number: string;
  status: OrderStatus;
  subtotal_cents: number;
  service_fee_cents: number;
  total_cents: number;
  total_zar_cents: number;
  email: string;
  first_name: string;
  last_name: string | null;
  phone: string | null;
  created_at: Date;
  paid_at: Date | null;
}

/** Order queries, one method each; the ones that lock say why. */
@Injectable()
export class OrdersRepository {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  nextOrderNumber(tx: EntityManager): Promise<string> {
    return tx.query(`SELECT generate_order_number() AS number`).then((rows: { number: string }[]) => rows[0].number);
  }

  /** Null when this user already has an order under the same idempotency key. */
  async insert(tx: EntityManager, order: NewOrder): Promise<string | null> {
    const rows: { id: string }[] = await tx.query(
      `INSERT INTO orders (user_id, order_number, subtotal_cents, service_fee_cents, total_cents, total_zar_cents, zar_per_eur,
         email, first_name, last_name, phone, country, steam_trade_url, gift_recipient_email, idempotency_key, reserved_until,
         payment_reference)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $2)
       ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id`,
      [
        order.userId, order.orderNumber, order.subtotalCents, order.serviceFeeCents, order.totalCents, order.totalZarCents,
        order.zarPerEur, order.email, order.firstName, order.lastName, order.phone, order.country, order.steamTradeUrl,
        order.giftRecipientEmail, order.idempotencyKey, order.reservedUntil,
      ],
    );
    return rows[0]?.id ?? null;
  }

  async insertItem(tx: EntityManager, orderId: string, item: OrderLineView): Promise<void> {
    await tx.query(
      `INSERT INTO order_items (order_id, product_id, name, platform, quantity, unit_price_cents, line_total_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [orderId, item.productId, item.name, item.platform, item.quantity, item.unitPriceCents, item.unitPriceCents * item.quantity],
    );
  }

  /**
   * Reserves up to `quantity` available keys of a product for an order. SKIP LOCKED lets concurrent
   * checkouts take different keys instead of queueing on the same rows, so no key is ever sold twice.
   */
  async reserveKeys(tx: EntityManager, productId: string, orderId: string, quantity: number, until: Date): Promise<number> {
    const rows = returnedRows<{ id: string }>(await tx.query(
      `UPDATE product_keys SET status = 'reserved', order_id = $2, reserved_until = $4
       WHERE id IN (
         SELECT id FROM product_keys WHERE product_id = $1 AND status = 'available'
         ORDER BY created_at LIMIT $3 FOR UPDATE SKIP LOCKED
       ) RETURNING id`,
      [productId, orderId, quantity, until],
    ));
    return rows.length;
  }

  /** Puts an unpaid order's reserved keys back on sale. */
  async releaseKeys(tx: EntityManager, orderId: string): Promise<number> {
    const rows = returnedRows<{ id: string }>(await tx.query(
      `UPDATE product_keys SET status = 'available', order_id = NULL, reserved_until = NULL
       WHERE order_id = $1 AND status = 'reserved' RETURNING id`,
      [orderId],
    ));
    return rows.length;
  }

  async findByIdempotencyKey(userId: string, key: string): Promise<OrderRow | null> {
    const [row] = await this.db.query(`SELECT * FROM orders WHERE user_id = $1 AND idempotency_key = $2`, [userId, key]);
    return row ?? null;
  }

  async findById(orderId: string): Promise<OrderRow | null> {
    const [row] = await this.db.query(`SELECT * FROM orders WHERE id = $1`, [orderId]);
    return row ?? null;
  }

  /** Locks the order so that two notifications for it are applied one after the other. */
  async lockByNumber(tx: EntityManager, orderNumber: string): Promise<OrderRow | null> {
    const [row] = await tx.query(`SELECT * FROM orders WHERE order_number = $1 FOR UPDATE`, [orderNumber]);
    return row ?? null;
  }

  async setStatus(tx: EntityManager, orderId: string, status: OrderStatus, extra: 'paid' | 'cancelled', reason?: string): Promise<void> {
    const stamp = extra === 'paid' ? 'paid_at = now(), reserved_until = NULL' : 'cancelled_at = now(), cancel_reason = $3';
    await tx.query(`UPDATE orders SET status = $2, ${stamp}, updated_at = now() WHERE id = $1`, extra === 'paid' ? [orderId, status] : [orderId, status, reason ?? null]);
  }

  /** Cancels pending orders whose payment window has passed, oldest first, skipping ones another worker holds. */
  async cancelExpired(tx: EntityManager, limit: number): Promise<string[]> {
    const rows = returnedRows<{ id: string }>(await tx.query(
      `UPDATE orders SET status = 'cancelled', cancelled_at = now(), cancel_reason = 'payment_timeout', updated_at = now()
       WHERE id IN (
         SELECT id FROM orders WHERE status = 'pending' AND reserved_until < now()
         ORDER BY reserved_until LIMIT $1 FOR UPDATE SKIP LOCKED
       ) RETURNING id`,
      [limit],
    ));
    return rows.map((row) => row.id);
  }

  async findOwn(userId: string, orderNumber: string): Promise<OrderView | null> {
    const [order]: OrderRow[] = await this.db.query(`SELECT * FROM orders WHERE user_id = $1 AND order_number = $2`, [userId, orderNumber]);
    if (!order) return null;
    const items: OrderLineView[] = await this.db.query(
      `SELECT product_id AS "productId", name, platform, quantity, unit_price_cents AS "unitPriceCents"
       FROM order_items WHERE order_id = $1 ORDER BY name`,
      [order.id],
    );
    return {
      id: order.id,
      orderNumber: order.order_number,
      status: order.status,
      subtotalCents: order.subtotal_cents,
      serviceFeeCents: order.service_fee_cents,
      totalCents: order.total_cents,
      totalZarCents: order.total_zar_cents,
      createdAt: order.created_at.toISOString(),
      paidAt: order.paid_at?.toISOString() ?? null,
      items,
    };
  }
}
