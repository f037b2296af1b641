import { payfastSignature } from './payfast-encoding.js';

/** The checkout form's fields in the order PayFast signs them; others are posted but not signed. */
export const CHECKOUT_FIELD_ORDER = [
  'merchant_id', 'merchant_key', 'return_url', 'cancel_url', 'notify_url', 'notify_method',
  'name_first', 'name_last', 'email_address', 'cell_number', 'm_payment_id', 'amount', 'item_name',
  'item_description', 'custom_int1', 'custom_int2', 'custom_int3', 'custom_int4', 'custom_int5',
  'custom_str1', 'custom_str2', 'custom_str3', 'custom_str4', 'custom_str5', 'email_confirmation',
  'confirmation_address', 'currency', 'payment_method', 'subscription_type', 'billing_date',
  'recurring_amount', 'frequency', 'cycles', 'subscription_notify_email', 'subscription_notify_webhook',
  'subscription_notify_buyer',
] as const;

export type CheckoutField = (typeof CHECKOUT_FIELD_ORDER)[number];

/** The checkout signature: documented order, blank values left out. */
export function checkoutSignature(fields: Partial<Record<CheckoutField, string>>, passphrase?: string | null): string {
  const pairs = CHECKOUT_FIELD_ORDER.filter((name) => (fields[name] ?? '').trim() !== '').map(
    (name) => [name, fields[name] as string] as [string, string],
  );
  return payfastSignature(pairs, passphrase);
}

/** The notification signature: every posted field in the order received, blanks included, up to `signature`. */
export function notificationSignature(posted: [string, string][], passphrase?: string | null): string {
  const end = posted.findIndex(([name]) => name === 'signature');
  return payfastSignature(end === -1 ? posted : posted.slice(0, end), passphrase);
}
