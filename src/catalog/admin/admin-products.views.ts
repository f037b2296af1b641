/** Plain data for the API and the pages (no decorated classes here: the client imports this file). */

export const ADMIN_PRODUCTS_PAGE_SIZE = 25;
/** The highest price an admin may set: €100,000.00. */
export const MAX_PRICE_CENTS = 10_000_000;

/** A product as the admin console lists and edits it, active or not. */
export interface AdminProductView {
  id: string;
  name: string;
  slug: string;
  platform: string;
  categoryId: string | null;
  categoryName: string | null;
  priceCents: number;
  originalPriceCents: number | null;
  discountPercent: number;
  active: boolean;
  /** Keys available for sale. */
  stock: number;
  /** The owner is mailed when the stock falls below this; 0 for never. */
  lowStockThreshold: number;
  /** Where the product comes from: `local`, `provider`, or an import source. */
  source: string;
  updatedAt: string;
}

export interface AdminProductPageView {
  items: AdminProductView[];
  page: number;
  pageSize: number;
  total: number;
}

/** The changes `PATCH /api/admin/products/{id}` takes; every field is optional, at least one is given. */
export interface AdminProductChange {
  priceCents?: number;
  discountPercent?: number;
  active?: boolean;
  categoryId?: string | null;
  lowStockThreshold?: number;
}
