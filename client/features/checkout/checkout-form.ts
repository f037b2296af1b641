import type { ApiError } from '../../lib/api-error';
import type { QuoteItem } from './cart-quote';
import { DELIVERY_CONSENT_REQUIRED_MESSAGE } from '#contracts/receipts.constants';
import {
  invalidShippingFields,
  missingShippingFields,
  SHIPPING_FIELDS,
  SHIPPING_LABELS,
  SHIPPING_REQUIRED_TOAST,
  SHIPPING_SERVER_FIELDS,
  shippingAddressBody,
  shippingFieldMessage,
  type ShippingField,
  type ShippingFormValues,
} from '../delivery/shipping-address';

export const DEFAULT_COUNTRY = 'South Africa';

/** A Steam trade offer link, as the server accepts it. */
export const STEAM_TRADE_URL_PATTERN = /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=\d+&token=[\w-]+$/;
export const STEAM_TRADE_URL_HINT = 'Required for Steam-related orders. Find this in your Steam inventory settings.';
export const STEAM_TRADE_URL_PLACEHOLDER = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEfGh';

/** The same shapes the server accepts for the checkout form. */
const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX = 100;
const COUNTRY_MAX = 80;

/** Why the order was not placed, as the form's message says it. */
export interface FormMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export const REQUIRED_FIELDS_TOAST: FormMessage = { title: 'Error', description: 'Please fill in all required fields', variant: 'destructive' };
export const STEAM_REQUIRED_TOAST: FormMessage = {
  title: 'Steam Trade URL Required',
  description: 'Please provide your Steam trade URL for Steam-related items',
  variant: 'destructive',
};
export const CHECKOUT_FAILED_MESSAGE = 'There was an error processing your order. Please try again.';
export const CHECK_FIELDS_TOAST: FormMessage = { title: 'Error', description: 'Please check the highlighted fields', variant: 'destructive' };

export interface CheckoutFormValues extends ShippingFormValues {
  /** The account's e-mail, shown read-only. */
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  country: string;
  steamTradeUrl: string;
  isGift: boolean;
  giftRecipientEmail: string;
  /** Agrees to immediate delivery, and so to losing the right of withdrawal; required. */
  deliveryConsent: boolean;
}

export type CheckoutField = 'firstName' | 'lastName' | 'phone' | 'country' | 'steamTradeUrl' | ShippingField | 'giftRecipientEmail' | 'deliveryConsent';

/** The fields in the order the form shows them, so that the first one in trouble gets the focus. */
export const CHECKOUT_FIELDS: readonly CheckoutField[] = ['firstName', 'lastName', 'phone', 'country', 'steamTradeUrl', ...SHIPPING_FIELDS, 'giftRecipientEmail', 'deliveryConsent'];

export type FieldErrors = Partial<Record<CheckoutField, string>>;

export interface CheckoutProblem {
  /** Null when the fields' own messages say it all (only the consent is missing). */
  toast: FormMessage | null;
  /** Shown under the fields; the first of them gets the focus. */
  fields: FieldErrors;
}

/** What the cart's items ask of the form besides the Steam rule: an address for physical items; whose trade URL Steam gifts go to. */
export interface DeliveryNeeds {
  requiresShippingAddress?: boolean;
  hasSteamGifts?: boolean;
}

/**
 * What stops the form from being sent: the contact and address fields' problems first, then the
 * consent to immediate delivery, whose message stands beside its checkbox only, so it is said once.
 * Null when the form can go.
 */
export function checkCheckoutForm(values: CheckoutFormValues, requiresSteamTradeUrl: boolean, delivery: DeliveryNeeds = {}): CheckoutProblem | null {
  const problem = checkContactFields(values, requiresSteamTradeUrl, delivery);
  if (problem || values.deliveryConsent) return problem;
  return { toast: null, fields: { deliveryConsent: DELIVERY_CONSENT_REQUIRED_MESSAGE } };
}

