import type { PricedProduct } from '../catalog/priced-product.js';
import { needsSteamTradeUrl, priceCart } from './price-cart.js';

const rates = { serviceFeePercent: 10, zarPerEur: 20.5, maxQuantityPerProduct: 10 };

function newProduct(overrides: Partial<PricedProduct> = {}): PricedProduct {
  return {
    id: overrides.id ?? 'p1',
    name: 'Hades',
    slug: 'hades',
    image: null,
    platform: 'PC',
    categoryName: 'PC Games',
    categorySlug: 'pc-games',
    priceCents: 1499,
    stock: 5,
    active: true,
    deliveryKind: 'key',
    activationPlatform: null,
    preOrderReleaseDate: null,
    ...overrides,
  };
}

describe('priceCart', () => {
  it('adds up lines, a 10% fee half-up and the rand total', () => {
    const sut = priceCart(
      [{ productId: 'a', quantity: 2 }, { productId: 'b', quantity: 1 }],
      [newProduct({ id: 'a', priceCents: 1499 }), newProduct({ id: 'b', priceCents: 2007 })],
      rates,
    );
    expect(sut).toMatchObject({ subtotalCents: 5005, serviceFeeCents: 501, totalCents: 5506, totalZarCents: 112873, itemCount: 3, purchasable: true });
  });

  it('keeps lines that cannot be bought, with their problem, out of the totals', () => {
    const sut = priceCart(
      [{ productId: 'gone', quantity: 1 }, { productId: 'off', quantity: 1 }, { productId: 'few', quantity: 9 }, { productId: 'ok', quantity: 1 }],
      [newProduct({ id: 'off', active: false }), newProduct({ id: 'few', stock: 2 }), newProduct({ id: 'ok', priceCents: 1000 })],
      rates,
    );
    expect(sut.lines.map((line) => line.problem)).toEqual(['not_found', 'unavailable', 'insufficient_stock', null]);
    expect(sut).toMatchObject({ subtotalCents: 1000, serviceFeeCents: 100, totalCents: 1100, purchasable: false, itemCount: 1 });
  });

  it('holds the quantity limit for a product however many lines name it', () => {
    const sut = priceCart(
      [{ productId: 'a', quantity: 10 }, { productId: 'b', quantity: 3 }, { productId: 'a', quantity: 10 }],
      [newProduct({ id: 'a', stock: 100 }), newProduct({ id: 'b', stock: 100, priceCents: 1000 })],
      rates,
    );
    expect(sut.lines.map((line) => [line.productId, line.quantity, line.problem])).toEqual([['a', 20, 'quantity_limit'], ['b', 3, null]]);
    expect(sut).toMatchObject({ maxQuantityPerProduct: 10, subtotalCents: 3000, itemCount: 3, purchasable: false });
    expect(priceCart([{ productId: 'a', quantity: 6 }, { productId: 'a', quantity: 4 }], [newProduct({ id: 'a', stock: 100 })], rates).lines).toMatchObject([{ quantity: 10, problem: null }]);
  });

  it('asks for a Steam trade URL when a platform or category names Steam in any case', () => {
    expect(needsSteamTradeUrl({ platform: 'STEAM', categoryName: null, categorySlug: null })).toBe(true);
    expect(needsSteamTradeUrl({ platform: 'PC', categoryName: 'Steam Keys', categorySlug: 'steam-keys' })).toBe(true);
    expect(needsSteamTradeUrl({ platform: 'Xbox', categoryName: 'Xbox', categorySlug: 'xbox' })).toBe(false);
    expect(priceCart([{ productId: 'p1', quantity: 1 }], [newProduct({ platform: 'Steam' })], rates).requiresSteamTradeUrl).toBe(true);
  });

  it('says how each line is delivered, and whether Steam gifts or a shipping address are in play', () => {
    const products = [newProduct({ id: 'k' }), newProduct({ id: 'g', deliveryKind: 'steam_gift' }), newProduct({ id: 's', deliveryKind: 'physical' })];
    const sut = priceCart([{ productId: 'k', quantity: 1 }, { productId: 'g', quantity: 1 }, { productId: 's', quantity: 1 }, { productId: 'x', quantity: 1 }], products, rates);
    expect(sut.lines.map((line) => line.deliveryKind)).toEqual(['key', 'steam_gift', 'physical', null]);
    expect(sut).toMatchObject({ hasSteamGifts: true, requiresShippingAddress: true });
    expect(priceCart([{ productId: 'k', quantity: 1 }], products, rates)).toMatchObject({ hasSteamGifts: false, requiresShippingAddress: false });
  });
});
