/**
 * What the catalogue answers, to the API and to the pages alike. Plain data only (the client
 * imports these types). Money is integer euro cents.
 */

export const PRODUCT_SORTS = ['name', 'price_asc', 'price_desc', 'newest', 'popularity', 'discount'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PLATFORMS = ['PC', 'Steam', 'PlayStation', 'Xbox', 'Nintendo'] as const;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const STORE_PAGE_SIZE = 12;
export const DEFAULT_FEATURED_COUNT = 8;

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

export interface CategoryRef {
  slug: string;
  name: string;
}

export interface ProductCardView {
  id: string;
  slug: string;
  name: string;
  priceCents: number;
  originalPriceCents: number | null;
  discountPercent: number;
  image: string | null;
  platform: string;
  region: string;
  rating: number | null;
  genres: string[];
  category: CategoryRef | null;
  stock: number;
}

export interface ProductDetailView extends ProductCardView {
  images: string[];
  description: string;
  releaseDate: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ProductPageView {
  items: ProductCardView[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

export interface CategoryView {
  id: string;
  name: string;
  slug: string;
  image: string | null;
  parentId: string | null;
}

export interface FacetCount {
  value: string;
  label: string;
  count: number;
}

/** How many active products each filter choice would show, given the other filters. */
export interface FacetsView {
  categories: FacetCount[];
  platforms: FacetCount[];
  genres: FacetCount[];
}
