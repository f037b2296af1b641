import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { FacetCount, ProductCardView, ProductDetailView } from '#contracts/catalog.contract';
import { COUNTED_UP_TO, STOCK_SHOWN_UP_TO, type ProductQuery } from '#contracts/catalog.constants';
import type { PricedProduct } from './priced-product.js';
import type { SitemapProduct, SitemapSection } from './sitemap-products.js';
import { preparedQuery } from '../database/prepared-query.js';
import type { Queryable } from '../database/queryable.js';
import { buildCountsFilter, buildProductFilter, countedByDimensions, placeholders, type Dimension, type ProductFilters } from './product-filters.js';
import { toProductCard, toProductDetail, ProductRow } from './product.mapper.js';
import { productSearchQuery } from './product-search.js';
import { ORDER_BY } from './product-sort.js';

export const CARD_COLUMNS = `p.id, p.slug, p.name, p.price_cents, p.original_price_cents, p.discount_percent, p.image,
  p.platform, p.region, p.rating, p.genres, LEAST(p.stock, ${STOCK_SHOWN_UP_TO}) AS stock, p.delivery_kind, p.activation_platform, c.slug AS category_slug, c.name AS category_name, s.review_count, s.star_total`;
const DETAIL_COLUMNS = `${CARD_COLUMNS}, p.images, p.description, to_char(p.release_date, 'YYYY-MM-DD') AS release_date,
  p.created_at, p.updated_at`;
