import { describe, expect, it } from '@jest/globals';
import { keysLabel, lowStockLine, moreLine, restockHref } from './low-stock';

describe('the low-stock card', () => {
  it('says what is left against the threshold', () => {
    expect(lowStockLine({ stock: 1, threshold: 5, active: true })).toBe('1 key left · alert below 5');
    expect(lowStockLine({ stock: 0, threshold: 3, active: false })).toBe('Sold out · alert below 3 · hidden from the store');
    expect(keysLabel(4)).toBe('4 keys');
  });

  it('links to the product list searched for the name, and counts what it leaves out', () => {
    expect(restockHref({ name: 'Half-Life 2 & more' })).toBe('/admin/products?search=Half-Life+2+%26+more');
    expect(moreLine(8, 8)).toBeNull();
    expect(moreLine(8, 9)).toBe('and 1 more product below their threshold');
    expect(moreLine(8, 12)).toBe('and 4 more products below their threshold');
  });
});
