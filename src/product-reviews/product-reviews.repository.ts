import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Queryable } from '../database/queryable.js';
import type { ReviewVisibility } from '#contracts/reviews.constants';

/** A review row as the views need it. */
export interface ReviewRow {
  id: string;
  product_id: string;
  user_id: string;
  author_name: string;
  stars: number;
  body: string;
  hidden_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A review with its product, for the admin's list. */
export interface AdminReviewRow extends ReviewRow {
  product_name: string;
  product_slug: string;
}

/** The shopper's best order holding the product: a delivered one when there is one. */
export interface PurchaseRow {
  first_name: string;
  last_name: string | null;
  delivered: boolean;
}

const REVIEW_COLUMNS = `r.id, r.product_id, r.user_id, r.author_name, r.stars, r.body, r.hidden_at, r.created_at, r.updated_at`;

/** Queries on `product_reviews` and `product_review_summary`, and the reads of products and orders that reviewing needs. */
@Injectable()
export class ProductReviewsRepository {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  /** An active product by id or slug (a read of the catalogue's table). */
  async product(slugOrId: string, uuid: boolean): Promise<{ id: string; name: string } | null> {
    const [row] = await this.db.query(`SELECT id, name FROM products WHERE ${uuid ? 'id' : 'slug'} = $1 AND active`, [slugOrId]);
    return row ?? null;
  }

  /**
   * The shopper's order of the product that is not cancelled and whose line was not refunded, a
   * delivered one first (a read of the orders' tables): delivered means the order is completed, or a
   * key of the product reached it.
   */
  async purchase(db: Queryable, userId: string, productId: string): Promise<PurchaseRow | null> {
    const [row] = await db.query(
      `SELECT o.first_name, o.last_name,
              (o.status = 'completed' OR EXISTS (
                 SELECT 1 FROM product_keys k WHERE k.order_id = o.id AND k.product_id = i.product_id AND k.status = 'delivered')) AS delivered
       FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE o.user_id = $1 AND i.product_id = $2 AND o.status <> 'cancelled' AND i.refunded_at IS NULL
       ORDER BY delivered DESC, o.created_at DESC LIMIT 1`,
      [userId, productId],
    );
    return row ?? null;
  }

  /**
   * Locks the product's summary row (made on first use) for the rest of the transaction. Every write
   * of a product's reviews takes it first, so that the summary is recounted by one writer at a time
   * and always from committed reviews, and locks are taken in one order (summary, then review).
   */
  async lockSummary(tx: Queryable, productId: string): Promise<void> {
    await tx.query(`INSERT INTO product_review_summary (product_id) VALUES ($1) ON CONFLICT (product_id) DO NOTHING`, [productId]);
    await tx.query(`SELECT product_id FROM product_review_summary WHERE product_id = $1 FOR UPDATE`, [productId]);
  }

  /** Recounts the product's visible reviews into its summary; the caller holds the summary's lock. */
  async recountSummary(tx: Queryable, productId: string): Promise<void> {
    await tx.query(
      `UPDATE product_review_summary s SET review_count = v.n, star_total = v.total, updated_at = now()
       FROM (SELECT count(*)::int AS n, coalesce(sum(stars), 0)::int AS total FROM product_reviews WHERE product_id = $1 AND hidden_at IS NULL) v
       WHERE s.product_id = $1`,
      [productId],
    );
  }

  /** The product's summary: visible reviews and their stars in all. */
  async summary(productId: string): Promise<{ review_count: number; star_total: number }> {
    const [row] = await this.db.query(`SELECT review_count, star_total FROM product_review_summary WHERE product_id = $1`, [productId]);
    return row ?? { review_count: 0, star_total: 0 };
  }

  /** The shopper's review of the product; `lock` holds it until the transaction ends. */
  async own(db: Queryable, productId: string, userId: string, lock = false): Promise<ReviewRow | null> {
    const [row] = await db.query(`SELECT ${REVIEW_COLUMNS} FROM product_reviews r WHERE r.product_id = $1 AND r.user_id = $2 ${lock ? 'FOR UPDATE' : ''}`, [productId, userId]);
    return row ?? null;
  }

  async insert(tx: Queryable, review: { productId: string; userId: string; authorName: string; stars: number; text: string }): Promise<ReviewRow> {
    const [row] = await tx.query(
      `INSERT INTO product_reviews (product_id, user_id, author_name, stars, body) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, product_id, user_id, author_name, stars, body, hidden_at, created_at, updated_at`,
      [review.productId, review.userId, review.authorName, review.stars, review.text],
    );
    return row;
  }

  async update(tx: Queryable, id: string, stars: number, text: string): Promise<void> {
    await tx.query(`UPDATE product_reviews SET stars = $2, body = $3, updated_at = now() WHERE id = $1`, [id, stars, text]);
  }

  async delete(tx: Queryable, id: string): Promise<void> {
    await tx.query(`DELETE FROM product_reviews WHERE id = $1`, [id]);
  }

  /** A page of the product's visible reviews, newest first, and how many there are in all. */
  async visiblePage(productId: string, limit: number, offset: number): Promise<{ total: number; items: ReviewRow[] }> {
    const [{ total }] = await this.db.query(`SELECT count(*)::int AS total FROM product_reviews WHERE product_id = $1 AND hidden_at IS NULL`, [productId]);
    const items: ReviewRow[] = await this.db.query(
      `SELECT ${REVIEW_COLUMNS} FROM product_reviews r WHERE r.product_id = $1 AND r.hidden_at IS NULL
       ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
      [productId, limit, offset],
    );
    return { total, items };
  }

  /** The product a review is of, without locking anything. */
  async productOf(id: string): Promise<string | null> {
    const [row] = await this.db.query(`SELECT product_id FROM product_reviews WHERE id = $1`, [id]);
    return row?.product_id ?? null;
  }

  /** One review with its product; `lock` holds the review until the transaction ends. */
  async find(db: Queryable, id: string, lock = false): Promise<AdminReviewRow | null> {
    const [row] = await db.query(
      `SELECT ${REVIEW_COLUMNS}, p.name AS product_name, p.slug AS product_slug
       FROM product_reviews r JOIN products p ON p.id = r.product_id WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`,
      [id],
    );
    return row ?? null;
  }

  /** Hides the review (by `adminId`), or shows it again with null. */
  async setHidden(tx: Queryable, id: string, adminId: string | null): Promise<void> {
    await tx.query(
      `UPDATE product_reviews SET hidden_at = CASE WHEN $2::uuid IS NULL THEN NULL ELSE now() END, hidden_by = $2::uuid WHERE id = $1`,
      [id, adminId],
    );
  }

  /** A page of every review for the admin, newest first: all, or only the visible or hidden ones. */
  async adminPage(visibility: ReviewVisibility | null, limit: number, offset: number): Promise<{ total: number; hiddenCount: number; items: AdminReviewRow[] }> {
    const where = visibility === 'hidden' ? 'r.hidden_at IS NOT NULL' : visibility === 'visible' ? 'r.hidden_at IS NULL' : 'true';
    const [{ total, hidden_count: hiddenCount }] = await this.db.query(
      `SELECT count(*) FILTER (WHERE ${where})::int AS total, count(*) FILTER (WHERE r.hidden_at IS NOT NULL)::int AS hidden_count FROM product_reviews r`,
    );
    const items: AdminReviewRow[] = await this.db.query(
      `SELECT ${REVIEW_COLUMNS}, p.name AS product_name, p.slug AS product_slug
       FROM product_reviews r JOIN products p ON p.id = r.product_id
       WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return { total, hiddenCount, items };
  }
}
