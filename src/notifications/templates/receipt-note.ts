/** Told to the buyer once an order is paid: where its receipt is. */
export const RECEIPT_NOTE = 'Your receipt (PDF) can be downloaded from the order page in your account.';
