import { Injectable } from '@nestjs/common';
import { CatalogCacheService, CATEGORY_POLICY, PRODUCT_LIST_POLICY } from './catalog-cache.service.js';
import type { CategoryView, FacetsView, ProductCardView, ProductDetailView, ProductPageView } from '#contracts/catalog.contract';
import type { ProductQuery } from '#contracts/catalog.constants';
import { COUNTED_UP_TO, DEFAULT_FEATURED_COUNT } from '#contracts/catalog.constants';
import { CategoriesRepository } from './categories.repository.js';
import type { Queryable } from '../database/queryable.js';
import type { PricedProduct } from './priced-product.js';
import type { ProductFilters } from './product-filters.js';
import { ProductsRepository } from './products.repository.js';
import type { SitemapProduct, SitemapSection } from './sitemap-products.js';
import { SlugRedirectsRepository } from './slug-redirects.repository.js';

/** A stable cache key for a query: its fields in a fixed order, undefined ones left out. */
function keyOf(kind: string, values: object): string {
  const parts = Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value).toLowerCase())}`);
  return `${kind}?${parts.join('&')}`;
}

/** What shoppers read of the catalogue, cached; the API and the pages both read through here. */
@Injectable()
export class CatalogService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly categoriesRepository: CategoriesRepository,
    private readonly cache: CatalogCacheService,
    private readonly redirects: SlugRedirectsRepository,
  ) {}

  /** One page of products as JSON text, ready to send. */
  listProductsJson(query: ProductQuery): Promise<string> {
    return this.cache.json('products', keyOf('list', query), PRODUCT_LIST_POLICY, async () => {
      const { items, total, totalCapped } = await this.products.page(query);
      const pages = Math.min(Math.ceil(total / query.limit), Math.ceil(COUNTED_UP_TO / query.limit));
      return { items, total, totalCapped, page: query.page, pages, limit: query.limit } satisfies ProductPageView;
    });
  }

  async listProducts(query: ProductQuery): Promise<ProductPageView> {
    return JSON.parse(await this.listProductsJson(query)) as ProductPageView;
  }

  facets(filters: ProductFilters): Promise<FacetsView> {
    const { category, platform, genre, minPrice, maxPrice, search, discounted } = filters;
    const key = keyOf('facets', { category, platform, genre, minPrice, maxPrice, search, discounted });
    return this.cache.get('products', key, PRODUCT_LIST_POLICY, () => this.products.facets(filters));
  }

  featured(limit = DEFAULT_FEATURED_COUNT): Promise<ProductCardView[]> {
    return this.cache.get('products', `featured?limit=${limit}`, PRODUCT_LIST_POLICY, () => this.products.featured(limit));
  }

  product(slugOrId: string): Promise<ProductDetailView | null> {
    return this.cache.get('products', `product/${slugOrId.toLowerCase()}`, PRODUCT_LIST_POLICY, () => this.products.findBySlugOrId(slugOrId));
  }

  /** Where an old slug of a renamed product leads now (its current slug), or null; cached like the product itself. */
  async currentSlug(oldSlug: string): Promise<string | null> {
    if (oldSlug.length > 200) return null;
    return this.cache.get('products', `redirect/${oldSlug.toLowerCase()}`, PRODUCT_LIST_POLICY, () => this.redirects.currentSlug(oldSlug));
  }

  /** Authoritative prices and stock for a cart, straight from Postgres (inside the caller's transaction when given). */
  priced(productIds: string[], db?: Queryable): Promise<PricedProduct[]> {
    return this.products.priced(productIds, db);
  }

  /** Where each sitemap file of `perSection` products starts, cached like the listings so that the index and its files agree. */
  sitemapSections(perSection: number): Promise<SitemapSection[]> {
    return this.cache.get('products', `sitemap-sections?per=${perSection}`, PRODUCT_LIST_POLICY, () => this.products.sitemapSections(perSection));
  }

  /** The products of one sitemap file: from its first slug to the next file's, at most `limit`. */
  sitemapProducts(fromSlug: string, beforeSlug: string | null, limit: number): Promise<SitemapProduct[]> {
    return this.products.sitemapProducts(fromSlug, beforeSlug, limit);
  }

  categories(): Promise<CategoryView[]> {
    return this.cache.get('categories', 'all', CATEGORY_POLICY, () => this.categoriesRepository.all());
  }

  async category(slug: string): Promise<CategoryView | null> {
    return (await this.categories()).find((category) => category.slug === slug) ?? null;
  }
}
