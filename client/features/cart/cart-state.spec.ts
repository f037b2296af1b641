import { describe, expect, it } from '@jest/globals';
import { addItem, parseStoredCart, removeItem, serializeCart, subtotalCents, totalQuantity, updateQuantity, type CartProduct } from './cart-state';

const newProduct = (overrides: Partial<CartProduct> = {}): CartProduct => ({ id: 'p1', name: 'Game', priceCents: 1999, ...overrides });

describe('cart state', () => {
  it('adds a new line with quantity 1 by default', () => {
    expect(addItem([], newProduct())).toEqual([{ product: newProduct(), quantity: 1 }]);
  });

  it('adds to the quantity of a product already in the cart, keeping the newer product data', () => {
    const lines = addItem([], newProduct(), 2);
    const updated = addItem(lines, newProduct({ priceCents: 1499 }), 3);
    expect(updated).toEqual([{ product: newProduct({ priceCents: 1499 }), quantity: 5 }]);
  });

  it('ignores a non-positive quantity to add and leaves the input untouched', () => {
    const lines = addItem([], newProduct());
    expect(addItem(lines, newProduct(), 0)).toEqual(lines);
    expect(addItem(lines, newProduct(), -2)).toEqual(lines);
    expect(lines).toEqual([{ product: newProduct(), quantity: 1 }]);
  });

  it('sets a quantity and removes the line at zero or less', () => {
    const lines = addItem(addItem([], newProduct()), newProduct({ id: 'p2' }));
    expect(updateQuantity(lines, 'p1', 4).map((line) => line.quantity)).toEqual([4, 1]);
    expect(updateQuantity(lines, 'p1', 0).map((line) => line.product.id)).toEqual(['p2']);
    expect(updateQuantity(lines, 'p2', -1).map((line) => line.product.id)).toEqual(['p1']);
  });

  it('removes a line', () => {
    const lines = addItem(addItem([], newProduct()), newProduct({ id: 'p2' }));
    expect(removeItem(lines, 'p1').map((line) => line.product.id)).toEqual(['p2']);
    expect(removeItem(lines, 'missing')).toEqual(lines);
  });

  it('counts the items and sums price × quantity in cents', () => {
    const lines = addItem(addItem([], newProduct({ priceCents: 1999 }), 2), newProduct({ id: 'p2', priceCents: 500 }), 3);
    expect(totalQuantity(lines)).toBe(5);
    expect(subtotalCents(lines)).toBe(5498);
    expect(totalQuantity([])).toBe(0);
    expect(subtotalCents([])).toBe(0);
  });

  it('reads back what it saved', () => {
    const lines = addItem([], newProduct({ image: '/g.png', platform: 'Steam', category: 'PC', slug: 'game' }), 2);
    expect(parseStoredCart(serializeCart(lines))).toEqual(lines);
  });

  it('drops malformed saved data line by line and merges repeated products', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('not json')).toEqual([]);
    expect(parseStoredCart('{"product":{}}')).toEqual([]);
    const raw = JSON.stringify([
      { product: newProduct(), quantity: 1 },
      { product: newProduct(), quantity: 2 },
      { product: { id: 'p2', name: 'Bad price', priceCents: 9.99 }, quantity: 1 },
      { product: { id: 'p3', name: 'Bad quantity', priceCents: 100 }, quantity: 0 },
      { product: { id: 'p4', name: 'Odd field', priceCents: 100, platform: 7 }, quantity: 1 },
      null,
    ]);
    expect(parseStoredCart(raw)).toEqual([
      { product: newProduct(), quantity: 3 },
      { product: { id: 'p4', name: 'Odd field', priceCents: 100 }, quantity: 1 },
    ]);
  });
});
