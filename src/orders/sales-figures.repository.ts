import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ORDER_STAGES, STAGE_IS_PAID } from './order-state.js';

/** The stages whose orders keep their payment, written into the statements: the partial and covering indexes match on them. */
const PAID_STAGES = ORDER_STAGES.filter((stage) => STAGE_IS_PAID[stage])
  .map((stage) => `'${stage}'`)
  .join(', ');

export interface SalesBucketRow {
  start: Date;
  orders: number;
  revenue_cents: number;
}

export interface TopProductRow {
  product_id: string;
  name: string;
  slug: string;
  quantity: number;
  revenue_cents: number;
}

export interface WaitingOrdersRow {
  held_for_review: number;
  awaiting_stock: number;
  awaiting_manual_step: number;
}

/**
 * The owner's sales figures, one statement each. Orders count by the time they were paid and only
 * while they keep that payment (a paid order later cancelled, refunded to credit, drops out).
 */
@Injectable()
export class SalesFiguresRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Paid orders and their revenue per hour or day of [from, to), every bucket listed (0 when empty).
   * An index-only scan of `orders_paid_at_figures_idx` (paid time, total and stage).
   */
  salesByBucket(from: Date, to: Date, bucket: 'hour' | 'day'): Promise<SalesBucketRow[]> {
    return this.db.query(
      `SELECT b.start, coalesce(s.orders, 0)::int AS orders, coalesce(s.revenue, 0)::float8 AS revenue_cents
       FROM generate_series($1::timestamptz, $2::timestamptz - $3::interval, $3::interval) AS b(start)
       LEFT JOIN (
         SELECT date_bin($3::interval, paid_at, $1::timestamptz) AS start, count(*) AS orders, sum(total_cents) AS revenue
         FROM orders
         WHERE paid_at >= $1 AND paid_at < $2 AND paid_at IS NOT NULL AND stage IN (${PAID_STAGES})
         GROUP BY 1
       ) s USING (start)
       ORDER BY b.start`,
      [from, to, `1 ${bucket}`],
    );
  }

  /**
   * The products that brought the most revenue in [from, to), from the lines of the orders paid then:
   * the paid-time index finds the orders, the lines' covering index gives product, quantity and price.
   */
  topProducts(from: Date, to: Date, limit: number): Promise<TopProductRow[]> {
    return this.db.query(
      `SELECT t.product_id, p.name, p.slug, t.quantity::int AS quantity, t.revenue::float8 AS revenue_cents
       FROM (
         SELECT i.product_id, sum(i.quantity) AS quantity, sum(i.quantity::bigint * i.unit_price_cents) AS revenue
         FROM orders o JOIN order_items i ON i.order_id = o.id
         WHERE o.paid_at >= $1 AND o.paid_at < $2 AND o.paid_at IS NOT NULL AND o.stage IN (${PAID_STAGES})
         GROUP BY i.product_id
         ORDER BY revenue DESC, i.product_id
         LIMIT $3
       ) t JOIN products p ON p.id = t.product_id
       ORDER BY t.revenue DESC, t.product_id`,
      [from, to, limit],
    );
  }

  /** Orders waiting for an admin now, by stage, counted on `orders_needs_action_idx`. */
  async waitingOrders(): Promise<WaitingOrdersRow> {
    const [row] = await this.db.query(
      `SELECT count(*) FILTER (WHERE stage = 'held_for_review')::int AS held_for_review,
              count(*) FILTER (WHERE stage = 'awaiting_stock')::int AS awaiting_stock,
              count(*) FILTER (WHERE stage = 'awaiting_manual_step')::int AS awaiting_manual_step
       FROM orders WHERE stage IN ('held_for_review', 'awaiting_stock', 'awaiting_manual_step')`,
    );
    return row;
  }
}
