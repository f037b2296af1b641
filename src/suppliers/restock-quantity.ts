import type { RestockSettingsRow, StockPosition } from './restock-settings.repository.js';

/** How many keys to buy: none while the stock left after the waiting orders take theirs is at the minimum; else the reorder quantity plus what they lack beyond the stock. */
export function keysToBuy(settings: Pick<RestockSettingsRow, 'min_stock' | 'reorder_quantity'>, position: Pick<StockPosition, 'stock' | 'waiting'>): number {
  if (position.stock - position.waiting >= settings.min_stock) return 0;
  return settings.reorder_quantity + Math.max(0, position.waiting - position.stock);
}
