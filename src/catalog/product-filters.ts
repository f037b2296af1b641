import type { ProductQuery } from '#contracts/catalog.constants';
import { productSearchCondition } from './product-search.js';

export type ProductFilters = Omit<ProductQuery, 'sort' | 'page' | 'limit'>;
type Dimension = 'category' | 'platform' | 'genre';

/** A WHERE clause over `products p` and its positional parameters. */
export interface SqlFilter {
  where: string;
  params: unknown[];
}

/**
 * Builds the filter of a listing. `except` leaves one dimension out, for the facet counts of that
 * dimension. Search follows the store's one rule (product-search.ts).
 */
export function buildProductFilter(filters: ProductFilters, except?: Dimension): SqlFilter {
  const clauses = ['p.active'];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;

  if (filters.category && except !== 'category') {
    const slug = param(filters.category);
    clauses.push(`p.category_id IN (SELECT id FROM categories WHERE slug = ${slug} OR parent_id = (SELECT id FROM categories WHERE slug = ${slug}))`);
  }
  // Lowered here, not in SQL: a kept (generic) plan would lower the parameter again for every row.
  if (filters.platform && except !== 'platform') clauses.push(`lower(p.platform) = ${param(filters.platform.toLowerCase())}`);
  if (filters.genre && except !== 'genre') clauses.push(`p.genres @> ARRAY[${param(filters.genre)}]::text[]`);
  if (filters.minPrice !== undefined) clauses.push(`p.price_cents >= ${param(Math.round(filters.minPrice * 100))}`);
  if (filters.maxPrice !== undefined) clauses.push(`p.price_cents <= ${param(Math.round(filters.maxPrice * 100))}`);
  if (filters.discounted) clauses.push('p.discount_percent > 0');
  const search = filters.search ? productSearchCondition(filters.search, param) : null;
  if (search) clauses.push(search);
  return { where: clauses.join(' AND '), params };
}
