import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { FacetCount, ProductCardView, ProductDetailView } from '#contracts/catalog.contract';
import type { ProductQuery } from '#contracts/catalog.constants';
import type { PricedProduct } from './priced-product.js';
import { preparedQuery } from '../database/prepared-query.js';
import type { Queryable } from '../database/queryable.js';
import { buildProductFilter, ProductFilters } from './product-filters.js';
import { toProductCard, toProductDetail, ProductRow } from './product.mapper.js';
import { ORDER_BY } from './product-sort.js';

const CARD_COLUMNS = `p.id, p.slug, p.name, p.price_cents, p.original_price_cents, p.discount_percent, p.image,
  p.platform, p.region, p.rating, p.genres, p.stock, p.delivery_kind, p.activation_platform, c.slug AS category_slug, c.name AS category_name, s.review_count, s.star_total`;
const DETAIL_COLUMNS = `${CARD_COLUMNS}, p.images, p.description, to_char(p.release_date, 'YYYY-MM-DD') AS release_date,
  p.created_at, p.updated_at`;
// The reviews' summary is the reviews module's table, read here so that a card carries its rating without a query of its own.
const FROM = `products p LEFT JOIN categories c ON c.id = p.category_id LEFT JOIN product_review_summary s ON s.product_id = p.id`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Catalogue read queries, one method each. */
@Injectable()
export class ProductsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * A page and the count of all matches in one statement, so a listing costs one round trip. The count
   * comes first and the page is joined to it, so a page past the end still answers its total.
   */
  async page(query: ProductQuery): Promise<{ items: ProductCardView[]; total: number }> {
    const { where, params } = buildProductFilter(query);
    // Validated whole numbers, written into the text so that Postgres can keep one plan for it.
    const limit = Math.trunc(query.limit);
    const offset = Math.trunc((query.page - 1) * query.limit);
    const rows = await preparedQuery<ProductRow & { total: number }>(
      this.db,
      `SELECT matches.total, page.* FROM (SELECT count(*)::int AS total FROM products p WHERE ${where}) matches
       LEFT JOIN LATERAL (SELECT ${CARD_COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY ${ORDER_BY[query.sort]}
                          LIMIT ${limit} OFFSET ${offset}) page ON true`,
      params,
    );
    return { items: rows.filter((row) => row.id !== null).map(toProductCard), total: rows[0].total };
  }

  async featured(limit: number): Promise<ProductCardView[]> {
    const rows: ProductRow[] = await this.db.query(
      `SELECT ${CARD_COLUMNS} FROM ${FROM} WHERE p.active ORDER BY (p.stock > 0) DESC, p.popularity DESC, p.id LIMIT $1`,
      [limit],
    );
    return rows.map(toProductCard);
  }

  async findBySlugOrId(slugOrId: string): Promise<ProductDetailView | null> {
    const column = UUID.test(slugOrId) ? 'p.id' : 'p.slug';
    const [row] = (await this.db.query(`SELECT ${DETAIL_COLUMNS} FROM ${FROM} WHERE ${column} = $1 AND p.active`, [slugOrId])) as ProductRow[];
    return row ? toProductDetail(row) : null;
  }

  /** Current prices and stock of the given products, active or not; unknown ids are simply absent. */
  async priced(ids: string[], db: Queryable = this.db): Promise<PricedProduct[]> {
    const valid = ids.filter((id) => UUID.test(id));
    if (!valid.length) return [];
    return db.query(
      `SELECT p.id, p.name, p.slug, p.image, p.platform, c.name AS "categoryName", c.slug AS "categorySlug",
              p.price_cents AS "priceCents", p.stock, p.active, p.delivery_kind AS "deliveryKind", p.activation_platform AS "activationPlatform",
              CASE WHEN p.release_date > current_date THEN to_char(p.release_date, 'YYYY-MM-DD') END AS "preOrderReleaseDate"
       FROM ${FROM} WHERE p.id = ANY($1::uuid[])`,
      [valid],
    );
  }

  /** Counts per category, platform and genre, each under the other filters. */
  async facets(filters: ProductFilters): Promise<{ categories: FacetCount[]; platforms: FacetCount[]; genres: FacetCount[] }> {
    const byCategory = buildProductFilter(filters, 'category');
    const byPlatform = buildProductFilter(filters, 'platform');
    const byGenre = buildProductFilter(filters, 'genre');
    const [categories, platforms, genres] = (await Promise.all([
      this.db.query(
        `SELECT c.slug AS value, c.name AS label, count(*)::int AS count FROM products p JOIN categories c ON c.id = p.category_id
         WHERE ${byCategory.where} GROUP BY c.slug, c.name ORDER BY c.name`,
        byCategory.params,
      ),
      this.db.query(
        `SELECT p.platform AS value, p.platform AS label, count(*)::int AS count FROM products p
         WHERE ${byPlatform.where} GROUP BY p.platform ORDER BY p.platform`,
        byPlatform.params,
      ),
      this.db.query(
        `SELECT g AS value, g AS label, count(*)::int AS count FROM products p, unnest(p.genres) g
         WHERE ${byGenre.where} GROUP BY g ORDER BY g`,
        byGenre.params,
      ),
    ])) as FacetCount[][];
    return { categories, platforms, genres };
  }
}
