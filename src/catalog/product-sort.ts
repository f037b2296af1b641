import type { ProductSort } from '#contracts/catalog.constants';

/** ORDER BY for each sort the store offers; the id makes pages stable when values tie, in the direction its index is read. */
export const ORDER_BY: Record<ProductSort, string> = {
  name: 'lower(p.name) ASC, p.id',
  price_asc: 'p.price_cents ASC, p.id',
  price_desc: 'p.price_cents DESC, p.id DESC',
  newest: 'p.created_at DESC, p.id',
  popularity: 'p.popularity DESC, p.id',
  discount: 'p.discount_percent DESC, p.id',
};
