import type { ProductQuery } from '#contracts/catalog.constants';
import { productSearchCondition } from './product-search.js';

export type ProductFilters = Omit<ProductQuery, 'sort' | 'page' | 'limit'>;
export type Dimension = 'category' | 'platform' | 'genre';

/** A WHERE clause and its positional parameters. */
export interface SqlFilter {
  where: string;
  params: unknown[];
}

/** Adds values to `params` and answers their placeholders, so that several filters can share one statement. */
export function placeholders(params: unknown[]) {
  return (value: unknown) => `$${params.push(value)}`;
}

/** A category and its subcategories, as a listing filtered by a category shows them. */
function inCategory(column: string, slug: string): string {
  return `${column} IN (SELECT id FROM categories WHERE slug = ${slug} OR parent_id = (SELECT id FROM categories WHERE slug = ${slug}))`;
}

/**
 * Builds the filter of a listing over `products p`. `except` leaves one dimension out, for the facet
 * counts of that dimension. Search follows the store's one rule (product-search.ts); `searchQuery` is
 * its tsquery when the statement computes it once itself. Pass `params` to add to another filter's parameters.
 */
export function buildProductFilter(filters: ProductFilters, except?: Dimension, params: unknown[] = [], searchQuery?: string): SqlFilter {
  const clauses = ['p.active'];
  const param = placeholders(params);

  if (filters.category && except !== 'category') clauses.push(inCategory('p.category_id', param(filters.category)));
  // Lowered here, not in SQL: a kept (generic) plan would lower the parameter again for every row.
  if (filters.platform && except !== 'platform') clauses.push(`lower(p.platform) = ${param(filters.platform.toLowerCase())}`);
  if (filters.genre && except !== 'genre') clauses.push(`p.genres @> ARRAY[${param(filters.genre)}]::text[]`);
  if (filters.minPrice !== undefined) clauses.push(`p.price_cents >= ${param(Math.round(filters.minPrice * 100))}`);
  if (filters.maxPrice !== undefined) clauses.push(`p.price_cents <= ${param(Math.round(filters.maxPrice * 100))}`);
  if (filters.discounted) clauses.push('p.discount_percent > 0');
  const search = filters.search ? productSearchCondition(filters.search, param, searchQuery) : null;
  if (search) clauses.push(search);
  return { where: clauses.join(' AND '), params };
}

/** Whether a listing's filters are among those the counts table keeps: category, platform and genre only. */
export function countedByDimensions(filters: ProductFilters): boolean {
  return !filters.search?.trim() && filters.minPrice === undefined && filters.maxPrice === undefined && !filters.discounted;
}

/**
 * The same filter over `catalog_counts k`, the active products counted per category, platform and
 * genre (genre '' counts each product once). Only for filters `countedByDimensions` accepts. With
 * `except: 'genre'` it selects the per-genre rows, for the genre facet.
 */
export function buildCountsFilter(filters: ProductFilters, except?: Dimension, params: unknown[] = []): SqlFilter {
  const clauses: string[] = [];
  const param = placeholders(params);

  if (filters.category && except !== 'category') clauses.push(inCategory('k.category_id', param(filters.category)));
  if (filters.platform && except !== 'platform') clauses.push(`lower(k.platform) = ${param(filters.platform.toLowerCase())}`);
  clauses.push(except === 'genre' ? `k.genre <> ''` : `k.genre = ${param(filters.genre ?? '')}`);
  return { where: clauses.join(' AND '), params };
}
