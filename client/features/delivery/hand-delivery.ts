import { DELIVERY_KIND_TEXT } from '#contracts/delivery-kind.constants';

/** What a Steam gift or physical item of a paid order is waiting for, on the order page. */
export function handDeliveryPending(reason: 'steam_trade' | 'physical'): string {
  return reason === 'steam_trade' ? 'Our team sends it as a Steam trade offer' : DELIVERY_KIND_TEXT.physical.short;
}

/** A completed order's Steam gift or physical item: the admin completed the order once it was sent. */
export function handDeliveryDone(reason: 'steam_trade' | 'physical'): string {
  return reason === 'steam_trade' ? 'Sent as a Steam trade offer' : 'Shipped';
}
