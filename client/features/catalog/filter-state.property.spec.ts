import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { PLATFORMS, PRODUCT_SORTS } from '#contracts/catalog.constants';
import { buildProductFilter } from '#server/catalog/product-filters';
import { filterStateToQuery, parseFilterState, PRICE_MAX, PRICE_MIN, toFacetQuery, toProductQuery } from './filter-state';

const NAMES = ['category', 'platform', 'genre', 'minPrice', 'maxPrice', 'sort', 'search', 'page'];

/** What a shared or hand-typed address may hold, hostile values included. */
const value = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.double().map(String),
  fc.integer().map(String),
  fc.constantFrom("' OR 1=1 --", '<script>alert(1)</script>', '\u202Eevil', 'a\u200Bb', '1e308', '9007199254740993', '-5', '0.5', ' 50 ', 'NaN', 'Infinity', 'pc', 'STEAM'),
);
const query = fc.dictionary(fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 6 })), value, { maxKeys: 8 });
const rawQueryString = fc.string({ maxLength: 200 });

describe('store filter state from the URL (properties)', () => {
  it('never throws, and every filter is a value the catalogue accepts or its default', () => {
    fc.assert(
      fc.property(fc.oneof(query, rawQueryString.map((text) => new URLSearchParams(text))), (input) => {
        const state = parseFilterState(input);
        expect(PRODUCT_SORTS).toContain(state.sort);
        if (state.platform !== null && !(PLATFORMS as readonly string[]).includes(state.platform)) {
          expect(state.platform.length).toBeLessThanOrEqual(40);
          expect(state.platform).not.toMatch(/[\u0000-\u001f\u007f]/);
        }
        expect(Number.isInteger(state.page)).toBe(true);
        expect(state.page).toBeGreaterThanOrEqual(1);
        expect(state.page).toBeLessThanOrEqual(10_000);
        const [min, max] = state.priceRange;
        expect(PRICE_MIN <= min && min <= max && max <= PRICE_MAX).toBe(true);
        expect(state.search.length).toBeLessThanOrEqual(100);
        for (const text of [state.category, state.genre]) if (text !== null) expect(text).not.toMatch(/[\u0000-\u001f\u007f]/);
      }),
    );
  });

  it('the URL it writes reads back as the same state', () => {
    fc.assert(
      fc.property(query, (input) => {
        const state = parseFilterState(input);
        // A search cut at 100 characters may end in a blank, which the next reading trims.
        expect(parseFilterState(new URLSearchParams(filterStateToQuery(state)))).toEqual({ ...state, search: state.search.trim() });
      }),
    );
  });

  it('turns into a catalogue query and SQL filter without throwing, for the store and a category page', () => {
    fc.assert(
      fc.property(query, fc.option(fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/), { nil: undefined }), (input, fixedCategory) => {
        const state = parseFilterState(input);
        const productQuery = toProductQuery(state, fixedCategory);
        expect(productQuery.limit).toBeGreaterThanOrEqual(1);
        if (fixedCategory) expect(productQuery.category).toBe(fixedCategory);
        expect(() => buildProductFilter(toFacetQuery(state, fixedCategory))).not.toThrow();
      }),
    );
  });
});
