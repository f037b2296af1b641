import { describe, expect, it } from '@jest/globals';
import { MAX_WISHLIST_ITEMS } from '#contracts/wishlists.constants';
import { parseStoredWishlist, toggleStored } from './wishlist-storage';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the browser wishlist', () => {
  it('keeps only product ids, once each, and at most the newest 200', () => {
    expect(parseStoredWishlist(JSON.stringify([id(1), 'nope', 3, id(1), id(2)]))).toEqual([id(1), id(2)]);
    expect(parseStoredWishlist('{not json')).toEqual([]);
    expect(parseStoredWishlist(JSON.stringify({ a: 1 }))).toEqual([]);
    const many = Array.from({ length: MAX_WISHLIST_ITEMS + 5 }, (_, n) => id(n));
    expect(parseStoredWishlist(JSON.stringify(many))).toEqual(many.slice(5));
  });

  it('toggles a product, and refuses a 201st', () => {
    expect(toggleStored([id(1)], id(2))).toEqual([id(1), id(2)]);
    expect(toggleStored([id(1), id(2)], id(1))).toEqual([id(2)]);
    const full = Array.from({ length: MAX_WISHLIST_ITEMS }, (_, n) => id(n));
    expect(toggleStored(full, id(999))).toBeNull();
    expect(toggleStored(full, id(0))).toHaveLength(MAX_WISHLIST_ITEMS - 1);
  });
});
