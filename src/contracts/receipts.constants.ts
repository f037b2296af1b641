/** Consent and receipt rules shared with the pages at run time (no decorators: the client bundle imports this file). */

/**
 * What the shopper agrees to at checkout, the EU rule for digital content: delivery starts at once,
 * and with it the right to withdraw from the purchase ends.
 */
export const DELIVERY_CONSENT_TEXT =
  'I want my keys delivered immediately after payment, and I understand that I thereby lose my right to withdraw from this purchase once delivery has begun.';

/** Why a checkout without that consent is refused, on the form and in the API's answer. */
export const DELIVERY_CONSENT_REQUIRED_MESSAGE = 'Please agree to immediate delivery to place your order';

/** Where a paid order's receipt is downloaded: the shopper's own, and any order for an admin. */
export function receiptPath(orderNumber: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}/receipt.pdf`;
}

export function adminReceiptPath(orderNumber: string): string {
  return `/api/admin/orders/${encodeURIComponent(orderNumber)}/receipt.pdf`;
}

/** The file name the browser saves a receipt under. */
export function receiptFileName(orderNumber: string): string {
  return `receipt-${orderNumber}.pdf`;
}
