/** Plain data for the API and the pages (no decorated classes here: the client imports this file). */

/** One entry of the admin audit log. */
export interface AuditEntryView {
  id: string;
  actorEmail: string;
  /** What was done, as `area.verb`: `product.update`, `keys.import`, `order.complete`, … */
  action: string;
  /** What it was done to: a product id, an order number, or null. */
  target: string | null;
  /** Counts and changed values; never a key, a code or a secret. */
  details: Record<string, unknown>;
  createdAt: string;
}

export interface AuditPageView {
  items: AuditEntryView[];
  page: number;
  pageSize: number;
  total: number;
}
