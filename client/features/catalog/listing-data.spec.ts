import { describe, expect, it } from '@jest/globals';
import type { FacetsView, ProductPageView } from '#contracts/catalog.contract';
import type { ProductQuery } from '#contracts/catalog.constants';
import type { CatalogPageServices } from '#server/ssr/page-services';
import { DEFAULT_FILTERS, type FilterState } from './filter-state';
import { loadListing } from './listing-data';
import { newProductCard } from './test-products';

const facets: FacetsView = {
  categories: [
    { value: 'steam-keys', label: 'Steam Keys', count: 7 },
    { value: 'retro', label: 'Retro', count: 1 },
  ],
  platforms: [
    { value: 'Steam', label: 'Steam', count: 7 },
    { value: 'PC', label: 'PC', count: 3 },
  ],
  genres: [
    { value: 'Strategy', label: 'Strategy', count: 2 },
    { value: 'Action', label: 'Action', count: 5 },
  ],
};

/** A catalogue that answers from fixed data and records what it was asked. */
function fakeCatalog(page: Partial<ProductPageView> = {}, failure?: Error) {
  const calls: { listProducts: ProductQuery[]; facets: unknown[]; categories: number } = { listProducts: [], facets: [], categories: 0 };
  const answer = <T>(value: T) => (failure ? Promise.reject(failure) : Promise.resolve(value));
  const catalog: CatalogPageServices = {
    listProducts: (query) => {
      calls.listProducts.push(query);
      return answer({ items: [newProductCard()], total: 1, totalCapped: false, page: query.page, pages: 1, limit: query.limit, ...page });
    },
    facets: (query) => {
      calls.facets.push(query);
      return answer(facets);
    },
    categories: () => {
      calls.categories++;
      return answer([
        { id: 'c2', name: 'Xbox', slug: 'xbox', image: null, parentId: null },
        { id: 'c1', name: 'Steam Keys', slug: 'steam-keys', image: null, parentId: null },
      ]);
    },
    featured: () => answer([]),
    product: () => answer(null),
    currentSlug: () => answer(null),
    category: () => answer(null),
  };
  return { catalog, calls };
}

const newState = (overrides: Partial<FilterState> = {}): FilterState => ({ ...DEFAULT_FILTERS, ...overrides });

describe('loadListing', () => {
  it('loads a page of games with the options of each filter group', async () => {
    const { catalog, calls } = fakeCatalog();
    const sut = await loadListing(catalog, newState({ platform: 'Steam', genre: 'Puzzle' }));
    expect(calls.listProducts).toEqual([{ platform: 'Steam', genre: 'Puzzle', sort: 'name', page: 1, limit: 12 }]);
    expect(calls.facets).toEqual([{ platform: 'Steam', genre: 'Puzzle' }]);
    if (sut.kind !== 'listing') throw new Error('expected a listing');
    expect(sut.data.error).toBe(false);
    expect(sut.data.products).toHaveLength(1);
    // Every category of the store, with its count; one known only to the facets still shows.
    expect(sut.data.options.categories).toEqual([
      { value: 'retro', label: 'Retro', count: 1 },
      { value: 'steam-keys', label: 'Steam Keys', count: 7 },
      { value: 'xbox', label: 'Xbox', count: 0 },
    ]);
    // Every platform of the store, in the store's order.
    expect(sut.data.options.platforms).toEqual([
      { value: 'PC', label: 'PC', count: 3 },
      { value: 'Steam', label: 'Steam', count: 7 },
      { value: 'PlayStation', label: 'PlayStation', count: 0 },
      { value: 'Xbox', label: 'Xbox', count: 0 },
      { value: 'Nintendo', label: 'Nintendo', count: 0 },
    ]);
    // The chosen genre is not in the catalogue: it still shows, so it can be unchecked.
    expect(sut.data.options.genres).toEqual([
      { value: 'Action', label: 'Action', count: 5 },
      { value: 'Strategy', label: 'Strategy', count: 2 },
      { value: 'Puzzle', label: 'Puzzle', count: 0 },
    ]);
  });

  it('keeps a category page to its category and shows no category group', async () => {
    const { catalog, calls } = fakeCatalog();
    const sut = await loadListing(catalog, newState({ category: 'xbox' }), { category: 'steam-keys' });
    expect(calls.listProducts[0].category).toBe('steam-keys');
    expect(calls.categories).toBe(0);
    expect(sut.kind === 'listing' && sut.data.options.categories).toEqual([]);
  });

  it('sends a page past the end to the last page', async () => {
    const { catalog } = fakeCatalog({ items: [], total: 30, pages: 3 });
    expect(await loadListing(catalog, newState({ page: 9 }))).toEqual({ kind: 'beyond-last-page', lastPage: 3 });
  });

  it('shows an empty listing, not a redirect, when nothing matches', async () => {
    const { catalog } = fakeCatalog({ items: [], total: 0, pages: 0 });
    const sut = await loadListing(catalog, newState({ search: 'nothing', page: 2 }));
    expect(sut.kind === 'listing' && sut.data.total).toBe(0);
  });

  it('turns a catalogue failure into an error flag', async () => {
    const { catalog } = fakeCatalog({}, new Error('database down'));
    const original = console.error;
    console.error = () => undefined;
    try {
      const sut = await loadListing(catalog, DEFAULT_FILTERS);
      expect(sut).toEqual({
        kind: 'listing',
        data: { filters: DEFAULT_FILTERS, products: [], total: 0, totalCapped: false, pages: 0, options: { categories: [], platforms: [], genres: [] }, error: true },
      });
    } finally {
      console.error = original;
    }
  });
});
