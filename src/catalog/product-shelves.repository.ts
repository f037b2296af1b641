import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ProductCardView } from '#contracts/catalog.contract';
import { toProductCard, ProductRow } from './product.mapper.js';
import { CARD_COLUMNS, FROM } from './products.repository.js';

/** The platforms the store sells at least one active game for, from the catalogue's counts. */
export const PLATFORMS_ON_SALE = `SELECT platform FROM catalog_counts WHERE genre = '' GROUP BY platform HAVING sum(products) > 0`;

/** The home page's rows and the recently viewed games: small lists of cards, one query each. */
@Injectable()
export class ProductShelvesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Released games, the most recent first (products_release_idx). */
  async newReleases(limit: number): Promise<ProductCardView[]> {
    const rows: ProductRow[] = await this.db.query(
      `SELECT ${CARD_COLUMNS} FROM ${FROM} WHERE p.active AND p.release_date <= current_date
       ORDER BY p.release_date DESC, p.id LIMIT $1`,
      [limit],
    );
    return rows.map(toProductCard);
  }

  /** Games not out yet, the soonest first (the same index, read backwards). */
  async preOrders(limit: number): Promise<ProductCardView[]> {
    const rows: ProductRow[] = await this.db.query(
      `SELECT ${CARD_COLUMNS} FROM ${FROM} WHERE p.active AND p.release_date > current_date
       ORDER BY p.release_date, p.id DESC LIMIT $1`,
      [limit],
    );
    return rows.map(toProductCard);
  }

  /**
   * The games that sold the most units over the last days, in orders paid for with money or store
   * credit and not cancelled since (redeemed codes are not sales). The orders are the orders module's
   * table, read here for this view only; orders_sales_idx holds exactly those orders by payment time.
   */
  async bestSellers(limit: number, days: number): Promise<ProductCardView[]> {
    const rows: ProductRow[] = await this.db.query(
      `WITH sold AS (
         SELECT i.product_id, sum(i.quantity) AS units
         FROM orders o JOIN order_items i ON i.order_id = o.id
         WHERE o.paid_at >= now() - make_interval(days => $2) AND o.paid_at IS NOT NULL AND o.stage <> 'cancelled' AND o.payment_method <> 'redeem'
         GROUP BY i.product_id)
       SELECT ${CARD_COLUMNS} FROM sold JOIN (${FROM}) ON p.id = sold.product_id
       WHERE p.active ORDER BY sold.units DESC, p.popularity DESC, p.id LIMIT $1`,
      [limit, days],
    );
    return rows.map(toProductCard);
  }

  /** The active products among these slugs, in the order given; unknown or withdrawn ones are left out. */
  async bySlugs(slugs: string[]): Promise<ProductCardView[]> {
    if (!slugs.length) return [];
    const rows: ProductRow[] = await this.db.query(
      `SELECT ${CARD_COLUMNS} FROM unnest($1::text[]) WITH ORDINALITY AS wanted(slug, position)
       JOIN (${FROM}) ON p.slug = wanted.slug WHERE p.active ORDER BY wanted.position`,
      [slugs],
    );
    return rows.map(toProductCard);
  }

  /** Every platform with an active game, in name order: read from the catalogue's counts, a few hundred rows however many games. */
  async platforms(): Promise<string[]> {
    const rows: { platform: string }[] = await this.db.query(`${PLATFORMS_ON_SALE} ORDER BY lower(platform), platform`);
    return rows.map((row) => row.platform);
  }
}
