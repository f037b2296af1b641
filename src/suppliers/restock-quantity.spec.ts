import { keysToBuy } from './restock-quantity.js';

const settings = { min_stock: 5, reorder_quantity: 10 };

describe('how many keys a restock buys', () => {
  it('buys nothing while the stock is at the minimum and no order waits', () => {
    expect(keysToBuy(settings, { stock: 5, waiting: 0 })).toBe(0);
    expect(keysToBuy(settings, { stock: 50, waiting: 0 })).toBe(0);
  });

  it('buys the reorder quantity below the minimum', () => {
    expect(keysToBuy(settings, { stock: 4, waiting: 0 })).toBe(10);
    expect(keysToBuy(settings, { stock: 0, waiting: 0 })).toBe(10);
  });

  it('adds what waiting orders lack beyond the stock', () => {
    expect(keysToBuy(settings, { stock: 0, waiting: 3 })).toBe(13);
    expect(keysToBuy(settings, { stock: 2, waiting: 3 })).toBe(11);
    // The waiting orders take theirs from the stock; what is left is below the minimum.
    expect(keysToBuy(settings, { stock: 7, waiting: 3 })).toBe(10);
  });

  it('serves waiting orders even with a minimum of 0', () => {
    expect(keysToBuy({ min_stock: 0, reorder_quantity: 1 }, { stock: 0, waiting: 2 })).toBe(3);
    expect(keysToBuy({ min_stock: 0, reorder_quantity: 1 }, { stock: 0, waiting: 0 })).toBe(0);
  });
});
