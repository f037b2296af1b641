import { describe, expect, it } from '@jest/globals';
import {
  activeFilterCount,
  changeFilters,
  DEFAULT_FILTERS,
  filterStateToQuery,
  filtersHref,
  goToPage,
  isDefaultFilters,
  parseFilterState,
  toFacetQuery,
  toggleChoice,
  toProductQuery,
  type FilterState,
} from './filter-state';

const newState = (overrides: Partial<FilterState> = {}): FilterState => ({ ...DEFAULT_FILTERS, ...overrides });

describe('parseFilterState', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseFilterState({})).toEqual(DEFAULT_FILTERS);
    expect(parseFilterState(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
  });

  it('reads every filter', () => {
    const query = new URLSearchParams('category=steam-keys&platform=Steam&genre=Action&minPrice=10&maxPrice=45&sort=price_desc&search=%20halo%20&page=3');
    expect(parseFilterState(query)).toEqual({
      category: 'steam-keys',
      platform: 'Steam',
      genre: 'Action',
      priceRange: [10, 45],
      sort: 'price_desc',
      search: 'halo',
      page: 3,
    });
  });

  it('matches a platform whatever its case and spells it as the catalogue does', () => {
    expect(parseFilterState({ platform: 'playstation' }).platform).toBe('PlayStation');
    // A platform the catalogue may sell beyond the usual ones is kept as typed; a control character or an overlong name is not.
    expect(parseFilterState({ platform: 'Amiga' }).platform).toBe('Amiga');
    expect(parseFilterState({ platform: 'Am\u0000iga' }).platform).toBeNull();
    expect(parseFilterState({ platform: 'x'.repeat(41) }).platform).toBeNull();
  });

  it('ignores invalid values and keeps the valid ones', () => {
    const state = parseFilterState({
      category: '   ',
      genre: 'x'.repeat(200),
      minPrice: 'cheap',
      maxPrice: '-5',
      sort: 'random',
      search: 'zelda',
      page: '0',
    });
    expect(state).toEqual(newState({ search: 'zelda' }));
    expect(parseFilterState({ page: '2.5' }).page).toBe(1);
    expect(parseFilterState({ page: '-1' }).page).toBe(1);
    expect(parseFilterState({ page: '99999999999' }).page).toBe(1);
    expect(parseFilterState({ sort: 'toString' }).sort).toBe('name');
    expect(parseFilterState({ genre: 'a\u0000b' }).genre).toBeNull();
  });

  it('keeps prices within the slider and on its steps, and drops a reversed range', () => {
    expect(parseFilterState({ minPrice: '150' }).priceRange).toEqual([0, 100]);
    expect(parseFilterState({ minPrice: '12', maxPrice: '58' }).priceRange).toEqual([10, 60]);
    expect(parseFilterState({ minPrice: '7.5' }).priceRange).toEqual([10, 100]);
    expect(parseFilterState({ minPrice: '60', maxPrice: '20' }).priceRange).toEqual([0, 100]);
    expect(parseFilterState({ minPrice: '1e2' }).priceRange).toEqual([0, 100]);
  });

  it('cuts an overlong search', () => {
    expect(parseFilterState({ search: 'a'.repeat(300) }).search).toHaveLength(100);
  });
});

describe('filterStateToQuery', () => {
  it('leaves out every default value', () => {
    expect(filterStateToQuery(DEFAULT_FILTERS)).toBe('');
    expect(filtersHref('/products', DEFAULT_FILTERS)).toBe('/products');
  });

  it('writes the filters in a fixed order', () => {
    const state = newState({ page: 2, search: 'half life', sort: 'newest', priceRange: [5, 100], genre: 'RPG', platform: 'PC', category: 'pc-games' });
    expect(filterStateToQuery(state)).toBe('category=pc-games&platform=PC&genre=RPG&minPrice=5&sort=newest&search=half+life&page=2');
    expect(filtersHref('/category/xbox', newState({ priceRange: [0, 50] }))).toBe('/category/xbox?maxPrice=50');
  });

  it('reads back what it wrote', () => {
    const state = newState({ category: 'xbox', platform: 'Xbox', genre: 'Sports & Racing', priceRange: [20, 80], sort: 'discount', search: 'fifa & co', page: 4 });
    expect(parseFilterState(new URLSearchParams(filterStateToQuery(state)))).toEqual(state);
  });
});

describe('changing filters', () => {
  it('goes back to the first page on any change of filter', () => {
    const onPage3 = newState({ page: 3 });
    expect(changeFilters(onPage3, { platform: 'PC' })).toEqual(newState({ platform: 'PC' }));
    expect(changeFilters(onPage3, { sort: 'price_asc' }).page).toBe(1);
    expect(changeFilters(onPage3, { search: 'doom' }).page).toBe(1);
    expect(changeFilters(onPage3, { priceRange: [10, 20] }).page).toBe(1);
    expect(goToPage(newState({ platform: 'PC' }), 2)).toEqual(newState({ platform: 'PC', page: 2 }));
  });

  it('keeps one choice per group: another replaces it, the same one clears it', () => {
    expect(toggleChoice(null, 'Steam')).toBe('Steam');
    expect(toggleChoice('Steam', 'PC')).toBe('PC');
    expect(toggleChoice('PC', 'PC')).toBeNull();
  });

  it('counts the active filters and knows the default state', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(isDefaultFilters(DEFAULT_FILTERS)).toBe(true);
    expect(isDefaultFilters(newState({ page: 5 }))).toBe(true);
    expect(isDefaultFilters(newState({ sort: 'newest' }))).toBe(false);
    expect(activeFilterCount(newState({ sort: 'newest' }))).toBe(0);
    expect(activeFilterCount(newState({ platform: 'PC', genre: 'RPG', search: 'x', priceRange: [0, 95] }))).toBe(4);
  });
});

describe('catalogue queries', () => {
  it('asks for 12 games of the chosen page with only the filters that are set', () => {
    expect(toProductQuery(DEFAULT_FILTERS)).toEqual({ sort: 'name', page: 1, limit: 12 });
    expect(toProductQuery(newState({ platform: 'Steam', priceRange: [10, 100], search: 'doom', page: 2, sort: 'popularity' }))).toEqual({
      platform: 'Steam',
      minPrice: 10,
      search: 'doom',
      sort: 'popularity',
      page: 2,
      limit: 12,
    });
  });

  it('applies no upper bound at the top of the slider', () => {
    expect(toFacetQuery(newState({ priceRange: [0, 100] }))).toEqual({});
    expect(toFacetQuery(newState({ priceRange: [0, 60] }))).toEqual({ maxPrice: 60 });
  });

  it('uses the fixed category of a category page whatever the state says', () => {
    expect(toFacetQuery(newState({ category: 'xbox' }), 'steam-keys')).toEqual({ category: 'steam-keys' });
    expect(toProductQuery(DEFAULT_FILTERS, 'steam-keys').category).toBe('steam-keys');
  });
});
