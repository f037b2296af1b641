import { isEmail, isURL } from 'class-validator';
import { parseDecimal } from '../../common/money.js';
import { CHECKOUT_FIELD_ORDER, checkoutSignature, CheckoutField } from '../payfast/payfast-fields.js';

/** The merchant the gateway accepts checkout forms for. */
export interface SandboxMerchant {
  merchantId: string;
  merchantKey: string;
  passphrase: string;
}

/** The form field that carries the secret of the payment the store opened (not one of PayFast's). */
export const SESSION_FIELD = 'sandbox_session';

/** The checkout fields of a posted form, trimmed: the first value of each documented field name. */
export type CheckoutValues = Partial<Record<CheckoutField, string>>;

const MAX_LENGTHS: Partial<Record<CheckoutField, number>> = {
  name_first: 100,
  name_last: 100,
  email_address: 100,
  m_payment_id: 100,
  item_name: 100,
  item_description: 255,
  custom_str1: 255,
  custom_str2: 255,
  custom_str3: 255,
  custom_str4: 255,
  custom_str5: 255,
};
const REQUIRED: CheckoutField[] = ['merchant_id', 'merchant_key', 'amount', 'item_name'];
const URL_FIELDS: CheckoutField[] = ['return_url', 'cancel_url', 'notify_url'];
const INTEGER_FIELDS: CheckoutField[] = ['custom_int1', 'custom_int2', 'custom_int3', 'custom_int4', 'custom_int5'];

function isHttpUrl(value: string): boolean {
  return isURL(value, { require_tld: false, protocols: ['http', 'https'], require_protocol: true });
}

/** The documented checkout fields of a posted form (others are posted but neither signed nor used). */
export function checkoutValues(fields: [string, string][]): CheckoutValues {
  const values: CheckoutValues = {};
  for (const [name, value] of fields) {
    if ((CHECKOUT_FIELD_ORDER as readonly string[]).includes(name) && !Object.hasOwn(values, name)) values[name as CheckoutField] = value.trim();
  }
  return values;
}

/**
 * What PayFast would refuse in a checkout form, one sentence each (none: the form is good): missing
 * required fields, another merchant, a malformed amount, URL or address, fields too long, and a
 * signature that is not the checkout signature of the fields with the merchant's passphrase.
 */
export function checkoutProblems(fields: [string, string][], merchant: SandboxMerchant): string[] {
  const values = checkoutValues(fields);
  const problems: string[] = [];
  for (const name of REQUIRED) if (!values[name]) problems.push(`${name} is required`);
  if (values.merchant_id && values.merchant_id !== merchant.merchantId) problems.push(`merchant_id ${values.merchant_id} is not this gateway's merchant`);
  if (values.merchant_key && values.merchant_key !== merchant.merchantKey) problems.push('merchant_key does not belong to the merchant');
  if (values.amount) {
    const cents = /^\d+\.\d{2}$/.test(values.amount) ? parseDecimal(values.amount) : null;
    if (cents === null) problems.push(`amount must be rands with two decimals and a dot, such as 100.00, not "${values.amount}"`);
    else if (cents <= 0) problems.push('amount must be more than 0.00');
  }
  if (values.currency && values.currency !== 'ZAR') problems.push('currency must be ZAR');
  for (const [name, max] of Object.entries(MAX_LENGTHS) as [CheckoutField, number][]) {
    if (Array.from(values[name] ?? '').length > max) problems.push(`${name} must be at most ${max} characters`);
  }
  for (const name of URL_FIELDS) if (values[name] && !isHttpUrl(values[name])) problems.push(`${name} must be an http(s) URL`);
  for (const name of INTEGER_FIELDS) if (values[name] && !/^-?\d+$/.test(values[name])) problems.push(`${name} must be a whole number`);
  if (values.email_address && !isEmail(values.email_address)) problems.push('email_address must be an e-mail address');
  if (values.cell_number && !/^\+?\d{9,15}$/.test(values.cell_number)) problems.push('cell_number must be a phone number of digits only');

  const signature = fields.find(([name]) => name === 'signature')?.[1].trim().toLowerCase();
  if (!signature) problems.push('signature is required: this merchant has a passphrase');
  else if (signature !== checkoutSignature(values, merchant.passphrase)) {
    problems.push('signature does not match the fields: sign them in the documented order, blank ones left out, encoded like PHP urlencode, with the passphrase appended');
  }
  return problems;
}

/**
 * Where a posted checkout differs from the one the store issued for that payment, one sentence per
 * field: an amount, order, address or URL the store did not issue is refused, not taken.
 */
export function differencesFromIssued(posted: CheckoutValues, issued: CheckoutValues): string[] {
  return CHECKOUT_FIELD_ORDER.filter((name) => (posted[name] ?? '') !== (issued[name] ?? '')).map(
    (name) => `${name} differs from what the store issued for this payment`,
  );
}
