import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../database/prepared-query.js';
import type { Queryable } from '../database/queryable.js';
import type { OrderSummaryView } from '#contracts/auth.contract';
import type { OrderStage, OrderStatus } from './order-state.js';
import type { AdminOrderSummaryView, OrderEventView, OrderLineView } from '#contracts/orders.contract';
import type { PaymentMethod, WaitingStage } from '#contracts/orders.constants';
import type { DeliveryKind, ShippingAddress } from '#contracts/delivery-kind.constants';
import type { ActivationPlatform } from '#contracts/activation-platform.constants';

/** An order line as placed: what the order shows, and whether the shopper was warned its key may not activate where they are. */
export type PlacedLine = OrderLineView & { regionWarningShown?: boolean };

export interface NewOrder {
  userId: string;
  subtotalCents: number;
  serviceFeeCents: number;
  creditAppliedCents: number;
  totalCents: number;
  totalZarCents: number;
  zarPerEur: number;
  paymentMethod: PaymentMethod;
  /** Why the order waits for an admin's review once paid; empty for none. */
  reviewReasons?: string[];
  email: string;
  firstName: string;
  lastName: string | null;
  phone: string | null;
  country: string;
  steamTradeUrl: string | null;
  giftRecipientEmail: string | null;
  /** Where its physical items ship; null when it has none. */
  shippingAddress?: ShippingAddress | null;
  idempotencyKey: string | null;
  reservedUntil: Date;
  /** Where a checkout came from, and its card-holder name as counted; none for a redeemed code. */
  clientIp?: string | null;
  cardHolderKey?: string | null;
  /** The buyer agreed at checkout to immediate delivery of the digital content (a redeemed code's order has no such step). */
  deliveryConsent?: boolean;
}

export interface OrderRow {
  id: string;
  user_id: string;
  order_number: string;
  /** Where the order is in its life (order-state.ts); `status` is what is shown for it. */
  stage: OrderStage;
  status: OrderStatus;
  /** True from creation until the payment is verified (the product spec's flag); the fraud hold is the `held_for_review` stage. */
  requires_verification: boolean;
  subtotal_cents: number;
  service_fee_cents: number;
  credit_applied_cents: number;
  total_cents: number;
  total_zar_cents: number;
  /** The rate the rand amount was charged at; numeric, so it arrives as text. */
  zar_per_eur: string;
  email: string;
  first_name: string;
  last_name: string | null;
  phone: string | null;
  country: string;
  steam_trade_url: string | null;
  gift_recipient_email: string | null;
  shipping_address: ShippingAddress | null;
  payment_method: PaymentMethod;
  payment_reference: string | null;
  created_at: Date;
  updated_at: Date;
  paid_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  awaiting_stock_since: Date | null;
  review_reasons: string[];
  held_for_review_at: Date | null;
  review_approved_at: Date | null;
  /** When the buyer agreed at checkout to immediate delivery (losing the right of withdrawal); null for a redeemed code. */
  delivery_consent_at: Date | null;
}

/** An order line with what fulfilment needs to decide on manual steps: its delivery kind as bought. */
export interface FulfilmentItemRow {
  product_id: string;
  name: string;
  platform: string;
  quantity: number;
  unit_price_cents: number;
  line_total_cents: number;
  delivery_kind: DeliveryKind;
  activation_platform: ActivationPlatform | null;
}

/** The row of an order entering a stage (see OrderProcess, the only caller). */
export interface StageWrite {
  stage: OrderStage;
  status: OrderStatus;
  /** Paid now: the payment window closes and any cancellation is forgotten. */
  paid: boolean;
  /** Why it is cancelled, when the stage is `cancelled`. */
  cancelReason: string | null;
  /** The admin who approved it after review. */
  approvedBy: string | null;
}

/** Order queries, one method each; the ones that lock say why. */
/** The admin's order list: one visible status, or one stage that waits for an admin, or all. */
export interface AdminOrderFilter {
  status: OrderStatus | null;
  stage: WaitingStage | null;
}

