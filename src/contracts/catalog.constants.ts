import type { ActivationPlatform } from './activation-platform.constants.js';
import type { DeliveryKind } from './delivery-kind.constants.js';
import type { ProductCardView } from './catalog.contract.js';

/**
 * The catalogue's rules shared with the pages at run time: no decorators here, so the client bundle
 * can import it without pulling in Swagger. Money is integer euro cents.
 */

export const PRODUCT_SORTS = ['name', 'price_asc', 'price_desc', 'newest', 'popularity', 'discount'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PLATFORMS = ['PC', 'Steam', 'PlayStation', 'Xbox', 'Nintendo'] as const;

/**
 * Pages show stock up to this many keys: 'Only 3 left' below the low-stock mark, and a quantity of at
 * most this many. More than that is not shown, so a sale that leaves ten or more keys changes no page.
 */
export const STOCK_SHOWN_UP_TO = 10;

/**
 * A listing filtered by a search or a price range counts its matches up to this many (more are shown
 * as "10,000+"), and any listing can be paged through this many games: deeper pages are refused, so no
 * request reads more rows than this however large the catalogue grows.
 */
export const COUNTED_UP_TO = 10_000;

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
  /** Only games on sale (a discount above zero). */
  discounted?: boolean;
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

/** The header's suggestions: at most this many games and categories for one query. */
export const SUGGESTED_GAMES = 6;
export const SUGGESTED_CATEGORIES = 4;
/** Suggestions start from this many characters. */
export const MIN_SUGGESTION_LENGTH = 2;
/** The longest search the store takes, in the listing and in the suggestions alike. */
export const MAX_SEARCH_LENGTH = 100;

/** How many games the browser remembers as recently viewed, and so the most one lookup returns. */
export const RECENTLY_VIEWED_MAX = 12;
/** The home page's rows (deals, new releases, best sellers, pre-orders): games in each. */
export const HOME_SHELF_SIZE = 4;
/** The home page's rows: each a few cards, empty when the store has none of that kind. */
export interface HomeShelves {
  deals: ProductCardView[];
  newReleases: ProductCardView[];
  bestSellers: ProductCardView[];
  preOrders: ProductCardView[];
}

/** Best sellers count the units of paid orders over this many days. */
export const BEST_SELLER_DAYS = 30;
