import { describe, expect, it } from '@jest/globals';
import { DELIVERY_KIND_TEXT, STEAM_GIFT_HOURS, isDeliveredByHand, shippingAddressLines } from '#contracts/delivery-kind.constants';
import { SUPPORT_HOURS, supportHoursLine } from '../info/support-hours';
import { handDeliveryPending } from './hand-delivery';

describe('delivery kind texts', () => {
  it('say what each kind does, in the words cards and pages show', () => {
    expect(DELIVERY_KIND_TEXT.key.short).toBe('Instant key by e-mail');
    expect(DELIVERY_KIND_TEXT.steam_gift.short).toBe('Steam gift: sent as a trade offer by our team');
    expect(DELIVERY_KIND_TEXT.physical.short).toBe('Shipped in 3-7 business days');
    expect(handDeliveryPending('physical')).toBe('Shipped in 3-7 business days');
  });

  it('promise Steam gifts within the support hours the store keeps, and no other time', () => {
    const open = SUPPORT_HOURS.filter((period) => period.opensAt !== undefined).map(supportHoursLine);
    expect(STEAM_GIFT_HOURS).toBe(open.join(' and '));
    expect(DELIVERY_KIND_TEXT.steam_gift.detail).toContain(STEAM_GIFT_HOURS);
  });

  it('leave only keys to fulfilment', () => {
    expect([isDeliveredByHand('key'), isDeliveredByHand('steam_gift'), isDeliveredByHand('physical')]).toEqual([false, true, true]);
  });

  it('print an address on its lines, without an empty second line', () => {
    const address = { name: 'Thandi Nkosi', line1: '12 Long Street', line2: null, city: 'Cape Town', postalCode: '8001', country: 'South Africa' };
    expect(shippingAddressLines(address)).toEqual(['Thandi Nkosi', '12 Long Street', '8001 Cape Town', 'South Africa']);
  });
});
