import { adminProductsHref } from '../admin-products/products';
import type { LowStockProductView } from '#contracts/stock-alerts.contract';

export const STOCK_ALERTS_API = '/api/admin/stock-alerts';

/** How many products below their threshold the dashboard card shows before it says how many more there are. */
export const LOW_STOCK_CARD_ROWS = 8;

/** `1 key`, `3 keys`. */
export function keysLabel(count: number): string {
  return `${count} key${count === 1 ? '' : 's'}`;
}

/** Where the owner restocks a product: the admin's product list, searched for its name. */
export function restockHref(product: Pick<LowStockProductView, 'name'>): string {
  return adminProductsHref({ search: product.name.slice(0, 200), page: 1 });
}

/** The line under a product's name: what is left against the threshold. */
export function lowStockLine(product: Pick<LowStockProductView, 'stock' | 'threshold' | 'active'>): string {
  const left = product.stock === 0 ? 'Sold out' : `${keysLabel(product.stock)} left`;
  return `${left} · alert below ${product.threshold}${product.active ? '' : ' · hidden from the store'}`;
}

/** What the card says beyond the rows it shows. */
export function moreLine(shown: number, total: number): string | null {
  const more = total - shown;
  return more > 0 ? `and ${more} more product${more === 1 ? '' : 's'} below their threshold` : null;
}
