import { parseStoredCart, serializeCart, type CartLine, type CartLines } from '../cart/cart-state';

/**
 * The cart is emptied when the shopper leaves for the payment page. What it held is kept for the
 * tab (sessionStorage) under the order's number, so that a cancelled payment can give it back.
 */
export const SAVED_CHECKOUT_KEY = 'checkout-in-payment';

/** A saved cart older than this is of no use: the gateway's payment pages last an hour. */
export const SAVED_CHECKOUT_MAX_AGE_MS = 24 * 60 * 60_000;

export interface SavedCheckout {
  orderNumber: string;
  lines: CartLine[];
  savedAt: number;
}

export function serializeSavedCheckout(orderNumber: string, lines: CartLines, savedAt: number): string {
  return JSON.stringify({ orderNumber, savedAt, lines: JSON.parse(serializeCart(lines)) });
}

/** The saved checkout, or null when there is none or it is malformed; its lines are checked as the cart's are. */
export function parseSavedCheckout(raw: string | null): SavedCheckout | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { orderNumber, savedAt, lines } = data as Record<string, unknown>;
  if (typeof orderNumber !== 'string' || !orderNumber || typeof savedAt !== 'number' || !Array.isArray(lines)) return null;
  return { orderNumber, savedAt, lines: parseStoredCart(JSON.stringify(lines)) };
}

/**
 * The lines to put back in the cart when the shopper is back from the payment page without having
 * paid: those of the saved checkout (for `orderNumber` when the gateway named the order, any
 * otherwise) whose product the cart does not hold again already. Nothing for another order or a
 * checkout saved too long ago.
 */
export function linesToRestore(current: CartLines, saved: SavedCheckout | null, orderNumber: string | null, now: number): CartLine[] {
  if (!saved || (orderNumber !== null && saved.orderNumber !== orderNumber)) return [];
  if (now - saved.savedAt > SAVED_CHECKOUT_MAX_AGE_MS || now < saved.savedAt - 60_000) return [];
  const present = new Set(current.map((line) => line.product.id));
  return saved.lines.filter((line) => !present.has(line.product.id));
}