@Injectable()
export class OrdersRepository {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  /** How many orders are in each stage (stages without orders are absent). */
  countByStage(): Promise<{ stage: OrderStage; count: number }[]> {
    return this.db.query(`SELECT stage, count(*)::int AS count FROM orders GROUP BY stage`);
  }

  /**
   * Inserts the order under the next order number (also its payment reference) with the first line of
   * its history, in one statement; null when this user already has an order under the same idempotency key.
   */
  async insert(tx: EntityManager, order: NewOrder, note: string): Promise<OrderRow | null> {
    const rows: OrderRow[] = await tx.query(
      `WITH placed AS (
         INSERT INTO orders (user_id, order_number, subtotal_cents, service_fee_cents, total_cents, total_zar_cents, zar_per_eur,
           email, first_name, last_name, phone, country, steam_trade_url, gift_recipient_email, idempotency_key, reserved_until,
           payment_reference, credit_applied_cents, payment_method, review_reasons, requires_verification, client_ip, card_holder_key, shipping_address,
           delivery_consent_at)
         SELECT $1, n.number, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, n.number, $16, $17, $18, true, $19, $20, $21,
                CASE WHEN $22::boolean THEN now() END
         FROM (SELECT generate_order_number() AS number) n
         ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING *),
       history AS (INSERT INTO order_events (order_id, from_status, to_status, note) SELECT id, NULL, 'pending', $23 FROM placed)
       SELECT * FROM placed`,
      [
        order.userId, order.subtotalCents, order.serviceFeeCents, order.totalCents, order.totalZarCents,
        order.zarPerEur, order.email, order.firstName, order.lastName, order.phone, order.country, order.steamTradeUrl,
        order.giftRecipientEmail, order.idempotencyKey, order.reservedUntil, order.creditAppliedCents, order.paymentMethod,
        order.reviewReasons ?? [],
        order.clientIp ?? null,
        order.cardHolderKey ?? null,
        order.shippingAddress ? JSON.stringify(order.shippingAddress) : null,
        order.deliveryConsent === true,
        note,
      ],
    );
    return rows[0] ?? null;
  }

  /**
   * Makes this shopper's checkouts (their account's, and their client address's) wait for one
   * another until the transaction ends, so that limits counted from their orders cannot be passed by
   * two checkouts at once. Account before address, always (a select list is computed left to right):
   * two checkouts never wait on each other in a circle.
   */
  async lockShopper(tx: EntityManager, userId: string, clientIp: string | null): Promise<void> {
    await preparedQuery(
      tx,
      `SELECT pg_advisory_xact_lock(hashtextextended('checkout-account:' || $1, 0)),
              CASE WHEN $2::text IS NOT NULL THEN pg_advisory_xact_lock(hashtextextended('checkout-address:' || $2, 0)) END`,
      [userId, clientIp],
    );
  }

  /**
   * Keys held by orders awaiting payment within their payment window: the account's, and those placed
   * from the client address (null without one), in one statement.
   */
  async unpaidKeys(tx: EntityManager, userId: string, clientIp: string | null): Promise<{ byAccount: number; fromAddress: number | null }> {
    const held = (column: string, value: string) =>
      `(SELECT coalesce(sum(i.quantity), 0)::int FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE o.${column} = ${value} AND o.status = 'pending' AND o.reserved_until > now())`;
    const [row] = await preparedQuery<{ byAccount: number; fromAddress: number | null }>(
      tx,
      `SELECT ${held('user_id', '$1')} AS "byAccount", CASE WHEN $2::inet IS NOT NULL THEN ${held('client_ip', '$2')} END AS "fromAddress"`,
      [userId, clientIp],
    );
    return row;
  }

