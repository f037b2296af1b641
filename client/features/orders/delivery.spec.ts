import { describe, expect, it } from '@jest/globals';
import { deliverySlots, type DeliveryInput, type DeliverySlot } from './delivery';

const key = (id: string, productId: string) => ({ id, productId, productName: `Game ${productId}`, platform: 'PC', masked: '••••••••2345', revealedAt: null });

const order = (status: string, keys: DeliveryInput['keys'], gift: 'steam_gift' | 'physical' = 'steam_gift'): DeliveryInput => ({
  status,
  items: [
    { productId: 'a', name: 'Halo Infinite', platform: 'Xbox', quantity: 2, deliveryKind: 'key', activationPlatform: 'Microsoft Store' },
    { productId: 'b', name: 'Hades', platform: 'Steam', quantity: 1, deliveryKind: 'key', activationPlatform: 'Steam' },
    { productId: 'c', name: 'Dota Plus Gift', platform: 'Steam', quantity: 1, deliveryKind: gift, activationPlatform: null },
  ],
  keys,
});

const shown = (slot: DeliverySlot) => (slot.kind === 'key' ? slot.key.id : `${slot.kind}:${slot.reason}`);

describe('delivery slots', () => {
  it('lists each delivered key in the order of the items, with the platform it activates on', () => {
    const slots = deliverySlots(order('completed', [key('k3', 'b'), key('k1', 'a'), key('k2', 'a')]));
    expect(slots.map(shown)).toEqual(['k1', 'k2', 'k3', 'sent:steam_trade']);
    expect(slots[2]).toMatchObject({ kind: 'key', activationPlatform: 'Steam' });
  });

  it('shows what still waits while the order is processing: Steam keys as keys, Steam gifts as trade offers', () => {
    expect(deliverySlots(order('processing', [key('k1', 'a')])).map(shown)).toEqual(['k1', 'waiting:preparing', 'waiting:preparing', 'waiting:steam_trade']);
    expect(deliverySlots(order('processing', [key('k1', 'a'), key('k2', 'a'), key('k3', 'b')], 'physical')).map(shown)).toEqual(['k1', 'k2', 'k3', 'waiting:physical']);
  });

  it('shows no placeholders for a pending or cancelled order', () => {
    expect(deliverySlots(order('pending', []))).toEqual([]);
    expect(deliverySlots(order('cancelled', []))).toEqual([]);
  });

  it('keeps a key whose product is not among the items', () => {
    const slots = deliverySlots(order('completed', [key('k9', 'z')]));
    expect(slots.at(-1)).toEqual({ kind: 'key', key: key('k9', 'z'), activationPlatform: null });
  });
});
