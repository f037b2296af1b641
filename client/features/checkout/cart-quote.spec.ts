import { describe, expect, it } from '@jest/globals';
import type { CartLine, CartProduct } from '../cart/cart-state';
import type { CartQuote, QuotedLine } from '#contracts/cart.contract';
import { canCheckOut, cartLineViews, cartMentionsSteam, emptyQuote, isProductId, MAX_LINE_QUANTITY, oversizedLines, quoteItems, quoteKey } from './cart-quote';

const ID_A = '0b8f2a8e-5b0e-4d3c-9a51-3c2f5e7a9d01';
const ID_B = '6f1d3c2b-8a7e-4f60-b1d2-9e8c7b6a5f43';

const product = (overrides: Partial<CartProduct> = {}): CartProduct => ({ id: ID_A, name: 'Hades', priceCents: 1499, slug: 'hades', platform: 'Steam', ...overrides });
const line = (overrides: Partial<CartProduct> = {}, quantity = 1): CartLine => ({ product: product(overrides), quantity });

const quoted = (overrides: Partial<QuotedLine> = {}): QuotedLine => ({
  productId: ID_A,
  name: 'Hades',
  slug: 'hades',
  image: '/media/covers/hades.svg',
  platform: 'Steam',
  quantity: 1,
  unitPriceCents: 1499,
  lineTotalCents: 1499,
  stock: 7,
  problem: null,
  deliveryKind: 'key',
  preOrderReleaseDate: null,
  ...overrides,
});

const quote = (lines: QuotedLine[], overrides: Partial<CartQuote> = {}): CartQuote => ({
  ...emptyQuote(),
  lines,
  purchasable: lines.length > 0 && lines.every((entry) => entry.problem === null),
  ...overrides,
});

describe('quoteItems', () => {
  it('asks for the lines the store could know, in cart order, at most ten of each', () => {
    const lines = [line({}, 12), line({ id: 'test-1' }), line({ id: ID_B }, 2)];
    expect(quoteItems(lines)).toEqual([
      { productId: ID_A, quantity: MAX_LINE_QUANTITY },
      { productId: ID_B, quantity: 2 },
    ]);
    expect(quoteItems([])).toEqual([]);
  });

  it('keys a request by its items', () => {
    expect(quoteKey([{ productId: ID_A, quantity: 2 }])).toBe(quoteKey([{ productId: ID_A, quantity: 2 }]));
    expect(quoteKey([{ productId: ID_A, quantity: 2 }])).not.toBe(quoteKey([{ productId: ID_A, quantity: 3 }]));
  });

  it('tells product ids from other values', () => {
    expect(isProductId(ID_A)).toBe(true);
    expect(isProductId(ID_A.toUpperCase())).toBe(true);
    expect(isProductId('1')).toBe(false);
    expect(isProductId(`${ID_A}x`)).toBe(false);
  });
});

