/** Plain data for the API and the pages (no decorated classes here: the client imports this file). */

/** The highest low-stock threshold an admin may set. */
export const MAX_LOW_STOCK_THRESHOLD = 10_000;
/** How many products below their threshold the console lists at most. */
export const LOW_STOCK_LIST_LIMIT = 100;

/** A product whose available keys are below its low-stock threshold, with the alert that fired when they fell. */
export interface LowStockProductView {
  productId: string;
  name: string;
  slug: string;
  platform: string;
  active: boolean;
  /** Keys available now. */
  stock: number;
  threshold: number;
  /** When the stock fell below the threshold (the latest alert), and how many keys were left then. */
  alertedAt: string;
  stockAtAlert: number;
  /** When the owner was mailed about it; null until the next run of the alert task. */
  mailedAt: string | null;
}

/** `GET /api/admin/stock-alerts`: the products below their threshold, fewest keys first. */
export interface LowStockListView {
  items: LowStockProductView[];
  /** How many products are below their threshold, of which at most 100 are listed. */
  total: number;
}
