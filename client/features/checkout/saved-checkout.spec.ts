import { describe, expect, it } from '@jest/globals';
import type { CartLine } from '../cart/cart-state';
import { linesToRestore, parseSavedCheckout, SAVED_CHECKOUT_MAX_AGE_MS, serializeSavedCheckout } from './saved-checkout';

const line = (id: string, quantity = 1): CartLine => ({ product: { id, name: `Game ${id}`, priceCents: 999, platform: 'Xbox' }, quantity });
const NOW = 1_760_000_000_000;

describe('saved checkout', () => {
  it('reads back what it saved', () => {
    const raw = serializeSavedCheckout('KS-2026-000001', [line('a', 2), line('b')], NOW);
    expect(parseSavedCheckout(raw)).toEqual({ orderNumber: 'KS-2026-000001', savedAt: NOW, lines: [line('a', 2), line('b')] });
  });

  it('ignores what is missing or malformed', () => {
    expect(parseSavedCheckout(null)).toBeNull();
    expect(parseSavedCheckout('nope')).toBeNull();
    expect(parseSavedCheckout('{"orderNumber":"KS-1"}')).toBeNull();
    expect(parseSavedCheckout(JSON.stringify({ orderNumber: 'KS-1', savedAt: NOW, lines: [{ product: {}, quantity: 1 }, line('a')] }))?.lines).toEqual([line('a')]);
  });

  it('gives back the lines of that order that the cart does not hold again', () => {
    const saved = parseSavedCheckout(serializeSavedCheckout('KS-1', [line('a', 2), line('b')], NOW));
    expect(linesToRestore([], saved, 'KS-1', NOW + 60_000)).toEqual([line('a', 2), line('b')]);
    expect(linesToRestore([line('b', 3)], saved, 'KS-1', NOW)).toEqual([line('a', 2)]);
  });

  it('gives back the lines of whichever order when the page was left some other way', () => {
    const saved = parseSavedCheckout(serializeSavedCheckout('KS-1', [line('a')], NOW));
    expect(linesToRestore([], saved, null, NOW)).toEqual([line('a')]);
  });

  it('gives back nothing for another order or an old checkout', () => {
    const saved = parseSavedCheckout(serializeSavedCheckout('KS-1', [line('a')], NOW));
    expect(linesToRestore([], saved, 'KS-2', NOW)).toEqual([]);
    expect(linesToRestore([], saved, 'KS-1', NOW + SAVED_CHECKOUT_MAX_AGE_MS + 1)).toEqual([]);
    expect(linesToRestore([], null, 'KS-1', NOW)).toEqual([]);
  });
});
