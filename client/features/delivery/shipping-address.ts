import { SHIPPING_ADDRESS_LIMITS as LIMITS, type ShippingAddress } from '#contracts/delivery-kind.constants';
import { COUNTRIES } from '#contracts/countries.constants';

/** The checkout's shipping fields, asked when the cart holds a physical item. */
export interface ShippingFormValues {
  shippingName: string;
  shippingLine1: string;
  shippingLine2: string;
  shippingCity: string;
  shippingPostalCode: string;
  shippingCountry: string;
}

export type ShippingField = keyof ShippingFormValues;

/** The fields in the order the form shows them. */
export const SHIPPING_FIELDS: readonly ShippingField[] = ['shippingName', 'shippingLine1', 'shippingLine2', 'shippingCity', 'shippingPostalCode', 'shippingCountry'];

export const SHIPPING_LABELS: Record<ShippingField, string> = {
  shippingName: 'Full name',
  shippingLine1: 'Street address',
  shippingLine2: 'Apartment, suite or building',
  shippingCity: 'City',
  shippingPostalCode: 'Postal code',
  shippingCountry: 'Country',
};

const MAX: Record<ShippingField, number> = {
  shippingName: LIMITS.name,
  shippingLine1: LIMITS.line,
  shippingLine2: LIMITS.line,
  shippingCity: LIMITS.city,
  shippingPostalCode: LIMITS.postalCode,
  shippingCountry: LIMITS.country,
};

/** The API's names of the fields, as its refusals say them (`shippingAddress.city must be …`). */
const API_NAMES: Record<ShippingField, keyof ShippingAddress> = {
  shippingName: 'name',
  shippingLine1: 'line1',
  shippingLine2: 'line2',
  shippingCity: 'city',
  shippingPostalCode: 'postalCode',
  shippingCountry: 'country',
};

export const SHIPPING_REQUIRED_TOAST = {
  title: 'Shipping Address Required',
  description: 'Please give the address your physical items ship to',
  variant: 'destructive' as const,
};

export function emptyShippingValues(country: string): ShippingFormValues {
  return { shippingName: '', shippingLine1: '', shippingLine2: '', shippingCity: '', shippingPostalCode: '', shippingCountry: COUNTRIES.includes(country) ? country : COUNTRIES[0] };
}

/** The required shipping fields left blank, each with what to do. */
export function missingShippingFields(values: ShippingFormValues): Partial<Record<ShippingField, string>> {
  const missing: Partial<Record<ShippingField, string>> = {};
  for (const field of SHIPPING_FIELDS) {
    if (field !== 'shippingLine2' && !values[field].trim()) missing[field] = `Enter the ${SHIPPING_LABELS[field].toLowerCase()} to ship to.`;
  }
  return missing;
}

/** Shipping fields in the wrong shape: too long, or a country the list does not hold. */
export function invalidShippingFields(values: ShippingFormValues): Partial<Record<ShippingField, string>> {
  const invalid: Partial<Record<ShippingField, string>> = {};
  for (const field of SHIPPING_FIELDS) {
    if (values[field].trim().length > MAX[field]) invalid[field] = `Use at most ${MAX[field]} characters.`;
  }
  if (!COUNTRIES.includes(values.shippingCountry)) invalid.shippingCountry = 'Choose a country from the list.';
  return invalid;
}

/** The address as the checkout request sends it: trimmed, a blank second line left out. */
export function shippingAddressBody(values: ShippingFormValues): Omit<ShippingAddress, 'line2'> & { line2?: string } {
  const line2 = values.shippingLine2.trim();
  return {
    name: values.shippingName.trim(),
    line1: values.shippingLine1.trim(),
    ...(line2 ? { line2 } : {}),
    city: values.shippingCity.trim(),
    postalCode: values.shippingPostalCode.trim(),
    country: values.shippingCountry,
  };
}

/** Which field a server refusal is about, for the shipping address; checked before the contact fields (both have a country). */
export const SHIPPING_SERVER_FIELDS: readonly [ShippingField, RegExp][] = [
  ['shippingName', /^Shipping Address Required/],
  ...SHIPPING_FIELDS.map((field): [ShippingField, RegExp] => [field, new RegExp(`shippingAddress\\.${API_NAMES[field]}\\b`)]),
];

/** The server's message about a field, in the form's words (`shippingAddress.city must be …` → City must be …). */
export function shippingFieldMessage(field: ShippingField, message: string): string {
  const prefix = `shippingAddress.${API_NAMES[field]} `;
  return message.startsWith(prefix) ? `${SHIPPING_LABELS[field]} ${message.slice(prefix.length)}` : message;
}
