import { describe, expect, it } from '@jest/globals';
import { deliverySlots, isSteamItem, type DeliveryInput } from './delivery';

const key = (id: string, productId: string) => ({ id, productId, productName: `Game ${productId}`, platform: 'PC', masked: '••••••••2345', revealedAt: null });

const order = (status: string, keys: DeliveryInput['keys']): DeliveryInput => ({
  status,
  items: [
    { productId: 'a', name: 'Halo Infinite', platform: 'Xbox', quantity: 2 },
    { productId: 'b', name: 'Hades', platform: 'Steam', quantity: 1 },
  ],
  keys,
});

describe('delivery slots', () => {
  it('lists each delivered key in the order of the items', () => {
    const slots = deliverySlots(order('completed', [key('k3', 'b'), key('k1', 'a'), key('k2', 'a')]));
    expect(slots.map((slot) => (slot.kind === 'key' ? slot.key.id : slot.reason))).toEqual(['k1', 'k2', 'k3']);
  });

  it('shows the units still waiting while the order is processing', () => {
    const slots = deliverySlots(order('processing', [key('k1', 'a')]));
    expect(slots.map((slot) => (slot.kind === 'key' ? slot.key.id : slot.reason))).toEqual(['k1', 'preparing', 'steam_trade']);
  });

  it('shows no placeholders for a pending or cancelled order', () => {
    expect(deliverySlots(order('pending', []))).toEqual([]);
    expect(deliverySlots(order('cancelled', []))).toEqual([]);
  });

  it('keeps a key whose product is not among the items', () => {
    const slots = deliverySlots(order('completed', [key('k9', 'z')]));
    expect(slots).toEqual([{ kind: 'key', key: key('k9', 'z') }]);
  });

  it('knows a Steam item by its platform', () => {
    expect(isSteamItem({ platform: 'Steam' })).toBe(true);
    expect(isSteamItem({ platform: 'PC (Steam)' })).toBe(true);
    expect(isSteamItem({ platform: 'Xbox' })).toBe(false);
  });
});
