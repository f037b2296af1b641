import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

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
 * The owner's sales figures, one statement each, read from the summaries a trigger on `orders` keeps
 * as orders are paid (migration 1733301000000): an order counts by the UTC hour it was paid, and
 * only while it keeps that payment (a paid order cancelled since, refunded to credit, drops out).
 */
@Injectable()
export class SalesFiguresRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Paid orders and their revenue per hour or day of [from, to), every bucket listed (0 when empty); at most 30 × 24 × 8 summary rows. */
  salesByBucket(from: Date, to: Date, bucket: 'hour' | 'day'): Promise<SalesBucketRow[]> {
    return this.db.query(
      `SELECT b.start, coalesce(s.orders, 0)::int AS orders, coalesce(s.revenue, 0)::float8 AS revenue_cents
       FROM generate_series($1::timestamptz, $2::timestamptz - $3::interval, $3::interval) AS b(start)
       LEFT JOIN (
         SELECT date_bin($3::interval, hour, $1::timestamptz) AS start, sum(orders) AS orders, sum(revenue_cents) AS revenue
         FROM order_sales_hourly WHERE hour >= $1 AND hour < $2
         GROUP BY 1
       ) s USING (start)
       ORDER BY b.start`,
      [from, to, `1 ${bucket}`],
    );
  }

  /** The products whose lines brought the most revenue in the UTC days of [from, to), from the daily summary per product (an index-only scan). */
  topProducts(from: Date, to: Date, limit: number): Promise<TopProductRow[]> {
    return this.db.query(
      `SELECT t.product_id, p.name, p.slug, t.quantity::int AS quantity, t.revenue::float8 AS revenue_cents
       FROM (
         SELECT product_id, sum(quantity) AS quantity, sum(revenue_cents) AS revenue
         FROM product_sales_daily
         WHERE day >= ($1::timestamptz AT TIME ZONE 'UTC')::date AND day < ($2::timestamptz AT TIME ZONE 'UTC')::date
         GROUP BY product_id
         HAVING sum(quantity) > 0
         ORDER BY revenue DESC, product_id
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