  /** The order's lines, in one statement. */
  async insertItems(tx: EntityManager, orderId: string, items: PlacedLine[]): Promise<void> {
    const params: unknown[] = [orderId];
    const values = items.map((item) => {
      const first = params.length + 1;
      params.push(item.productId, item.name, item.platform, item.quantity, item.unitPriceCents, item.unitPriceCents * item.quantity, item.deliveryKind, item.activationPlatform, item.regionWarningShown === true);
      return `($1, ${Array.from({ length: 9 }, (_, i) => `$${first + i}`).join(', ')})`;
    });
    await tx.query(
      `INSERT INTO order_items (order_id, product_id, name, platform, quantity, unit_price_cents, line_total_cents, delivery_kind, activation_platform, region_warning_shown)
       VALUES ${values.join(', ')}`,
      params,
    );
  }

  async suspendedAt(userId: string): Promise<string | null> {
    const [row] = await this.db.query(`SELECT blocked_at FROM users WHERE id = $1`, [userId]);
    return row?.blocked_at?.toISOString() ?? null;
  }

  /** Holds the order for an admin's review, for this reason (besides any it has). */
  async addReviewReason(tx: EntityManager, orderId: string, reason: string): Promise<void> {
    await tx.query(
      `UPDATE orders SET review_reasons = array_append(review_reasons, $2), review_approved_at = NULL, updated_at = now() WHERE id = $1`,
      [orderId, reason],
    );
  }

  /** Paid orders waiting for stock, oldest payment first, locked (skipping ones a fulfilment holds). */
  async lockWaitingForStock(tx: EntityManager, limit: number): Promise<OrderRow[]> {
    return tx.query(
      `SELECT * FROM orders WHERE stage = 'awaiting_stock'
       ORDER BY paid_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
  }

  /** The latest release date (YYYY-MM-DD) of the order's products that are not released yet; null when every one is. */
  async preOrderReleaseOf(db: Queryable, orderId: string): Promise<string | null> {
    const rows = await db.query(
      `SELECT to_char(max(p.release_date), 'YYYY-MM-DD') AS release_date FROM order_items oi JOIN products p ON p.id = oi.product_id
        WHERE oi.order_id = $1 AND p.release_date > current_date`,
      [orderId],
    );
    return rows[0]?.release_date ?? null;
  }

  /**
   * Pre-orders whose products are all released by today, oldest payment first, locked; SKIP LOCKED so
   * that two workers release different orders, each once.
   */
  async lockReleasedPreOrders(tx: EntityManager, limit: number): Promise<OrderRow[]> {
    return tx.query(
      `SELECT o.* FROM orders o
        WHERE o.stage = 'awaiting_release'
          AND NOT EXISTS (SELECT 1 FROM order_items oi JOIN products p ON p.id = oi.product_id WHERE oi.order_id = o.id AND p.release_date > current_date)
        ORDER BY o.paid_at, o.id LIMIT $1 FOR UPDATE OF o SKIP LOCKED`,
      [limit],
    );
  }

  async isOwnedBy(userId: string, orderNumber: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM orders WHERE user_id = $1 AND order_number = $2`, [userId, orderNumber]);
    return rows.length > 0;
  }

  async numberExists(orderNumber: string): Promise<boolean> {
    return (await this.db.query(`SELECT 1 FROM orders WHERE order_number = $1`, [orderNumber])).length > 0;
  }

  /** The contact details of the user's last paid order (the order whose country the fraud review compares with). */
  async lastPaidContact(userId: string): Promise<{ firstName: string; lastName: string | null; phone: string | null; country: string } | null> {
    const [row] = await this.db.query(
      `SELECT first_name AS "firstName", last_name AS "lastName", phone, country FROM orders WHERE user_id = $1 AND paid_at IS NOT NULL ORDER BY paid_at DESC LIMIT 1`,
      [userId],
    );
    return row ?? null;
  }

  /** The user's orders, newest first, with their item counts and the names of their games. */
  summariesOf(userId: string): Promise<OrderSummaryView[]> {
    return this.db.query(
      `SELECT o.id, o.order_number AS "orderNumber", to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
              o.status, o.stage = 'held_for_review' AS "heldForReview", o.total_cents AS "totalCents", coalesce(sum(i.quantity), 0)::int AS "itemCount",
              coalesce(array_agg(DISTINCT i.name ORDER BY i.name) FILTER (WHERE i.name IS NOT NULL), '{}') AS "gameNames"
       FROM orders o LEFT JOIN order_items i ON i.order_id = o.id
       WHERE o.user_id = $1 GROUP BY o.id ORDER BY o.created_at DESC LIMIT 200`,
      [userId],
    );
  }

