import { parseProviderCategory, parseProviderProduct, pricesFrom, toCents } from './provider-items.js';

describe('provider items', () => {
  it('turns euros into cents half-up on the decimal value', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0)).toBe(0);
  });

  it('recovers the list price from the discounted price', () => {
    expect(pricesFrom(30, 25)).toEqual({ priceCents: 3000, originalPriceCents: 4000, discountPercent: 25 });
    expect(pricesFrom(29.99, 25)).toEqual({ priceCents: 2999, originalPriceCents: 3999, discountPercent: 25 });
    expect(pricesFrom(10, 33.3)).toEqual({ priceCents: 1000, originalPriceCents: 1499, discountPercent: 33 });
    expect(pricesFrom(10, 0)).toEqual({ priceCents: 1000, originalPriceCents: null, discountPercent: 0 });
    expect(pricesFrom(10, 0.2)).toEqual({ priceCents: 1000, originalPriceCents: null, discountPercent: 0 });
  });

  it('normalises a product', () => {
    const parsed = parseProviderProduct({
      id: 42,
      name: '  Hades II ',
      price: '17.99',
      discount: 10,
      images: ['https://cdn.example/h1.jpg', 'javascript:alert(1)', 7],
      category_id: 3,
      platform: 'Steam',
      stock: 99,
    });
    expect(parsed).toEqual({
      ok: true,
      id: '42',
      value: {
        id: '42',
        name: 'Hades II',
        slug: 'hades-ii',
        priceCents: 1799,
        originalPriceCents: 1999,
        discountPercent: 10,
        image: 'https://cdn.example/h1.jpg',
        images: ['https://cdn.example/h1.jpg'],
        description: '',
        categoryId: '3',
        categoryName: null,
        platform: 'Steam',
        region: 'Global',
      },
    });
  });

  it('skips malformed products with a reason, keeping the id when it has one', () => {
    expect(parseProviderProduct('nope')).toEqual({ ok: false, id: null, reason: 'not an object' });
    expect(parseProviderProduct({ name: 'No id', price: 1, platform: 'PC' })).toMatchObject({ ok: false, id: null });
    expect(parseProviderProduct({ id: 'a', name: '', price: 1, platform: 'PC' })).toMatchObject({ ok: false, id: 'a' });
    expect(parseProviderProduct({ id: 'b', name: 'B', price: -1, platform: 'PC' })).toMatchObject({ ok: false, id: 'b' });
    expect(parseProviderProduct({ id: 'c', name: 'C', price: 'free', platform: 'PC' })).toMatchObject({ ok: false, id: 'c' });
    expect(parseProviderProduct({ id: 'd', name: 'D', price: 5, discount: 100, platform: 'PC' })).toMatchObject({ ok: false, id: 'd' });
    expect(parseProviderProduct({ id: 'e', name: 'E', price: 5 })).toMatchObject({ ok: false, id: 'e', reason: 'platform missing' });
  });

  it('normalises a category, taking its slug from the name when it has none', () => {
    expect(parseProviderCategory({ id: 'rpg', name: 'Role-Playing Games', parent_id: 'rpg' })).toEqual({
      ok: true,
      id: 'rpg',
      value: { id: 'rpg', name: 'Role-Playing Games', slug: 'role-playing-games', image: null, parentId: null },
    });
    expect(parseProviderCategory({ id: 1, name: 'PC', slug: 'PC Games', parent_id: 7 })).toMatchObject({ value: { slug: 'pc-games', parentId: '7' } });
    expect(parseProviderCategory({ id: 2 })).toMatchObject({ ok: false, id: '2' });
  });
});