/**
 * The contact fields' problems, in the order the shopper is told: required fields first (first
 * name, the account's e-mail, and the recipient of a gift), then the Steam trade URL when the cart
 * holds a Steam item, then the shipping address when it holds a physical one, then anything in the
 * wrong shape.
 */
function checkContactFields(values: CheckoutFormValues, requiresSteamTradeUrl: boolean, delivery: DeliveryNeeds): CheckoutProblem | null {
  const missing: FieldErrors = {};
  if (!values.firstName.trim()) missing.firstName = 'Enter your first name.';
  if (values.isGift && !values.giftRecipientEmail.trim()) missing.giftRecipientEmail = 'Enter the e-mail address the keys should go to.';
  if (!values.email.trim() || Object.keys(missing).length > 0) return { toast: REQUIRED_FIELDS_TOAST, fields: missing };

  const steamTradeUrl = values.steamTradeUrl.trim();
  if (requiresSteamTradeUrl && !steamTradeUrl) {
    const forRecipient = values.isGift && delivery.hasSteamGifts;
    return { toast: STEAM_REQUIRED_TOAST, fields: { steamTradeUrl: forRecipient ? "Enter the recipient's Steam trade URL: the Steam gift goes to them." : 'Enter your Steam trade URL: your cart holds Steam items.' } };
  }
  if (delivery.requiresShippingAddress) {
    const missingAddress = missingShippingFields(values);
    if (Object.keys(missingAddress).length > 0) return { toast: SHIPPING_REQUIRED_TOAST, fields: missingAddress };
  }

  const invalid: FieldErrors = {};
  if (values.firstName.trim().length > NAME_MAX) invalid.firstName = `Use at most ${NAME_MAX} characters.`;
  if (values.lastName.trim().length > NAME_MAX) invalid.lastName = `Use at most ${NAME_MAX} characters.`;
  const phone = values.phone.trim();
  if (phone && !PHONE_PATTERN.test(phone)) invalid.phone = 'Enter a valid phone number, like +27 82 123 4567.';
  if (values.country.trim().length > COUNTRY_MAX) invalid.country = `Use at most ${COUNTRY_MAX} characters.`;
  if (requiresSteamTradeUrl && !STEAM_TRADE_URL_PATTERN.test(steamTradeUrl)) {
    invalid.steamTradeUrl = 'Enter a Steam trade offer link, like https://steamcommunity.com/tradeoffer/new/?partner=…&token=….';
  }
  if (delivery.requiresShippingAddress) Object.assign(invalid, invalidShippingFields(values));
  const recipient = values.giftRecipientEmail.trim();
  if (values.isGift && !EMAIL_PATTERN.test(recipient)) invalid.giftRecipientEmail = 'Enter a valid e-mail address, like name@example.com.';
  if (Object.keys(invalid).length > 0) return { toast: CHECK_FIELDS_TOAST, fields: invalid };
  return null;
}

export interface CheckoutBody {
  items: (QuoteItem & { regionWarningShown?: true })[];
  firstName: string;
  lastName?: string;
  phone?: string;
  country?: string;
  steamTradeUrl?: string;
  giftRecipientEmail?: string;
  /** Where physical items ship; only when the cart holds one. */
  shippingAddress?: ReturnType<typeof shippingAddressBody>;
  /** Spend the account's store credit on the order; left out when the shopper does not. */
  useCredit?: true;
  /** The shopper ticked the consent to immediate delivery; the server refuses an order without it. */
  deliveryConsent: boolean;
}

/**
 * The request body: trimmed values, blanks left out. The trade URL goes only with a Steam order and
 * the recipient only with a gift, so that a field the shopper no longer sees is never sent; store
 * credit only when the shopper chose to spend it.
 */