  async findByIdempotencyKey(userId: string, key: string, db: EntityManager | DataSource = this.db): Promise<OrderRow | null> {
    const [row] = await db.query(`SELECT * FROM orders WHERE user_id = $1 AND idempotency_key = $2`, [userId, key]);
    return row ?? null;
  }

  async findById(orderId: string, db: EntityManager | DataSource = this.db): Promise<OrderRow | null> {
    const [row] = await db.query(`SELECT * FROM orders WHERE id = $1`, [orderId]);
    return row ?? null;
  }

  /** Locks the order so that two notifications for it are applied one after the other. */
  async lockByNumber(tx: EntityManager, orderNumber: string): Promise<OrderRow | null> {
    const [row] = await tx.query(`SELECT * FROM orders WHERE order_number = $1 FOR UPDATE`, [orderNumber]);
    return row ?? null;
  }

  /**
   * Writes the stage an order enters, its visible status, and what goes with them: how long it has
   * waited for stock and when it was first held for review follow the stage; the other stamps are the
   * step's. In the caller's transaction, on a locked row.
   */
  async writeStage(tx: EntityManager, orderId: string, write: StageWrite): Promise<void> {
    await tx.query(
      `UPDATE orders SET stage = $2, status = $3, updated_at = now(),
         awaiting_stock_since = CASE WHEN $2 = 'awaiting_stock' THEN coalesce(awaiting_stock_since, now()) END,
         held_for_review_at = CASE WHEN $2 = 'held_for_review' THEN coalesce(held_for_review_at, now()) ELSE held_for_review_at END,
         paid_at = CASE WHEN $4 THEN now() ELSE paid_at END,
         reserved_until = CASE WHEN $4 THEN NULL ELSE reserved_until END,
         requires_verification = CASE WHEN $4 THEN false ELSE requires_verification END,
         cancelled_at = CASE WHEN $2 = 'cancelled' THEN now() WHEN $4 THEN NULL ELSE cancelled_at END,
         cancel_reason = CASE WHEN $2 = 'cancelled' THEN $5 WHEN $4 THEN NULL ELSE cancel_reason END,
         review_approved_at = CASE WHEN $6::uuid IS NOT NULL THEN now() ELSE review_approved_at END,
         review_approved_by = coalesce($6::uuid, review_approved_by)
       WHERE id = $1`,
      [orderId, write.stage, write.status, write.paid, write.cancelReason, write.approvedBy],
    );
  }

  /** A line of the order's history; `from` is null for the order's creation. */
  async recordEvent(tx: EntityManager, orderId: string, from: OrderStatus | null, to: OrderStatus, note: string | null = null, actorId: string | null = null): Promise<void> {
    await tx.query(`INSERT INTO order_events (order_id, from_status, to_status, note, actor_id) VALUES ($1, $2, $3, $4, $5)`, [orderId, from, to, note, actorId]);
  }