// What every sort of the listing orders by (see product-sort.ts), gathered with a search's matches.
const SORT_COLUMNS = 'p.id, p.name, p.price_cents, p.created_at, p.popularity, p.discount_percent';
// The reviews' summary is the reviews module's table, read here so that a card carries its rating without a query of its own.
export const FROM = `products p LEFT JOIN categories c ON c.id = p.category_id LEFT JOIN product_review_summary s ON s.product_id = p.id`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Catalogue read queries, one method each. */
@Injectable()
export class ProductsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * A page and the count of its matches in one statement, so a listing costs one round trip; a page
   * past the end still answers its total.
   * - Filters by category, platform and genre are counted exactly from the counts table, and the page
   *   walks the index of its sort until it has its rows (none when nothing matches).
   * - A search or a price range first gathers its matches, up to COUNTED_UP_TO + 1 through the indexes
   *   that find them, counts those, and sorts them for the page: a rare word never walks the whole
   *   catalogue in title order looking for its few games. Past COUNTED_UP_TO matches the page walks
   *   the sort's index instead, where matches are then dense.
   */
  async page(query: ProductQuery): Promise<{ items: ProductCardView[]; total: number; totalCapped: boolean }> {
    // A search's tsquery is computed once, in the statement's first step: written into both of its
    // branches, the typo was looked up again for the branch that does not run (an index's keys are
    // evaluated whenever the page is rescanned), a third of a search's time in Postgres.
    const params: unknown[] = [];
    const searchQuery = query.search ? productSearchQuery(query.search, placeholders(params)) : null;
    const { where } = buildProductFilter(query, undefined, params, searchQuery ? '(SELECT query FROM search)' : undefined);
    const order = ORDER_BY[query.sort];
    // Validated whole numbers, written into the text so that Postgres can keep one plan for it.
    const offset = Math.trunc((query.page - 1) * query.limit);
    // Pages past the first COUNTED_UP_TO games are not browsed: they read no rows.
    const limit = offset < COUNTED_UP_TO ? Math.trunc(query.limit) : 0;
    // The page's ids are found first and only its own games are read whole and joined: a deep page
    // would otherwise join a category and a review summary to every game it skips (29 ms → 8 ms at page 500 of a million).
    const cardsOf = (ids: string) => `SELECT ${CARD_COLUMNS} FROM ${FROM}
      JOIN (SELECT f.id, row_number() OVER () AS n FROM (${ids}) f) chosen ON chosen.id = p.id ORDER BY chosen.n`;
    const walk = (enough: string) => cardsOf(`SELECT p.id FROM products p WHERE ${where} AND ${enough} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`);
    const byDimensions = countedByDimensions(query);
    const sql = byDimensions
      ? `SELECT matches.total, page.* FROM (SELECT coalesce(sum(k.products), 0)::int AS total FROM catalog_counts k WHERE ${buildCountsFilter(query, undefined, params).where}) matches
         LEFT JOIN LATERAL (${walk('matches.total > 0')}) page ON true`
      : `WITH ${searchQuery ? `search AS MATERIALIZED (SELECT ${searchQuery} AS query), ` : ''}found AS MATERIALIZED (SELECT ${SORT_COLUMNS} FROM products p WHERE ${where} LIMIT ${COUNTED_UP_TO + 1}),
              matches AS (SELECT count(*)::int AS total FROM found)
         SELECT matches.total, page.* FROM matches LEFT JOIN LATERAL (
           (${cardsOf(`SELECT p.id FROM found p WHERE matches.total <= ${COUNTED_UP_TO} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`)})
           UNION ALL
           (${walk(`matches.total > ${COUNTED_UP_TO}`)})
         ) page ON true`;
    const rows = await preparedQuery<ProductRow & { total: number }>(this.db, sql, params);
    const capped = !byDimensions && rows[0].total > COUNTED_UP_TO;
    return { items: rows.filter((row) => row.id !== null).map(toProductCard), total: capped ? COUNTED_UP_TO : rows[0].total, totalCapped: capped };
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
    const [row] = await preparedQuery<ProductRow>(this.db, `SELECT ${DETAIL_COLUMNS} FROM ${FROM} WHERE ${column} = $1 AND p.active`, [slugOrId]);
    return row ? toProductDetail(row) : null;
  }

  /** Current prices and stock of the given products, active or not; unknown ids are simply absent. */
  async priced(ids: string[], db: Queryable = this.db): Promise<PricedProduct[]> {
    const valid = ids.filter((id) => UUID.test(id));
    if (!valid.length) return [];
    return preparedQuery<PricedProduct>(
      db,
      `SELECT p.id, p.name, p.slug, p.image, p.platform, c.name AS "categoryName", c.slug AS "categorySlug",
              p.price_cents AS "priceCents", p.stock, p.active, p.delivery_kind AS "deliveryKind", p.activation_platform AS "activationPlatform",
              CASE WHEN p.release_date > current_date THEN to_char(p.release_date, 'YYYY-MM-DD') END AS "preOrderReleaseDate"
       FROM ${FROM} WHERE p.id = ANY($1::uuid[])`,
      [valid],
    );
  }

  /**
   * The active products cut into runs of `perSection` in slug order: each run's first slug and latest
   * change. One pass over the covering sitemap index, numbering the rows instead of skipping them.
   */
  async sitemapSections(perSection: number): Promise<SitemapSection[]> {
    const rows: { firstSlug: string; lastModified: Date }[] = await this.db.query(
      `SELECT min(slug) AS "firstSlug", max(updated_at) AS "lastModified"
       FROM (SELECT slug, updated_at, (row_number() OVER (ORDER BY slug) - 1) / $1 AS section FROM products WHERE active) numbered
       GROUP BY section ORDER BY section`,
      [perSection],
    );
    return rows.map((row) => ({ firstSlug: row.firstSlug, lastModified: row.lastModified.toISOString() }));
  }

  /**
   * Active products from `fromSlug` on, before `beforeSlug` when given, in slug order, at most `limit`:
   * a keyset range, so any file costs one range scan of the covering index however deep it lies.
   */
  async sitemapProducts(fromSlug: string, beforeSlug: string | null, limit: number): Promise<SitemapProduct[]> {
    const before = beforeSlug === null ? '' : 'AND slug < $3';
    const rows: { slug: string; lastModified: Date }[] = await this.db.query(
      `SELECT slug, updated_at AS "lastModified" FROM products WHERE active AND slug >= $1 ${before} ORDER BY slug LIMIT $2`,
      beforeSlug === null ? [fromSlug, limit] : [fromSlug, limit, beforeSlug],
    );
    return rows.map((row) => ({ slug: row.slug, lastModified: row.lastModified.toISOString() }));
  }


  /**
   * Counts per category, platform and genre, each under the other filters: exact from the counts table
   * when those filters are dimensions only; otherwise over the first COUNTED_UP_TO + 1 matches, and
   * null (not counted) when there are more. One prepared statement for the three: three statements
   * cost three connections of the pool, three round trips and three plans for a few microseconds of counting.
   */
  async facets(filters: ProductFilters): Promise<{ categories: FacetCount[]; platforms: FacetCount[]; genres: FacetCount[] }> {
    const params: unknown[] = [];
    const parts: string[] = [];
    const ctes: string[] = [];
    if (countedByDimensions(filters)) {
      FACETS.forEach((facet, index) => {
        const { where } = buildCountsFilter(filters, facet.dimension, params);
        parts.push(facetRows(index, facet, { from: 'catalog_counts k', alias: 'k', where: `WHERE ${where}`, count: 'sum(k.products)', matched: 'NULL::int', having: 'HAVING sum(k.products) > 0' }));
      });
    } else {
      // A search's tsquery is computed once, as in page(); the matches are gathered once per distinct
      // filter: a facet whose dimension is not filtered on counts the listing's own matches.
      const searchQuery = filters.search ? productSearchQuery(filters.search, placeholders(params)) : null;
      if (searchQuery) ctes.push(`search AS MATERIALIZED (SELECT ${searchQuery} AS query)`);
      const gathered = new Map<string, string>();
      FACETS.forEach((facet, index) => {
        const key = filters[facet.dimension] ? facet.dimension : 'all';
        let matches = gathered.get(key);
        if (!matches) {
          matches = `m_${key}`;
          gathered.set(key, matches);
          const { where } = buildProductFilter(filters, facet.dimension, params, searchQuery ? '(SELECT query FROM search)' : undefined);
          ctes.push(`${matches} AS MATERIALIZED (SELECT p.category_id, p.platform, p.genres FROM products p WHERE ${where} LIMIT ${COUNTED_UP_TO + 1})`);
        }
        parts.push(facetRows(index, facet, { from: matches, alias: matches, where: '', count: 'count(*)', matched: `(SELECT count(*) FROM ${matches})::int`, having: '' }));
      });
    }
    const rows = await preparedQuery<FacetCount & { facet: number; matched: number | null }>(
      this.db,
      `${ctes.length ? `WITH ${ctes.join(', ')} ` : ''}SELECT facet, value, label, count, matched FROM (${parts.join(' UNION ALL ')}) f ORDER BY facet, n`,
      params,
    );
    const [categories, platforms, genres] = FACETS.map((_, index) => {
      const own = rows.filter((row) => row.facet === index);
      const counted = !own.length || own[0].matched === null || own[0].matched <= COUNTED_UP_TO;
      return own.map(({ value, label, count }) => ({ value, label, count: counted ? count : null }));
    });
    return { categories, platforms, genres };
  }
}

