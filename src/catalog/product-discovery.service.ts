import { Injectable } from '@nestjs/common';
import type { ProductCardView, SuggestionsView } from '#contracts/catalog.contract';
import { type HomeShelves, BEST_SELLER_DAYS, HOME_SHELF_SIZE, MIN_SUGGESTION_LENGTH, RECENTLY_VIEWED_MAX, SUGGESTED_CATEGORIES, SUGGESTED_GAMES } from '#contracts/catalog.constants';
import { CatalogCacheService, PRODUCT_LIST_POLICY } from './catalog-cache.service.js';
import { CatalogService } from './catalog.service.js';
import { ProductShelvesRepository } from './product-shelves.repository.js';
import { ProductSuggestionsRepository } from './product-suggestions.repository.js';

/** Whether a platform answers a query: a word of the query starts the platform's name ('play' finds PlayStation). */
export function platformMatches(platform: string, query: string): boolean {
  const name = platform.toLowerCase();
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.some((word) => word.length >= 2 && name.startsWith(word));
}

/** How shoppers find games besides the listing: suggestions as they type, the home page's rows, what they viewed. Cached like the catalogue. */
@Injectable()
export class ProductDiscoveryService {
  constructor(
    private readonly suggestionsRepository: ProductSuggestionsRepository,
    private readonly shelves: ProductShelvesRepository,
    private readonly catalog: CatalogService,
    private readonly cache: CatalogCacheService,
  ) {}

  /** What the header's search suggests for a query (trimmed, at most MAX_SEARCH_LENGTH characters). */
  suggestions(query: string): Promise<SuggestionsView> {
    const text = query.trim();
    // One character would match nearly every game: nothing worth suggesting, and the costliest query.
    if (text.length < MIN_SUGGESTION_LENGTH) return Promise.resolve({ query: text, games: [], categories: [], platforms: [] });
    return this.cache.get('products', `suggestions?q=${encodeURIComponent(text.toLowerCase())}`, PRODUCT_LIST_POLICY, async () => {
      const { games, categories, platforms } = await this.suggestionsRepository.candidates(text, SUGGESTED_GAMES, SUGGESTED_CATEGORIES);
      return { query: text, games, categories, platforms: platforms.filter((platform) => platformMatches(platform, text)) } satisfies SuggestionsView;
    });
  }

  /** Every platform the store sells a game for, in name order. */
  platforms(): Promise<string[]> {
    return this.cache.get('products', 'platforms', PRODUCT_LIST_POLICY, () => this.shelves.platforms());
  }

  async homeShelves(): Promise<HomeShelves> {
    const [deals, newReleases, bestSellers, preOrders] = await Promise.all([
      this.catalog.listProducts({ discounted: true, sort: 'discount', page: 1, limit: HOME_SHELF_SIZE }).then((page) => page.items),
      this.cache.get('products', 'shelf/new-releases', PRODUCT_LIST_POLICY, () => this.shelves.newReleases(HOME_SHELF_SIZE)),
      this.bestSellers(),
      this.cache.get('products', 'shelf/pre-orders', PRODUCT_LIST_POLICY, () => this.shelves.preOrders(HOME_SHELF_SIZE)),
    ]);
    return { deals, newReleases, bestSellers, preOrders };
  }

  /** The games that sold the most units in paid orders lately; a sale moves it within the cache's freshness. */
  bestSellers(limit = HOME_SHELF_SIZE): Promise<ProductCardView[]> {
    return this.cache.get('products', `shelf/best-sellers?limit=${limit}`, PRODUCT_LIST_POLICY, () => this.shelves.bestSellers(limit, BEST_SELLER_DAYS));
  }

  /** Current cards of these products (at most RECENTLY_VIEWED_MAX), in the order given; unknown ones are left out. */
  lookup(slugs: readonly string[]): Promise<ProductCardView[]> {
    const wanted = [...new Set(slugs.map((slug) => slug.toLowerCase()))].slice(0, RECENTLY_VIEWED_MAX);
    if (!wanted.length) return Promise.resolve([]);
    return this.cache.get('products', `lookup?slugs=${wanted.join(',')}`, PRODUCT_LIST_POLICY, () => this.shelves.bySlugs(wanted));
  }
}
