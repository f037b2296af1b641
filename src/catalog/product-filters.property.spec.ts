import fc from 'fast-check';
import { buildProductFilter, ProductFilters } from './product-filters.js';
import { toPrefixTsQuery } from './product-search.js';

/** Anything a query string may carry, hostile text included. */
const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom("' OR 1=1 --", "'; DROP TABLE products; --", '<script>alert(1)</script>', '\u202Eevil', 'a\u200Bb', '🎮🕹️', '$1', '\\', ':*', '!&|()<->', ''),
);
const number = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(1e308, -0, 2 ** 53 + 1, Number.NaN, Infinity));

const filters = fc.record<ProductFilters>(
  { category: text, platform: text, genre: text, search: text, minPrice: number, maxPrice: number },
  { requiredKeys: [] },
);

// Every clause the filter may write; values only ever appear as $n placeholders.
const CLAUSES = [
  /^p\.active$/,
  /^p\.category_id IN \(SELECT id FROM categories WHERE slug = \$\d+ OR parent_id = \(SELECT id FROM categories WHERE slug = \$\d+\)\)$/,
  /^lower\(p\.platform\) = \$\d+$/,
  /^p\.genres @> ARRAY\[\$\d+\]::text\[\]$/,
  /^p\.price_cents [<>]= \$\d+$/,
  // The search clause exactly as written for a plain word, whatever its placeholders' numbers.
  new RegExp(`^${buildProductFilter({ search: 'word' }).where.replace('p.active AND ', '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\$\d+/g, '\\$\\d+')}$`),
  /^false$/,
];

// The query DTO's own parsing of hostile values is driven through the API in test/api/hostile-input.spec.ts.
describe('product filters (properties)', () => {
  it('a search becomes only letters and digits with prefix marks, never a to_tsquery operator', () => {
    fc.assert(
      fc.property(text, (search) => {
        const query = toPrefixTsQuery(search);
        if (query !== null) expect(query).toMatch(/^[\p{L}\p{N}]+:\*( & [\p{L}\p{N}]+:\*){0,7}$/u);
      }),
    );
  });

  it('never throws, and writes values only as parameters, numbered in order', () => {
    fc.assert(
      fc.property(filters, fc.constantFrom(undefined, 'category', 'platform', 'genre' as const), (given, except) => {
        const { where, params } = buildProductFilter(given, except);
        for (const clause of where.split(' AND ')) expect(CLAUSES.some((pattern) => pattern.test(clause))).toBe(true);
        const numbers = [...where.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]));
        expect(new Set(numbers)).toEqual(new Set(params.map((_, index) => index + 1)));
      }),
    );
  });
});
