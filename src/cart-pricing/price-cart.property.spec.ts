import fc from 'fast-check';
import type { PricedProduct } from '../catalog/priced-product.js';
import { serviceFeeCents, toZarCents } from '../common/money.js';
import { CartLineRequest, mergeLines, needsSteamTradeUrl, priceCart, PricingRules } from './price-cart.js';

const product = fc.record<PricedProduct>({
  id: fc.uuid(),
  name: fc.string({ minLength: 1, maxLength: 40 }),
  slug: fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  image: fc.option(fc.webUrl(), { nil: null }),
  platform: fc.constantFrom('PC', 'Steam', 'PlayStation', 'Xbox', 'Nintendo', 'steam deck', 'Physical'),
  categoryName: fc.option(fc.constantFrom('PC Games', 'Steam Keys', 'Xbox', 'STEAM gift cards'), { nil: null }),
  categorySlug: fc.option(fc.constantFrom('pc-games', 'steam-keys', 'xbox'), { nil: null }),
  priceCents: fc.integer({ min: 0, max: 10_000_000 }),
  stock: fc.integer({ min: 0, max: 20 }),
  active: fc.boolean(),
  deliveryKind: fc.constantFrom('key', 'steam_gift', 'physical'),
  activationPlatform: fc.constantFrom('Steam', null),
  preOrderReleaseDate: fc.constant(null),
});

/** Products in the database and a cart that asks for some of them, and for ids the database does not know. */
const cartAndCatalogue = fc.uniqueArray(product, { selector: (p) => p.id, maxLength: 8 }).chain((products) =>
  fc.record({
    products: fc.constant(products),
    requested: fc.array(
      fc.record<CartLineRequest>({
        productId: products.length > 0 ? fc.oneof(fc.constantFrom(...products.map((p) => p.id)), fc.uuid()) : fc.uuid(),
        quantity: fc.integer({ min: 1, max: 10 }),
      }),
      { maxLength: 12 },
    ),
  }),
);

const rates = fc.record<PricingRules>({
  serviceFeePercent: fc.integer({ min: 0, max: 100 }),
  zarPerEur: fc.oneof(fc.constant(20.5), fc.integer({ min: 1, max: 10_000 }).map((cents) => cents / 100)),
  maxQuantityPerProduct: fc.integer({ min: 1, max: 15 }),
});

describe('priceCart (properties)', () => {
  it('keeps every requested product once, in order, with its quantities added up and the problem it has', () => {
    fc.assert(
      fc.property(cartAndCatalogue, rates, ({ products, requested }, rate) => {
        const quote = priceCart(requested, products, rate);
        const merged = mergeLines(requested);
        expect(quote.lines.map((line) => [line.productId, line.quantity])).toEqual(merged.map((line) => [line.productId, line.quantity]));
        expect(new Set(quote.lines.map((line) => line.productId)).size).toBe(quote.lines.length);
        quote.lines.forEach((line, index) => {
          const known = products.find((p) => p.id === merged[index].productId);
          const expected = !known
            ? 'not_found'
            : !known.active
              ? 'unavailable'
              : line.quantity > rate.maxQuantityPerProduct
                ? 'quantity_limit'
                : known.stock < line.quantity
                  ? 'insufficient_stock'
                  : null;
          expect(line.problem).toBe(expected);
          expect(line.unitPriceCents).toBe(known?.priceCents ?? 0);
          expect(line.lineTotalCents).toBe(expected ? 0 : known!.priceCents * line.quantity);
        });
      }),
    );
  });

  it('adds up: subtotal of the buyable lines, the fee on it, the total and its rand amount, all whole cents', () => {
    fc.assert(
      fc.property(cartAndCatalogue, rates, ({ products, requested }, rate) => {
        const quote = priceCart(requested, products, rate);
        const buyable = quote.lines.filter((line) => line.problem === null);
        expect(quote.subtotalCents).toBe(buyable.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0));
        expect(quote.serviceFeeCents).toBe(serviceFeeCents(quote.subtotalCents, rate.serviceFeePercent));
        expect(quote.totalCents).toBe(quote.subtotalCents + quote.serviceFeeCents);
        expect(quote.totalZarCents).toBe(toZarCents(quote.totalCents, rate.zarPerEur));
        expect(quote.itemCount).toBe(buyable.reduce((sum, line) => sum + line.quantity, 0));
        for (const value of [quote.subtotalCents, quote.serviceFeeCents, quote.totalCents, quote.totalZarCents]) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(quote.serviceFeeCents).toBeLessThanOrEqual(quote.subtotalCents);
      }),
    );
  });

  it('can be bought only when it has lines and every one of them can', () => {
    fc.assert(
      fc.property(cartAndCatalogue, rates, ({ products, requested }, rate) => {
        const quote = priceCart(requested, products, rate);
        expect(quote.purchasable).toBe(requested.length > 0 && quote.lines.every((line) => line.problem === null));
        expect(quote.lines.every((line) => line.problem !== null || line.quantity <= rate.maxQuantityPerProduct)).toBe(true);
      }),
    );
  });

  it('asks for a Steam trade URL exactly when a known product names Steam, in any case', () => {
    fc.assert(
      fc.property(cartAndCatalogue, rates, ({ products, requested }, rate) => {
        const named = requested.some(({ productId }) => {
          const known = products.find((p) => p.id === productId);
          return known !== undefined && [known.platform, known.categoryName, known.categorySlug].some((text) => /steam/i.test(text ?? ''));
        });
        expect(priceCart(requested, products, rate).requiresSteamTradeUrl).toBe(named);
      }),
    );
  });

  it('prices a line from the product alone: the same cart costs the same whatever else the catalogue holds', () => {
    fc.assert(
      fc.property(cartAndCatalogue, fc.array(product, { maxLength: 4 }), rates, ({ products, requested }, strangers, rate) => {
        const others = strangers.filter((stranger) => !requested.some((line) => line.productId === stranger.id));
        expect(priceCart(requested, [...products, ...others], rate)).toEqual(priceCart(requested, products, rate));
      }),
    );
  });

  it('needsSteamTradeUrl never throws on missing category fields', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: null }), fc.option(fc.string(), { nil: null }), (platform, categoryName, categorySlug) => {
        expect(typeof needsSteamTradeUrl({ platform, categoryName, categorySlug })).toBe('boolean');
      }),
    );
  });
});
