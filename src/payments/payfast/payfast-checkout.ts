import { formatDecimal } from '../../common/money.js';
import type { PayfastConfig } from '../../config/app-config.js';
import type { PayableOrder, PaymentRequest } from '../payment-gateway.types.js';
import { InvalidPaymentAmountError } from '../payments.errors.js';
import { CHECKOUT_FIELD_ORDER, checkoutSignature, CheckoutField } from './payfast-fields.js';

/** PayFast's limit on names, e-mail address and item name. */
const MAX_FIELD_LENGTH = 100;

/** Where the shopper and the notifications go; built from the store's public address. */
export function paymentUrls(publicUrl: string, orderNumber: string): Pick<Record<CheckoutField, string>, 'return_url' | 'cancel_url' | 'notify_url'> {
  const order = encodeURIComponent(orderNumber);
  return {
    return_url: `${publicUrl}/payment/pending?order=${order}`,
    cancel_url: `${publicUrl}/cart?cancelled=${order}`,
    notify_url: `${publicUrl}/api/payments/payfast/notify`,
  };
}

/**
 * A South African mobile number as PayFast's `cell_number` takes it (ten digits, `0` first), or null
 * when the phone is missing or does not look like one: PayFast refuses the whole payment over a
 * malformed cell number, and the field is optional.
 */
export function cellNumber(phone: string | null): string | null {
  if (!phone) return null;
  const compact = phone.trim().replace(/[\s\-().]/g, '');
  const local = /^(?:\+27|0027|27)([6-8]\d{8})$/.exec(compact)?.[1] ?? /^0([6-8]\d{8})$/.exec(compact)?.[1];
  return local ? `0${local}` : null;
}

/** Text cut to `max` characters (whole code points), with '...' marking the cut. */
export function truncate(text: string, max = MAX_FIELD_LENGTH): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 3).join('').trimEnd()}...`;
}

/**
 * The signed checkout form for one order: the fields PayFast documents, in its signing order, blank
 * ones left out, the signature last; the browser posts it to `${host}/eng/process`.
 */
export function buildPaymentRequest(order: PayableOrder, payfast: PayfastConfig, publicUrl: string): PaymentRequest {
  if (!Number.isInteger(order.totalZarCents) || order.totalZarCents <= 0) throw new InvalidPaymentAmountError(order.totalZarCents);
  const email = order.email.trim();
  const values: Partial<Record<CheckoutField, string>> = {
    merchant_id: payfast.merchantId,
    merchant_key: payfast.merchantKey,
    ...paymentUrls(publicUrl, order.orderNumber),
    name_first: truncate(order.firstName),
    name_last: truncate(order.lastName ?? ''),
    // A cut address would be a wrong one: PayFast asks the shopper for it when it is missing.
    email_address: email.length <= MAX_FIELD_LENGTH ? email : '',
    cell_number: cellNumber(order.phone) ?? '',
    m_payment_id: order.orderNumber,
    amount: formatDecimal(order.totalZarCents),
    item_name: truncate(order.description),
  };
  const fields = CHECKOUT_FIELD_ORDER.filter((name) => (values[name] ?? '').trim() !== '').map(
    (name) => [name, (values[name] as string).trim()] as [string, string],
  );
  fields.push(['signature', checkoutSignature(values, payfast.passphrase)]);
  return { action: `${payfast.host}/eng/process`, fields };
}