  /** Paid orders that fulfilment has not picked up for `ageSeconds`, oldest first; orders held for review wait for the admin, and the others have left `paid`. */
  async unfulfilled(ageSeconds: number, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM orders WHERE stage = 'paid' AND paid_at < now() - make_interval(secs => $1) ORDER BY paid_at LIMIT $2`,
      [ageSeconds, limit],
    );
    return rows.map((row) => row.id);
  }

  /** Pending orders whose payment window has passed, oldest first, locked, skipping ones another worker holds. */
  lockDueUnpaid(tx: EntityManager, limit: number): Promise<OrderRow[]> {
    return tx.query(`SELECT * FROM orders WHERE stage = 'pending' AND reserved_until < now() ORDER BY reserved_until LIMIT $1 FOR UPDATE SKIP LOCKED`, [limit]);
  }

  /** The user's order by number; null for anybody else's, so that another user's order looks like none. */
  async findOwn(userId: string, orderNumber: string): Promise<OrderRow | null> {
    const [order] = await this.db.query(`SELECT * FROM orders WHERE user_id = $1 AND order_number = $2`, [userId, orderNumber]);
    return order ?? null;
  }

  async findByNumber(orderNumber: string): Promise<OrderRow | null> {
    const [order] = await this.db.query(`SELECT * FROM orders WHERE order_number = $1`, [orderNumber]);
    return order ?? null;
  }

  /** Locks the order for its fulfilment, so that two fulfilment jobs of one order run one after the other. */
  async lockById(tx: EntityManager, orderId: string): Promise<OrderRow | null> {
    const [row] = await tx.query(`SELECT * FROM orders WHERE id = $1 FOR UPDATE`, [orderId]);
    return row ?? null;
  }

  linesOf(orderId: string): Promise<OrderLineView[]> {
    return this.db.query(
      `SELECT product_id AS "productId", name, platform, quantity, unit_price_cents AS "unitPriceCents",
              delivery_kind AS "deliveryKind", activation_platform AS "activationPlatform"
       FROM order_items WHERE order_id = $1 ORDER BY name`,
      [orderId],
    );
  }

  fulfilmentItems(db: Queryable, orderId: string): Promise<FulfilmentItemRow[]> {
    return db.query(
      `SELECT i.product_id, i.name, i.platform, i.quantity, i.unit_price_cents, i.line_total_cents, i.delivery_kind, i.activation_platform
       FROM order_items i
       WHERE i.order_id = $1 ORDER BY i.name, i.product_id`,
      [orderId],
    );
  }

  /** The order's status changes, oldest first. */
  eventsOf(orderId: string): Promise<OrderEventView[]> {
    return this.db.query(
      `SELECT from_status AS "from", to_status AS "to", note,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "at"
       FROM order_events WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
  }

  /**
   * A page of orders for the admin with their lines, newest first, optionally of one status or one
   * waiting stage. They are counted up to `countUpTo` + 1, so a million orders cost what ten thousand do.
   */
  async page({ status, stage }: AdminOrderFilter, limit: number, offset: number, countUpTo: number): Promise<{ total: number; items: AdminOrderSummaryView[] }> {
    // A stage that waits for an admin is read on the partial needs-action index, a status on the status
    // index, every order on the created index.
    const where = stage ? `o.stage = $1` : `($1::text IS NULL OR o.status = $1)`;
    const [{ total }] = await this.db.query(`SELECT count(*)::int AS total FROM (SELECT FROM orders o WHERE ${where} LIMIT ${countUpTo + 1}) counted`, [stage ?? status]);
    const items: AdminOrderSummaryView[] = await this.db.query(
      `SELECT o.id, o.order_number AS "orderNumber", o.status, o.stage, o.email, o.first_name AS "firstName", o.last_name AS "lastName",
              o.total_cents AS "totalCents", o.total_zar_cents AS "totalZarCents",
              (o.steam_trade_url IS NOT NULL) AS "hasSteamTradeUrl", (o.gift_recipient_email IS NOT NULL) AS "isGift",
              to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
              (SELECT coalesce(sum(quantity), 0)::int FROM order_items WHERE order_id = o.id) AS "itemCount",
              array(SELECT DISTINCT name FROM order_items WHERE order_id = o.id ORDER BY name) AS "gameNames",
              (SELECT coalesce(sum(amount_zar_cents), 0)::int FROM extra_payments WHERE order_id = o.id AND refunded_at IS NULL) AS "toRefundZarCents",
              array(SELECT json_build_object('name', i.name, 'platform', i.platform, 'quantity', i.quantity, 'unitPriceCents', i.unit_price_cents, 'deliveryKind', i.delivery_kind)
                    FROM order_items i WHERE i.order_id = o.id ORDER BY i.name, i.id) AS lines
       FROM orders o WHERE ${where}
       ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3`,
      [stage ?? status, limit, offset],
    );
    return { total, items };
  }
}
