import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedCount, type Queryable } from '../database/queryable.js';
import type { WishlistItemView } from '#contracts/wishlists.contract';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** `wishlist_items` and `alert_preferences`: what each account keeps, and whether its price drops are mailed. */
@Injectable()
export class WishlistsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The account's wishlist, newest first, with each game as it is now; at most `limit` rows. */
  list(userId: string, limit: number): Promise<WishlistItemView[]> {
    return this.db.query(
      `SELECT p.id AS "productId", p.slug, p.name, p.image, p.platform, p.region, p.price_cents AS "priceCents",
              p.original_price_cents AS "originalPriceCents", p.stock, p.active,
              EXISTS (SELECT 1 FROM restock_requests r WHERE r.user_id = w.user_id AND r.product_id = w.product_id AND r.ended_at IS NULL) AS "notifyWhenInStock",
              to_char(w.created_at AT TIME ZONE 'UTC', ${ISO}) AS "addedAt"
       FROM wishlist_items w JOIN products p ON p.id = w.product_id
       WHERE w.user_id = $1
       ORDER BY w.created_at DESC, p.id LIMIT $2`,
      [userId, limit],
    );
  }

  async productIds(userId: string, limit: number): Promise<string[]> {
    const rows: { product_id: string }[] = await this.db.query(`SELECT product_id FROM wishlist_items WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2`, [userId, limit]);
    return rows.map((row) => row.product_id);
  }

  /** Serialises changes to one account's wishlist until the transaction ends, so the bound holds under concurrent adds. */
  async lockAccount(tx: Queryable, userId: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('wishlist:' || $1, 0))`, [userId]);
  }

  async count(tx: Queryable, userId: string): Promise<number> {
    const [{ count }] = await tx.query(`SELECT count(*)::int AS count FROM wishlist_items WHERE user_id = $1`, [userId]);
    return count;
  }

  /**
   * Adds, in the order given, up to `limit` of the products that exist and are not on the list yet,
   * each remembering its price now (a drop below it is mailed); answers the ids that were added.
   */
  async add(tx: Queryable, userId: string, productIds: string[], limit: number): Promise<string[]> {
    const rows: { product_id: string }[] = await tx.query(
      `INSERT INTO wishlist_items (user_id, product_id, alerted_price_cents)
       SELECT $1, p.id, p.price_cents
       FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, n) JOIN products p ON p.id = t.id
       WHERE NOT EXISTS (SELECT 1 FROM wishlist_items w WHERE w.user_id = $1 AND w.product_id = p.id)
       ORDER BY t.n LIMIT $3
       ON CONFLICT (user_id, product_id) DO NOTHING
       RETURNING product_id`,
      [userId, productIds, limit],
    );
    return rows.map((row) => row.product_id);
  }

  async remove(userId: string, productId: string): Promise<boolean> {
    return affectedCount(await this.db.query(`DELETE FROM wishlist_items WHERE user_id = $1 AND product_id = $2`, [userId, productId])) > 0;
  }

  async productExists(productId: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM products WHERE id = $1`, [productId]);
    return rows.length > 0;
  }

  /** Whether any wishlister of these products saw a higher price than it has now: only then is a mailing job worth queueing. */
  async anyPriceDrop(productIds: string[]): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM products p JOIN wishlist_items w ON w.product_id = p.id AND w.alerted_price_cents > p.price_cents
       WHERE p.id = ANY($1::uuid[]) AND p.active LIMIT 1`,
      [productIds],
    );
    return rows.length > 0;
  }

  /**
   * Wishlisted active products now cheaper than a wishlister last saw, after `afterId` in id order, at
   * most `limit`: what an import or a catalogue sync, which name no products, may have made cheaper.
   */
  async productsWithPriceDrops(afterId: string | null, limit: number): Promise<string[]> {
    const rows: { product_id: string }[] = await this.db.query(
      `SELECT DISTINCT w.product_id FROM wishlist_items w JOIN products p ON p.id = w.product_id AND p.active
       WHERE w.alerted_price_cents > p.price_cents AND ($1::uuid IS NULL OR w.product_id > $1::uuid)
       ORDER BY w.product_id LIMIT $2`,
      [afterId, limit],
    );
    return rows.map((row) => row.product_id);
  }

  /** Whether the account's price drops are mailed: yes unless it said no. */
  async priceDropMails(userId: string): Promise<boolean> {
    const [row] = await this.db.query(`SELECT price_drop_mails FROM alert_preferences WHERE user_id = $1`, [userId]);
    return row?.price_drop_mails ?? true;
  }

  async setPriceDropMails(userId: string, enabled: boolean): Promise<void> {
    await this.db.query(
      `INSERT INTO alert_preferences (user_id, price_drop_mails) SELECT id, $2 FROM users WHERE id = $1
       ON CONFLICT (user_id) DO UPDATE SET price_drop_mails = EXCLUDED.price_drop_mails, updated_at = now()`,
      [userId, enabled],
    );
  }
}
