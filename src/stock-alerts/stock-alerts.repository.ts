import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Queryable, returnedRows } from '../database/queryable.js';
import type { LowStockProductView } from '#contracts/stock-alerts.contract';

/** An alert waiting for its mail, with its product as it is now. */
export interface UnmailedAlertRow {
  id: string;
  product_id: string;
  product_name: string;
  platform: string;
  stock: number;
  threshold: number;
  created_at: Date;
  current_stock: number;
  current_threshold: number;
  /** Not re-armed yet: the stock has stayed below the threshold since this alert fired. */
  open: boolean;
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
/** Below the threshold now, with the product's open alert: the one that fired when it fell there. */
const BELOW_THRESHOLD = `
  FROM products p
  JOIN stock_alerts a ON a.product_id = p.id AND a.rearmed_at IS NULL
  WHERE p.stock < p.low_stock_threshold`;

/**
 * `stock_alerts`: a trigger on `products` writes a row when a product's stock falls below its
 * threshold; this repository lists them and hands them to the mailer.
 */
@Injectable()
export class StockAlertsRepository {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  /** Up to `limit` products below their own low-stock threshold and the keys each has left, fewest first. */
  lowStock(limit: number): Promise<{ slug: string; stock: number }[]> {
    return this.db.query(`SELECT slug, stock FROM products WHERE stock < low_stock_threshold ORDER BY stock, slug LIMIT $1`, [limit]);
  }

  /** What the available keys are worth at their products' prices, how many there are, and how many products are below their threshold. */
  async stockFigures(): Promise<{ value_cents: number; available_keys: number; below_threshold: number }> {
    const [row] = await this.db.query(
      `SELECT coalesce(sum(price_cents::bigint * stock), 0)::float8 AS value_cents, coalesce(sum(stock), 0)::int AS available_keys,
              count(*) FILTER (WHERE stock < low_stock_threshold)::int AS below_threshold
       FROM products`,
    );
    return row;
  }

  /** Products below their threshold that have an alert, fewest keys first. */
  async belowThreshold(limit: number): Promise<{ total: number; items: LowStockProductView[] }> {
    const [[{ total }], items] = await Promise.all([
      this.db.query(`SELECT count(*)::int AS total ${BELOW_THRESHOLD}`) as Promise<{ total: number }[]>,
      this.db.query(
        `SELECT p.id AS "productId", p.name, p.slug, p.platform, p.active, p.stock, p.low_stock_threshold AS threshold,
                to_char(a.created_at AT TIME ZONE 'UTC', ${ISO}) AS "alertedAt", a.stock AS "stockAtAlert",
                to_char(a.mailed_at AT TIME ZONE 'UTC', ${ISO}) AS "mailedAt"
         ${BELOW_THRESHOLD}
         ORDER BY p.stock, a.created_at DESC, p.id LIMIT $1`,
        [limit],
      ) as Promise<LowStockProductView[]>,
    ]);
    return { total, items };
  }

  /**
   * Alerts not mailed yet, oldest first, locked until the transaction ends. SKIP LOCKED: an alert
   * another worker holds is being mailed by it right now, and once that commits its `mailed_at` keeps
   * it out of this query, so no alert is ever mailed twice.
   */
  lockUnmailed(tx: Queryable, limit: number): Promise<UnmailedAlertRow[]> {
    return tx.query(
      `SELECT a.id, a.product_id, p.name AS product_name, p.platform, a.stock, a.threshold, a.created_at,
              p.stock AS current_stock, p.low_stock_threshold AS current_threshold, a.rearmed_at IS NULL AS open
       FROM stock_alerts a JOIN products p ON p.id = a.product_id
       WHERE a.mailed_at IS NULL
       ORDER BY a.created_at, a.id LIMIT $1
       FOR UPDATE OF a SKIP LOCKED`,
      [limit],
    );
  }

  /**
   * Stamps an alert as dealt with, only if nothing stamped it yet: answers false when it was, and
   * then no mail may be written for it. The conditional update is the database's word that an alert
   * is mailed once.
   */
  async claimForMail(tx: Queryable, alertId: string): Promise<boolean> {
    const rows = returnedRows(await tx.query(`UPDATE stock_alerts SET mailed_at = now() WHERE id = $1 AND mailed_at IS NULL RETURNING id`, [alertId]));
    return rows.length === 1;
  }

  /** Notes the mail written for a claimed alert. */
  async noteMail(tx: Queryable, alertId: string, mailId: string): Promise<void> {
    await tx.query(`UPDATE stock_alerts SET mail_id = $2 WHERE id = $1`, [alertId, mailId]);
  }
}