/** Where a facet counts: the counts table or a listing's matches, and how each counts and says how many matched. */
interface FacetSource {
  from: string;
  alias: string;
  where: string;
  count: string;
  /** How many products matched the filter (null for the counts table, which is always exact). */
  matched: string;
  having: string;
}

/** One facet's rows in the facets statement, numbered in the facet's order. */
function facetRows(index: number, facet: Facet, source: FacetSource): string {
  const { from, alias, where, count, matched, having } = source;
  return `(SELECT ${index} AS facet, ${facet.select}, ${count}::int AS count, ${matched} AS matched, row_number() OVER (ORDER BY ${facet.orderBy}) AS n
    FROM ${from} ${facet.join(alias)} ${where} GROUP BY ${facet.groupBy} ${having})`;
}

interface Facet {
  dimension: Dimension;
  select: string;
  join: (from: string) => string;
  groupBy: string;
  orderBy: string;
}

/** The three facets, over the counts table (`k`) or over a listing's matches alike. */
const FACETS: Facet[] = [
  { dimension: 'category', select: 'c.slug AS value, c.name AS label', join: (from) => `JOIN categories c ON c.id = ${from}.category_id`, groupBy: 'c.slug, c.name', orderBy: 'c.name' },
  { dimension: 'platform', select: 'g.platform AS value, g.platform AS label', join: (from) => `CROSS JOIN LATERAL (SELECT ${from}.platform) g`, groupBy: 'g.platform', orderBy: 'g.platform' },
  {
    dimension: 'genre',
    select: 'g.genre AS value, g.genre AS label',
    // The counts table has a row per genre already; a match is counted once per genre it has.
    join: (from) => (from === 'k' ? `CROSS JOIN LATERAL (SELECT k.genre) g` : `CROSS JOIN LATERAL (SELECT DISTINCT unnest(${from}.genres) AS genre) g`),
    groupBy: 'g.genre',
    orderBy: 'g.genre',
  },
];
