import { parseWholesalerOrder, parseWholesalerProduct } from './wholesaler-items.js';

describe("the wholesaler's answers", () => {
  it('reads a product with the price of one key from its tiers, in cents', () => {
    expect(
      parseWholesalerProduct({ productId: 'p1', name: 'Hades', platform: 'Steam', quantity: 12, prices: [{ value: 9.5, from: 10 }, { value: 10.99, from: 1, to: 9 }] }),
    ).toEqual({ productId: 'p1', name: 'Hades', platform: 'Steam', quantity: 12, unitPriceCents: 1099 });
  });

  it('counts a missing or odd stock as none, and skips a product without id, name or price', () => {
    expect(parseWholesalerProduct({ productId: 'p1', name: 'Hades', prices: [{ value: 1, from: 1 }], quantity: -3 })?.quantity).toBe(0);
    expect(parseWholesalerProduct({ name: 'Hades', prices: [{ value: 1, from: 1 }] })).toBeNull();
    expect(parseWholesalerProduct({ productId: 'p1', prices: [{ value: 1, from: 1 }] })).toBeNull();
    expect(parseWholesalerProduct({ productId: 'p1', name: 'Hades', prices: [] })).toBeNull();
    expect(parseWholesalerProduct('not a product')).toBeNull();
  });

  it('reads the codes of an order by kind: text codes with their value, images and pre-orders without', () => {
    const order = parseWholesalerOrder({
      orderId: 'o1',
      clientOrderId: 'c1',
      status: 'Completed',
      totalPrice: 12.6,
      products: [
        {
          codes: [
            { codeId: 'a', codeType: 'CODE_TEXT', code: 'AAAA-BBBB' },
            { codeId: 'b', codeType: 'CODE_IMAGE', code: 'iVBORw0KGgo=' },
            { codeId: 'c', codeType: 'PRE_ORDER' },
            { codeId: 'd', codeType: 'SOMETHING_NEW' },
            { codeType: 'CODE_TEXT', code: 'no id' },
          ],
        },
      ],
    });
    expect(order).toEqual({
      orderId: 'o1',
      clientOrderId: 'c1',
      status: 'Completed',
      totalPriceCents: 1260,
      codes: [
        { codeId: 'a', codeType: 'CODE_TEXT', code: 'AAAA-BBBB' },
        { codeId: 'b', codeType: 'CODE_IMAGE', code: null },
        { codeId: 'c', codeType: 'PRE_ORDER', code: null },
        { codeId: 'd', codeType: 'UNKNOWN', code: null },
      ],
    });
    expect(parseWholesalerOrder({ status: 'Completed' })).toBeNull();
  });
});
