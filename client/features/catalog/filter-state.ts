import { MAX_SEARCH_LENGTH, PLATFORMS, PRODUCT_SORTS, STORE_PAGE_SIZE, type ProductQuery, type ProductSort } from '#contracts/catalog.constants';

export { MAX_SEARCH_LENGTH };

/**
 * The store's filter state and its place in the URL query, as pure functions: the query is the one
 * source of truth, so a filtered page can be shared, reloaded, rendered by the server and reached
 * again with Back.
 */

export const PRICE_MIN = 0;
export const PRICE_MAX = 100;
export const PRICE_STEP = 5;
export const DEFAULT_SORT: ProductSort = 'name';
/** Longest category slug or genre accepted from the URL; anything longer is not a real value. */
const MAX_VALUE_LENGTH = 60;
/** The longest platform name the catalogue's API takes. */
const MAX_PLATFORM_LENGTH = 40;
/** Far beyond any real catalogue, so that a hand-typed page number cannot ask for an absurd offset. */
const MAX_PAGE = 10_000;

export type PriceRange = readonly [min: number, max: number];

export interface FilterState {
  category: string | null;
  platform: string | null;
  genre: string | null;
  /** In euros. The top of the slider means "and above": no upper bound is applied. */
  priceRange: PriceRange;
  sort: ProductSort;
  search: string;
  page: number;
}

export const DEFAULT_FILTERS: FilterState = {
  category: null,
  platform: null,
  genre: null,
  priceRange: [PRICE_MIN, PRICE_MAX],
  sort: DEFAULT_SORT,
  search: '',
  page: 1,
};

export const SORT_OPTIONS: readonly { value: ProductSort; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest' },
  { value: 'popularity', label: 'Most Popular' },
  { value: 'discount', label: 'Biggest Discount' },
];

type QueryInput = URLSearchParams | Readonly<Record<string, string | undefined>>;

/** Reads the filter state from a URL query; a missing or invalid value gives that filter's default. */
export function parseFilterState(query: QueryInput): FilterState {
  const get = (name: string): string | undefined => (query instanceof URLSearchParams ? (query.get(name) ?? undefined) : query[name]);
  const min = parsePrice(get('minPrice'));
  const max = parsePrice(get('maxPrice'));
  const bothValid = min !== null && max !== null;
  return {
    category: parseText(get('category')),
    platform: parsePlatform(get('platform')),
    genre: parseText(get('genre')),
    // A reversed pair is ignored as a whole rather than guessed at.
    priceRange: bothValid && min > max ? DEFAULT_FILTERS.priceRange : [min ?? PRICE_MIN, max ?? PRICE_MAX],
    sort: parseSort(get('sort')),
    // `q` is what the header's search sends.
    search: (get('search') ?? get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    page: parsePage(get('page')),
  };
}

/**
 * The URL query of a filter state, without the leading '?', in a fixed order and without default
 * values, so that equal states always give equal URLs.
 */
export function filterStateToQuery(state: FilterState): string {
  const params = new URLSearchParams();
  if (state.category) params.set('category', state.category);
  if (state.platform) params.set('platform', state.platform);
  if (state.genre) params.set('genre', state.genre);
  const [min, max] = state.priceRange;
  if (min !== PRICE_MIN) params.set('minPrice', String(min));
  if (max !== PRICE_MAX) params.set('maxPrice', String(max));
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.search) params.set('search', state.search);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** The address of a listing page (`/products`, `/category/…`) showing the given state. */
export function filtersHref(basePath: string, state: FilterState): string {
  const query = filterStateToQuery(state);
  return query ? `${basePath}?${query}` : basePath;
}

/** Changes some filters; any change of filter starts again from the first page. */
export function changeFilters(state: FilterState, change: Partial<Omit<FilterState, 'page'>>): FilterState {
  return { ...state, ...change, page: 1 };
}

export function goToPage(state: FilterState, page: number): FilterState {
  return { ...state, page };
}

/** One-choice checkbox groups: checking a value replaces the current one, checking it again clears it. */
export function toggleChoice(current: string | null, value: string): string | null {
  return current === value ? null : value;
}

/** Clear All: every filter back to its default. */
export function clearFilters(): FilterState {
  return DEFAULT_FILTERS;
}

/** How many filters differ from their defaults (sort and page are not filters). */
export function activeFilterCount(state: FilterState): number {
  const [min, max] = state.priceRange;
  return [state.category, state.platform, state.genre, state.search].filter(Boolean).length + (min !== PRICE_MIN || max !== PRICE_MAX ? 1 : 0);
}

/** Whether Clear All would change anything. */
export function isDefaultFilters(state: FilterState): boolean {
  return filterStateToQuery({ ...state, page: 1 }) === '';
}

/**
 * The catalogue query for a state. A listing fixed to one category (a category page) uses it
 * whatever the state says.
 */
export function toProductQuery(state: FilterState, fixedCategory?: string): ProductQuery {
  return { ...toFacetQuery(state, fixedCategory), sort: state.sort, page: state.page, limit: STORE_PAGE_SIZE };
}

/** The same filters without sorting and paging, for the facet counts. */
export function toFacetQuery(state: FilterState, fixedCategory?: string): Omit<ProductQuery, 'sort' | 'page' | 'limit'> {
  const [min, max] = state.priceRange;
  const query: Omit<ProductQuery, 'sort' | 'page' | 'limit'> = {};
  const category = fixedCategory ?? state.category;
  if (category) query.category = category;
  if (state.platform) query.platform = state.platform;
  if (state.genre) query.genre = state.genre;
  if (min > PRICE_MIN) query.minPrice = min;
  if (max < PRICE_MAX) query.maxPrice = max;
  if (state.search) query.search = state.search;
  return query;
}

/** Snaps a price to the slider's steps and range. */
export function snapPrice(value: number): number {
  const snapped = Math.round(value / PRICE_STEP) * PRICE_STEP;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, snapped));
}

function parseText(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value || value.length > MAX_VALUE_LENGTH || /[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/**
 * A platform the store knows, spelled as the catalogue spells it; any other plain name as typed, since
 * the catalogue may sell platforms beyond the usual ones (the footer links to every one it sells).
 */
function parsePlatform(raw: string | undefined): string | null {
  const value = raw?.trim().toLowerCase();
  const known = PLATFORMS.find((platform) => platform.toLowerCase() === value);
  if (known) return known;
  const text = parseText(raw);
  return text && text.length <= MAX_PLATFORM_LENGTH ? text : null;
}

function parseSort(raw: string | undefined): ProductSort {
  return PRODUCT_SORTS.find((sort) => sort === raw) ?? DEFAULT_SORT;
}

function parsePrice(raw: string | undefined): number | null {
  if (raw === undefined || !/^\s*\d+(\.\d+)?\s*$/.test(raw)) return null;
  const value = Number(raw);
  if (value < PRICE_MIN || value > PRICE_MAX) return null;
  return snapPrice(value);
}

function parsePage(raw: string | undefined): number {
  if (raw === undefined || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}
