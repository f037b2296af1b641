import type {
  CategoryView,
  FacetsView,
  ProductCardView,
  ProductDetailView,
  ProductPageView,
  ProductQuery,
} from '../catalog/catalog.views.js';

/**
 * The narrow, read-only facade of Nest services that `+data` hooks call during server rendering
 * (`pageContext.services`). Types only: the client imports this file for its types.
 */
export interface CatalogPageServices {
  listProducts(query: ProductQuery): Promise<ProductPageView>;
  facets(query: Omit<ProductQuery, 'sort' | 'page' | 'limit'>): Promise<FacetsView>;
  featured(limit?: number): Promise<ProductCardView[]>;
  /** By slug or id; null when there is no such active product. */
  product(slugOrId: string): Promise<ProductDetailView | null>;
  categories(): Promise<CategoryView[]>;
  /** Null when there is no such category. */
  category(slug: string): Promise<CategoryView | null>;
}

export interface PageServices {
  catalog: CatalogPageServices;
}
