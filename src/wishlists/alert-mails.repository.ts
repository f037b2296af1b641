import { Injectable } from '@nestjs/common';
import type { Queryable } from '../database/queryable.js';

/** A subscriber due a mail, with what the mail says. */
export interface DueAlertRow {
  user_id: string;
  email: string;
  email_verified: boolean;
  product_id: string;
  product_name: string;
  slug: string;
  platform: string;
  price_cents: number;
  /** A back-in-stock request's id; null for a price drop. */
  request_id: string | null;
  /** A price drop's earlier price; null for a back-in-stock request. */
  alerted_price_cents: number | null;
  price_drop_mails: boolean;
}

/**
 * Finds who is due an alert mail, locked until the transaction ends, and records each mail in
 * `alert_mails`, whose key (subscriber, product, event) lets each event be mailed once only.
 * SKIP LOCKED: rows another worker holds are being mailed by it right now.
 */
@Injectable()
export class AlertMailsRepository {
  /** Waiting "notify me" requests of these products, now in stock and on sale. */
  lockBackInStock(tx: Queryable, productIds: string[], limit: number): Promise<DueAlertRow[]> {
    return tx.query(
      `SELECT r.user_id, u.email, (u.email_verified_at IS NOT NULL) AS email_verified, p.id AS product_id, p.name AS product_name, p.slug,
              p.platform, p.price_cents, r.id AS request_id, NULL::int AS alerted_price_cents, true AS price_drop_mails
       FROM restock_requests r JOIN products p ON p.id = r.product_id JOIN users u ON u.id = r.user_id
       WHERE r.product_id = ANY($1::uuid[]) AND r.ended_at IS NULL AND p.stock > 0 AND p.active
       ORDER BY r.created_at, r.id LIMIT $2
       FOR UPDATE OF r SKIP LOCKED`,
      [productIds, limit],
    );
  }

  /** Products in stock with "notify me" requests still waiting: a missed `keys.changed` leaves them for the sweep. */
  async backInStockProductIds(db: Queryable, limit: number): Promise<string[]> {
    const rows: { product_id: string }[] = await db.query(
      `SELECT DISTINCT r.product_id FROM restock_requests r JOIN products p ON p.id = r.product_id
       WHERE r.ended_at IS NULL AND p.stock > 0 AND p.active LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.product_id);
  }

  /** Wishlist rows of these products whose price is now below what their holder last saw or was told. */
  lockPriceDrops(tx: Queryable, productIds: string[], limit: number): Promise<DueAlertRow[]> {
    return tx.query(
      `SELECT w.user_id, u.email, (u.email_verified_at IS NOT NULL) AS email_verified, p.id AS product_id, p.name AS product_name, p.slug,
              p.platform, p.price_cents, NULL::uuid AS request_id, w.alerted_price_cents,
              coalesce(ap.price_drop_mails, true) AS price_drop_mails
       FROM products p
       JOIN wishlist_items w ON w.product_id = p.id AND w.alerted_price_cents > p.price_cents
       JOIN users u ON u.id = w.user_id
       LEFT JOIN alert_preferences ap ON ap.user_id = w.user_id
       WHERE p.id = ANY($1::uuid[]) AND p.active
       ORDER BY w.user_id LIMIT $2
       FOR UPDATE OF w SKIP LOCKED`,
      [productIds, limit],
    );
  }

  /**
   * Claims the event for this subscriber: true when it was not mailed before (the row is new), false
   * when a retried or concurrent job already has it.
   */
  async claim(tx: Queryable, userId: string, productId: string, eventKey: string): Promise<boolean> {
    const rows = await tx.query(
      `INSERT INTO alert_mails (user_id, product_id, event_key) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, product_id, event_key) DO NOTHING RETURNING 1`,
      [userId, productId, eventKey],
    );
    return rows.length > 0;
  }

  async recordMail(tx: Queryable, userId: string, productId: string, eventKey: string, mailId: string): Promise<void> {
    await tx.query(`UPDATE alert_mails SET mail_id = $4 WHERE user_id = $1 AND product_id = $2 AND event_key = $3`, [userId, productId, eventKey, mailId]);
  }

  /** Alert mails written to this account in the last day, counting at most `cap`. */
  async mailsToday(tx: Queryable, userId: string, cap: number): Promise<number> {
    const [{ count }] = await tx.query(
      `SELECT count(*)::int AS count FROM (SELECT 1 FROM alert_mails WHERE user_id = $1 AND mail_id IS NOT NULL AND created_at > now() - interval '1 day' LIMIT $2) t`,
      [userId, cap],
    );
    return count;
  }

  async endRequest(tx: Queryable, requestId: string): Promise<void> {
    await tx.query(`UPDATE restock_requests SET ended_at = now() WHERE id = $1`, [requestId]);
  }

  async setAlertedPrice(tx: Queryable, userId: string, productId: string, priceCents: number): Promise<void> {
    await tx.query(`UPDATE wishlist_items SET alerted_price_cents = $3 WHERE user_id = $1 AND product_id = $2`, [userId, productId, priceCents]);
  }
}
