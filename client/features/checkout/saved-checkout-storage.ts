import { CART_STORAGE_KEY, serializeCart, type CartLine, type CartLines } from '../cart/cart-state';
import { linesToRestore, parseSavedCheckout, SAVED_CHECKOUT_KEY, serializeSavedCheckout, type SavedCheckout } from './saved-checkout';

/** Keeps what the cart held when the shopper left to pay for `orderNumber`, for this tab. */
export function saveCheckout(orderNumber: string, lines: CartLines): void {
  try {
    sessionStorage.setItem(SAVED_CHECKOUT_KEY, serializeSavedCheckout(orderNumber, lines, Date.now()));
  } catch {
    // Storage unavailable: a cancelled payment then finds the cart empty, nothing worse.
  }
}

/**
 * Writes the emptied cart to storage at once. The cart provider saves it after its next render, which
 * may not come before the browser leaves for the payment page.
 */
export function storeEmptyCart(): void {
  try {
    localStorage.setItem(CART_STORAGE_KEY, serializeCart([]));
  } catch {
    // Storage unavailable: nothing was kept there either.
  }
}

export function readSavedCheckout(): SavedCheckout | null {
  try {
    return parseSavedCheckout(sessionStorage.getItem(SAVED_CHECKOUT_KEY));
  } catch {
    return null;
  }
}

export function forgetSavedCheckout(): void {
  try {
    sessionStorage.removeItem(SAVED_CHECKOUT_KEY);
  } catch {
    // Nothing to forget.
  }
}

/**
 * Puts back the lines of a checkout left for the payment page (all of them, or those of `orderNumber`
 * only) and forgets it; the number of lines put back.
 */
export function restoreSavedCheckout(current: CartLines, orderNumber: string | null, add: (line: CartLine) => void): number {
  const lines = linesToRestore(current, readSavedCheckout(), orderNumber, Date.now());
  for (const line of lines) add(line);
  forgetSavedCheckout();
  return lines.length;
}
