import { isPriceChangePossible, repriceProduct } from './product-pricing.js';

const full = { priceCents: 6000, originalPriceCents: null, discountPercent: 0 };
const onSale = { priceCents: 4500, originalPriceCents: 6000, discountPercent: 25 };

describe('repriceProduct', () => {
  it('keeps the prices when nothing about them changes', () => {
    expect(repriceProduct(onSale, {})).toEqual(onSale);
  });

  it('takes a discount off the list price', () => {
    expect(repriceProduct(full, { discountPercent: 25 })).toEqual(onSale);
    expect(repriceProduct(onSale, { discountPercent: 50 })).toEqual({ priceCents: 3000, originalPriceCents: 6000, discountPercent: 50 });
    expect(repriceProduct({ priceCents: 1999, originalPriceCents: null, discountPercent: 0 }, { discountPercent: 15 })).toEqual({
      priceCents: 1699, // 16.9915 → 16.99
      originalPriceCents: 1999,
      discountPercent: 15,
    });
  });

  it('ends a sale at 0% and gives the game away at 100%', () => {
    expect(repriceProduct(onSale, { discountPercent: 0 })).toEqual(full);
    expect(repriceProduct(onSale, { discountPercent: 100 })).toEqual({ priceCents: 0, originalPriceCents: 6000, discountPercent: 100 });
  });

  it('sets a plain price on a product without a discount', () => {
    expect(repriceProduct(full, { priceCents: 4000 })).toEqual({ priceCents: 4000, originalPriceCents: null, discountPercent: 0 });
    expect(repriceProduct(full, { priceCents: 7000 })).toEqual({ priceCents: 7000, originalPriceCents: null, discountPercent: 0 });
  });

  it('keeps the list price of a sale while it is above the new price, and recomputes the discount', () => {
    expect(repriceProduct(onSale, { priceCents: 3000 })).toEqual({ priceCents: 3000, originalPriceCents: 6000, discountPercent: 50 });
    expect(repriceProduct(onSale, { priceCents: 4000 })).toEqual({ priceCents: 4000, originalPriceCents: 6000, discountPercent: 33 });
    expect(repriceProduct(onSale, { priceCents: 1 })).toEqual({ priceCents: 1, originalPriceCents: 6000, discountPercent: 99 });
    expect(repriceProduct(onSale, { priceCents: 0 })).toEqual({ priceCents: 0, originalPriceCents: 6000, discountPercent: 100 });
  });

  it('ends the sale when the new price reaches the list price, or the discount rounds away', () => {
    expect(repriceProduct(onSale, { priceCents: 6000 })).toEqual(full);
    expect(repriceProduct(onSale, { priceCents: 6500 })).toEqual({ priceCents: 6500, originalPriceCents: null, discountPercent: 0 });
    expect(repriceProduct(onSale, { priceCents: 5990 })).toEqual({ priceCents: 5990, originalPriceCents: null, discountPercent: 0 });
  });

  it('recovers the list price from a discounted price and its discount', () => {
    expect(repriceProduct(full, { priceCents: 4500, discountPercent: 25 })).toEqual(onSale);
    expect(repriceProduct(onSale, { priceCents: 999, discountPercent: 50 })).toEqual({ priceCents: 999, originalPriceCents: 1998, discountPercent: 50 });
    expect(repriceProduct(onSale, { priceCents: 2500, discountPercent: 0 })).toEqual({ priceCents: 2500, originalPriceCents: null, discountPercent: 0 });
    expect(repriceProduct(onSale, { priceCents: 0, discountPercent: 100 })).toEqual({ priceCents: 0, originalPriceCents: 6000, discountPercent: 100 });
  });

  it('drops a discount too small to change a tiny price', () => {
    expect(repriceProduct({ priceCents: 1, originalPriceCents: null, discountPercent: 0 }, { discountPercent: 10 })).toEqual({ priceCents: 1, originalPriceCents: null, discountPercent: 0 });
  });

  it('always answers prices the database accepts', () => {
    const currents = [full, onSale, { priceCents: 0, originalPriceCents: null, discountPercent: 0 }, { priceCents: 1, originalPriceCents: 3, discountPercent: 67 }];
    const changes = [0, 1, 99, 4500, 6000, 10_000_000].flatMap((priceCents) =>
      [undefined, 0, 1, 33, 99, 100].map((discountPercent) => ({ priceCents, discountPercent })),
    );
    for (const current of currents) {
      for (const change of [...changes, ...changes.map(({ discountPercent }) => ({ discountPercent }))]) {
        if (!isPriceChangePossible(change)) continue;
        const next = repriceProduct(current, change);
        expect(next.priceCents).toBeGreaterThanOrEqual(0);
        expect(next.discountPercent).toBeGreaterThanOrEqual(0);
        expect(next.discountPercent).toBeLessThanOrEqual(100);
        if (next.originalPriceCents === null) expect(next.discountPercent).toBe(0);
        else expect(next.originalPriceCents).toBeGreaterThan(next.priceCents);
      }
    }
  });
});

describe('isPriceChangePossible', () => {
  it('refuses a price other than 0 with a 100% discount', () => {
    expect(isPriceChangePossible({ priceCents: 100, discountPercent: 100 })).toBe(false);
    expect(isPriceChangePossible({ priceCents: 0, discountPercent: 100 })).toBe(true);
    expect(isPriceChangePossible({ discountPercent: 100 })).toBe(true);
  });
});