export function checkoutBody(
  items: readonly QuoteItem[],
  values: CheckoutFormValues,
  requiresSteamTradeUrl: boolean,
  useCredit = false,
  requiresShippingAddress = false,
  /** Products whose region warning the shopper saw: the order records it on their lines. */
  regionWarned: ReadonlySet<string> = new Set(),
): CheckoutBody {
  const body: CheckoutBody = {
    items: items.map(({ productId, quantity }) => (regionWarned.has(productId) ? { productId, quantity, regionWarningShown: true } : { productId, quantity })),
    firstName: values.firstName.trim(),
    deliveryConsent: values.deliveryConsent,
  };
  if (useCredit) body.useCredit = true;
  if (requiresShippingAddress) body.shippingAddress = shippingAddressBody(values);
  const optional: [keyof CheckoutBody, string, boolean][] = [
    ['lastName', values.lastName, true],
    ['phone', values.phone, true],
    ['country', values.country, true],
    ['steamTradeUrl', values.steamTradeUrl, requiresSteamTradeUrl],
    ['giftRecipientEmail', values.giftRecipientEmail, values.isGift],
  ];
  for (const [key, value, wanted] of optional) {
    const trimmed = value.trim();
    if (wanted && trimmed) (body as unknown as Record<string, string>)[key] = trimmed;
  }
  return body;
}

/** Error codes whose message says what is wrong in words the shopper can act on. */
const TELLING_CODES = new Set([
  'insufficient_stock',
  'product_unavailable',
  'steam_trade_url_required',
  'shipping_address_required',
  'validation_failed',
  'network_error',
  'quantity_limit',
  'unpaid_keys_limit',
  'unpaid_keys_limit_address',
  'too_many_checkouts',
  'too_many_failed_payments',
]);

/**
 * The failure message: the usual words, and the server's own message after them when it names the
 * problem (a product short of stock, a field in the wrong shape, a limit and what to do about it, no
 * connection, a session that ended).
 */
export function checkoutFailureToast(error: ApiError): FormMessage {
  return { title: 'Error', description: [CHECKOUT_FAILED_MESSAGE, failureReason(error)].filter(Boolean).join('\n'), variant: 'destructive' };
}

/** What the server said went wrong, when that helps the shopper; null for failures on the store's side. */
export function failureReason(error: ApiError): string | null {
  if (error.status === 401) return 'Your session has ended. Please sign in again.';
  if (!TELLING_CODES.has(error.code)) return null;
  if (error.code === 'validation_failed' && error.details.length > 0) return error.details.join(' ');
  return error.message;
}

const SERVER_FIELDS: readonly [CheckoutField, RegExp][] = [
  ...SHIPPING_SERVER_FIELDS,
  ['steamTradeUrl', /steam/i],
  ['giftRecipientEmail', /giftRecipientEmail|recipient/i],
  ['phone', /phone/i],
  ['firstName', /firstName|required fields/i],
  ['lastName', /lastName/i],
  ['country', /country/i],
  ['deliveryConsent', /immediate delivery|deliveryConsent/i],
];

const FIELD_LABELS: Record<CheckoutField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  country: 'Country',
  steamTradeUrl: 'Steam trade URL',
  giftRecipientEmail: 'Recipient e-mail',
  deliveryConsent: 'Consent to immediate delivery',
  ...SHIPPING_LABELS,
};

/** The server's refusals put under the fields they are about (`steamTradeUrl must be …` → Steam trade URL must be …). */
export function serverFieldErrors(error: ApiError): FieldErrors {
  const messages = error.code === 'validation_failed' ? error.details : error.code === 'steam_trade_url_required' || error.code === 'shipping_address_required' ? [error.message] : [];
  const fields: FieldErrors = {};
  for (const message of messages) {
    const match = SERVER_FIELDS.find(([, pattern]) => pattern.test(message));
    if (!match) continue;
    const [field] = match;
    const text = isShippingField(field) ? shippingFieldMessage(field, message) : message.startsWith(`${field} `) ? `${FIELD_LABELS[field]}${message.slice(field.length)}` : message;
    fields[field] = fields[field] ? `${fields[field]} ${text}` : text;
  }
  return fields;
}

function isShippingField(field: CheckoutField): field is ShippingField {
  return (SHIPPING_FIELDS as readonly string[]).includes(field);
}
