import { buildProductFilter } from './product-filters.js';
import { toPrefixTsQuery } from './product-search.js';

describe('product filters', () => {
  it('turns a search into prefix terms and drops punctuation', () => {
    expect(toPrefixTsQuery('The Witcher 3: Wild')).toBe('the:* & witcher:* & 3:* & wild:*');
    expect(toPrefixTsQuery("baldur's")).toBe('baldur:* & s:*');
    expect(toPrefixTsQuery('!!!')).toBeNull();
  });

  it('passes every value as a parameter, never inside the SQL', () => {
    const { where, params } = buildProductFilter({ platform: "PC'; DROP TABLE products;--", genre: 'RPG', minPrice: 10.5, maxPrice: 60 });
    expect(where).not.toContain('DROP');
    expect(params).toEqual(["pc'; drop table products;--", 'RPG', 1050, 6000]);
  });

  it('leaves one dimension out for its facet counts', () => {
    const all = buildProductFilter({ category: 'xbox', platform: 'Xbox', genre: 'RPG' });
    const forPlatforms = buildProductFilter({ category: 'xbox', platform: 'Xbox', genre: 'RPG' }, 'platform');
    expect(all.params).toEqual(['xbox', 'xbox', 'RPG']);
    expect(forPlatforms.params).toEqual(['xbox', 'RPG']);
    expect(forPlatforms.where).not.toContain('p.platform');
  });
});
