import { readStoredArray } from '../../lib/stored-array';
import { MAX_WISHLIST_ITEMS, WISHLIST_STORAGE_KEY } from '#contracts/wishlists.constants';

export { WISHLIST_STORAGE_KEY };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A signed-out shopper's wishlist as the browser keeps it: product ids, oldest first, at most
 * MAX_WISHLIST_ITEMS. Storage is outside our control, so anything malformed is dropped.
 */
export function parseStoredWishlist(raw: string | null): string[] {
  const data = readStoredArray(raw);
  const ids = [...new Set(data.filter((id): id is string => typeof id === 'string' && UUID.test(id)))];
  return ids.slice(-MAX_WISHLIST_ITEMS);
}

/** Adds or removes one product; adding to a full list is refused (null), as the account's list refuses it. */
export function toggleStored(ids: readonly string[], productId: string): string[] | null {
  if (ids.includes(productId)) return ids.filter((id) => id !== productId);
  if (ids.length >= MAX_WISHLIST_ITEMS) return null;
  return [...ids, productId];
}

export function readStoredWishlist(): string[] {
  try {
    return parseStoredWishlist(localStorage.getItem(WISHLIST_STORAGE_KEY));
  } catch {
    return [];
  }
}

export function writeStoredWishlist(ids: readonly string[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(WISHLIST_STORAGE_KEY);
    else localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or unavailable (privacy mode): the list lasts for this page view.
  }
}