describe('cartLineViews', () => {
  it('shows the saved line without prices until the quote arrives', () => {
    expect(cartLineViews([line({ image: '/a.svg' }, 2)], null)).toEqual([
      { productId: ID_A, name: 'Hades', href: '/product/hades', image: '/a.svg', platform: 'Steam', quantity: 2, unitPriceCents: null, lineTotalCents: null, maxQuantity: 10, issue: null, deliveryKind: null, region: null },
    ]);
  });

  it('takes names and prices from the quote, and caps the quantity at the keys left', () => {
    const [view] = cartLineViews([line({ name: 'Old name', priceCents: 9999 }, 2)], quote([quoted({ name: 'Hades', quantity: 2, unitPriceCents: 1499, stock: 4 })]));
    expect(view).toMatchObject({ name: 'Hades', image: '/media/covers/hades.svg', unitPriceCents: 1499, lineTotalCents: 2998, maxQuantity: 4, issue: null });
  });

  it('marks products that are gone or inactive, and lines that are not products at all', () => {
    const views = cartLineViews(
      [line({}, 1), line({ id: ID_B, name: 'Retired' }), line({ id: 'legacy-id', name: 'Legacy' })],
      quote([quoted({ problem: 'not_found', name: null, slug: null, image: null, platform: null, unitPriceCents: 0 }), quoted({ productId: ID_B, name: 'Retired', problem: 'unavailable' })]),
    );
    expect(views.map((view) => view.issue?.label)).toEqual(['No longer available', 'No longer available', 'No longer available']);
    expect(views[0]).toMatchObject({ name: 'Hades', href: null, maxQuantity: 0, lineTotalCents: null });
    expect(views[2]).toMatchObject({ name: 'Legacy', href: null });
  });

  it('says how many keys are left when the cart wants more, and out of stock at none', () => {
    const views = cartLineViews([line({}, 5), line({ id: ID_B }, 1)], quote([quoted({ quantity: 5, stock: 3, problem: 'insufficient_stock' }), quoted({ productId: ID_B, stock: 0, problem: 'insufficient_stock' })]));
    expect(views[0].issue).toEqual({ kind: 'short', label: 'Only 3 left', available: 3 });
    expect(views[0].lineTotalCents).toBeNull();
    expect(views[1].issue).toEqual({ kind: 'out', label: 'Out of stock' });
    expect(views[1].maxQuantity).toBe(0);
  });

  it('sells a pre-order without stock, up to the limit per order', () => {
    const views = cartLineViews([line({}, 3)], quote([quoted({ quantity: 3, stock: 0, preOrderReleaseDate: '2027-03-12' })]));
    expect(views[0].issue).toBeNull();
    expect(views[0].maxQuantity).toBe(10);
    expect(views[0].lineTotalCents).toBe(3 * 1499);
  });

  it("follows the store's limit per order from the quote, and offers to bring a line down to it", () => {
    const views = cartLineViews([line({}, 8), line({ id: ID_B }, 4)], quote([quoted({ quantity: 8, stock: 50, problem: 'quantity_limit' }), quoted({ productId: ID_B, stock: 50 })], { maxQuantityPerProduct: 5 }));
    expect(views[0]).toMatchObject({ maxQuantity: 5, lineTotalCents: null, issue: { kind: 'short', label: 'At most 5 per order', available: 5 } });
    expect(views[1]).toMatchObject({ maxQuantity: 5, issue: null });
  });

  it('judges a quantity changed since the quote by the stock the quote reported', () => {
    const stale = quote([quoted({ quantity: 5, stock: 3, problem: 'insufficient_stock' })]);
    const [view] = cartLineViews([line({}, 3)], stale);
    expect(view.issue).toBeNull();
    expect(view.lineTotalCents).toBe(4497);
  });

  it('leaves a line the quote does not know yet unpriced', () => {
    const [, added] = cartLineViews([line({}, 1), line({ id: ID_B, name: 'New' })], quote([quoted()]));
    expect(added).toMatchObject({ name: 'New', unitPriceCents: null, issue: null });
  });
});

describe('canCheckOut', () => {
  const lines = [line({}, 1)];
  const ok = quote([quoted()]);

  it('needs a quote that can be bought and no marked line', () => {
    expect(canCheckOut(cartLineViews(lines, ok), ok, true)).toBe(true);
    const refused = quote([quoted()], { purchasable: false });
    expect(canCheckOut(cartLineViews(lines, refused), refused, true)).toBe(false);
    expect(canCheckOut(cartLineViews(lines, null), null, true)).toBe(false);
    const short = quote([quoted({ stock: 0, problem: 'insufficient_stock' })]);
    expect(canCheckOut(cartLineViews(lines, short), short, true)).toBe(false);
    const withLegacy = [...lines, line({ id: 'legacy' })];
    expect(canCheckOut(cartLineViews(withLegacy, ok), ok, true)).toBe(false);
    expect(canCheckOut([], emptyQuote(), true)).toBe(false);
  });

  it('lets a quote a moment older stand while the next one is on its way', () => {
    const refused = quote([quoted()], { purchasable: false });
    expect(canCheckOut(cartLineViews(lines, refused), refused, false)).toBe(true);
    const short = quote([quoted({ stock: 1 })]);
    expect(canCheckOut(cartLineViews([line({}, 2)], short), short, false)).toBe(false);
  });
});

describe('oversizedLines and cartMentionsSteam', () => {
  it('finds lines above ten', () => {
    expect(oversizedLines([line({}, 11), line({ id: ID_B }, 10)])).toEqual([{ productId: ID_A, quantity: 10 }]);
  });

  it('spots Steam in the platform or the category, in any case', () => {
    expect(cartMentionsSteam([line({ platform: 'Xbox' })])).toBe(false);
    expect(cartMentionsSteam([line({ platform: 'STEAM' })])).toBe(true);
    expect(cartMentionsSteam([line({ platform: 'PC', category: 'Steam Keys' })])).toBe(true);
    expect(cartMentionsSteam([])).toBe(false);
  });
});
