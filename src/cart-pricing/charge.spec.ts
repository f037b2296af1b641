import { chargeOn } from './charge.js';
import { priceCart } from './price-cart.js';

const rules = { serviceFeePercent: 10, zarPerEur: 20.5 };

describe('chargeOn', () => {
  it('adds the fee half-up and converts the total to rand', () => {
    expect(chargeOn(900, rules)).toEqual({ serviceFeeCents: 90, totalCents: 990, totalZarCents: 20295 });
    expect(chargeOn(1499, rules)).toEqual({ serviceFeeCents: 150, totalCents: 1649, totalZarCents: 33805 });
  });

  it('is what the cart charges for one key of a product', () => {
    for (const priceCents of [1, 5, 999, 1499, 5999, 12345]) {
      const product = { id: 'p', name: 'Hades', slug: 'hades', image: null, platform: 'PC', categoryName: null, categorySlug: null, priceCents, stock: 1, active: true, deliveryKind: 'key' as const, activationPlatform: null, preOrderReleaseDate: null };
      const quote = priceCart([{ productId: 'p', quantity: 1 }], [product], { ...rules, maxQuantityPerProduct: 10 });
      expect(chargeOn(priceCents, rules)).toEqual({ serviceFeeCents: quote.serviceFeeCents, totalCents: quote.totalCents, totalZarCents: quote.totalZarCents });
    }
  });
});
