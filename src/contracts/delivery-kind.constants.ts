/**
 * How a product reaches the shopper, and the one wording of it that pages and mails use. No
 * decorators here, so the client bundle can import it.
 */

export const DELIVERY_KINDS = ['key', 'steam_gift', 'physical'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

export const DEFAULT_DELIVERY_KIND: DeliveryKind = 'key';

/** When the team sends Steam gifts: the support hours of the spec (section 9). */
export const STEAM_GIFT_HOURS = 'Mon-Fri 9:00-18:00 UTC and Sat 10:00-16:00 UTC';

export interface DeliveryKindText {
  /** The kind's name, for the admin's choice. */
  name: string;
  /** One short line for cards, the cart and order lines. */
  short: string;
  /** What happens, for the product page and mails. */
  detail: string;
}

export const DELIVERY_KIND_TEXT: Record<DeliveryKind, DeliveryKindText> = {
  key: {
    name: 'Key (instant)',
    short: 'Instant key by e-mail',
    detail: 'The key is e-mailed to you and shown in your account as soon as the payment is confirmed.',
  },
  steam_gift: {
    name: 'Steam gift (trade offer)',
    short: 'Steam gift: sent as a trade offer by our team',
    detail: `Our team sends it as a Steam trade offer to the Steam trade URL given at checkout, during support hours (${STEAM_GIFT_HOURS}); the order page shows when it is sent.`,
  },
  physical: {
    name: 'Physical item (shipped)',
    short: 'Shipped in 3-7 business days',
    detail: 'Shipped to the address given at checkout; it arrives in 3-7 business days.',
  },
};

/** Key items are delivered by fulfilment at once; the others wait for an admin (a trade offer sent, a parcel shipped). */
export function isDeliveredByHand(kind: DeliveryKind): boolean {
  return kind !== 'key';
}

export function isDeliveryKind(value: unknown): value is DeliveryKind {
  return typeof value === 'string' && (DELIVERY_KINDS as readonly string[]).includes(value);
}

/** Bounds of the shipping address asked at checkout for physical items. */
export const SHIPPING_ADDRESS_LIMITS = { name: 100, line: 120, city: 80, postalCode: 20, country: 80 } as const;

/** A physical item's destination, as the order stores and shows it. */
export interface ShippingAddress {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  postalCode: string;
  country: string;
}

/** The address on lines, as pages and mails print it. */
export function shippingAddressLines(address: ShippingAddress): string[] {
  return [address.name, address.line1, address.line2, `${address.postalCode} ${address.city}`, address.country].filter((line): line is string => Boolean(line));
}
