import type { ActivationPlatform } from './activation-platform.constants.js';
import type { DeliveryKind } from './delivery-kind.constants.js';

/**
 * The catalogue's rules shared with the pages at run time: no decorators here, so the client bundle
 * can import it without pulling in Swagger. Money is integer euro cents.
 */

export const PRODUCT_SORTS = ['name', 'price_asc', 'price_desc', 'newest', 'popularity', 'discount'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PLATFORMS = ['PC', 'Steam', 'PlayStation', 'Xbox', 'Nintendo'] as const;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const STORE_PAGE_SIZE = 12;
export const DEFAULT_FEATURED_COUNT = 8;

export const ADMIN_PRODUCTS_PAGE_SIZE = 25;
/** The highest price an admin may set: €100,000.00. */
export const MAX_PRICE_CENTS = 10_000_000;

/** A product listing request; prices are whole or decimal euros as the shopper sees them. */
export interface ProductQuery {
  category?: string;
  platform?: string;
  genre?: string;
  minPrice?: number;
  maxPrice?: number;
  search?: string;
  sort: ProductSort;
  page: number;
  limit: number;
}

/** The changes `PATCH /api/admin/products/{id}` takes; every field is optional, at least one is given. */
export interface AdminProductChange {
  priceCents?: number;
  discountPercent?: number;
  active?: boolean;
  categoryId?: string | null;
  lowStockThreshold?: number;
  deliveryKind?: DeliveryKind;
  activationPlatform?: ActivationPlatform | null;
}
