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

/** Bounds of what an admin writes about a product; the DTOs, the form and the database agree on them. */
export const PRODUCT_LIMITS = {
  name: 200,
  slug: 120,
  description: 20_000,
  platform: 40,
  region: 60,
  genre: 40,
  genres: 8,
  images: 10,
  developer: 200,
  publisher: 200,
  ageRating: 60,
  systemRequirements: 4000,
} as const;

/** A slug: lower-case letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Products one bulk publish may name. */
export const MAX_BULK_PUBLISH = 100;

/** What the admin list shows: every product, drafts (never published), live ones, or hidden ones (unpublished after going live). */
export const ADMIN_PRODUCT_STATES = ['all', 'draft', 'live', 'hidden'] as const;
export type AdminProductState = (typeof ADMIN_PRODUCT_STATES)[number];

/** The widths an uploaded image is served at (`/images/{id}?w=`); no other, so nobody can make the server resize to any size. */
export const IMAGE_WIDTHS = [160, 320, 640, 1280] as const;
export const DEFAULT_IMAGE_WIDTH = 640;
/** The largest image file an admin may upload: 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Image types an upload may hold, recognised by their bytes. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The address of an uploaded image (`/images/{id}`), as products store it. */
export const UPLOADED_IMAGE_PATTERN = /^\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The fields a product's page and form share, as `POST /api/admin/products` takes them. */
export interface AdminProductFields {
  name: string;
  slug?: string;
  description?: string;
  platform: string;
  region?: string;
  genres?: string[];
  releaseDate?: string | null;
  developer?: string | null;
  publisher?: string | null;
  ageRating?: string | null;
  systemRequirements?: string | null;
  categoryId?: string | null;
  priceCents: number;
  discountPercent?: number;
  deliveryKind?: DeliveryKind;
  activationPlatform?: ActivationPlatform | null;
  lowStockThreshold?: number;
}

/** The changes `PATCH /api/admin/products/{id}` takes: any of a product's fields, at least one. */
export interface AdminProductChange extends Partial<AdminProductFields> {
  /** The product's images in order, the cover first: those it has, reordered or fewer. */
  images?: string[];
  active?: boolean;
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

/**
 * A demo game's drawn cover (an SVG at /media/covers/{slug}.svg) as a JPEG picture, for share previews,
 * which do not show vector images; null for any other image.
 */
export function coverPicturePath(image: string): string | null {
  const match = /^\/media\/covers\/([^/?]+)\.svg(\?|$)/.exec(image);
  return match ? `/media/cover-pictures/${match[1]}.jpg` : null;
}
