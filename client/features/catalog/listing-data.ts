import { PLATFORMS } from '#contracts/catalog.constants';
import type { CategoryView, FacetCount, FacetsView, ProductCardView } from '#contracts/catalog.contract';
import type { CatalogPageServices } from '#server/ssr/page-services';
import { toFacetQuery, toProductQuery, type FilterState } from './filter-state';

export interface FilterOption {
  value: string;
  label: string;
  /** Null when not counted: a search or price range that matches more than 10,000 games. */
  count: number | null;
}

/** What a listing page (the store, a category) needs to render: plain, serialisable data. */
export interface ListingData {
  filters: FilterState;
  products: ProductCardView[];
  total: number;
  /** More games match than `total` says (a search or price range counts up to 10,000). */
  totalCapped: boolean;
  pages: number;
  /** Options of each filter group with the number of games each would show; no category group on a category page. */
  options: { categories: FilterOption[]; platforms: FilterOption[]; genres: FilterOption[] };
  /** The catalogue could not be read: the page says so instead of failing. */
  error: boolean;
}

/** What a listing is fixed to whatever its filters say: one category (a category page), or the games on sale (the deals). */
export interface ListingScope {
  category?: string;
  /** Only discounted games, the largest discount first. */
  deals?: boolean;
}

export type ListingResult = { kind: 'listing'; data: ListingData } | { kind: 'beyond-last-page'; lastPage: number };

/**
 * Loads one page of a listing with its filter options. A catalogue failure gives an error flag
 * rather than an exception, and a page number past the end asks the caller to go to the last page.
 */
export async function loadListing(catalog: CatalogPageServices, filters: FilterState, scope: ListingScope = {}): Promise<ListingResult> {
  const fixedCategory = scope.category;
  const deals = scope.deals ? ({ discounted: true, sort: 'discount' } as const) : {};
  try {
    const [page, facets, categories] = await Promise.all([
      catalog.listProducts({ ...toProductQuery(filters, fixedCategory), ...deals }),
      catalog.facets({ ...toFacetQuery(filters, fixedCategory), discounted: scope.deals }),
      fixedCategory ? Promise.resolve([]) : catalog.categories(),
    ]);
    if (page.items.length === 0 && page.pages > 0 && filters.page > page.pages) return { kind: 'beyond-last-page', lastPage: page.pages };
    return {
      kind: 'listing',
      data: {
        filters,
        products: page.items,
        total: page.total,
        totalCapped: page.totalCapped,
        pages: page.pages,
        options: filterOptions(facets, categories, filters, Boolean(fixedCategory)),
        error: false,
      },
    };
  } catch (error) {
    console.error('Catalogue listing failed:', error);
    return {
      kind: 'listing',
      data: { filters, products: [], total: 0, totalCapped: false, pages: 0, options: { categories: [], platforms: [], genres: [] }, error: true },
    };
  }
}

/**
 * The options of each group. Categories and platforms are all the store's, with their counts, so
 * that the lists do not jump about as filters change; genres are those the matching games have.
 * A value chosen in the URL that the catalogue does not know still shows, checked, so it can be cleared.
 */
export function filterOptions(facets: FacetsView, categories: readonly CategoryView[], filters: FilterState, categoryFixed: boolean): ListingData['options'] {
  const categoryCounts = new Map(facets.categories.map((facet) => [facet.value, facet.count]));
  // Values missing from a facet that was not counted may still match: they show no count, not 0.
  const absent = (facet: FacetCount[]) => (facet.some((entry) => entry.count === null) ? null : 0);
  const categoryOptions: FilterOption[] = categoryFixed
    ? []
    : withChosen(
        [
          ...categories.map((category) => ({ value: category.slug, label: category.name, count: categoryCounts.get(category.slug) ?? absent(facets.categories) })),
          ...facets.categories.filter((facet) => !categories.some((category) => category.slug === facet.value)),
        ].sort(byLabel),
        filters.category,
      );
  return {
    categories: categoryOptions,
    platforms: withChosen(
      [
        ...PLATFORMS.map((platform) => facets.platforms.find((facet) => facet.value === platform) ?? { value: platform, label: platform, count: absent(facets.platforms) }),
        ...facets.platforms.filter((facet) => !(PLATFORMS as readonly string[]).includes(facet.value)),
      ].map(toOption),
      filters.platform,
    ),
    genres: withChosen(facets.genres.map(toOption).sort(byLabel), filters.genre),
  };
}

function toOption(facet: FacetCount): FilterOption {
  return { value: facet.value, label: facet.label, count: facet.count };
}

function withChosen(options: FilterOption[], chosen: string | null): FilterOption[] {
  if (!chosen || options.some((option) => option.value === chosen)) return options;
  return [...options, { value: chosen, label: chosen, count: 0 }];
}

function byLabel(a: FilterOption, b: FilterOption): number {
  return a.label.localeCompare(b.label, 'en');
}
