import { createHash } from 'node:crypto';
import type { SignalKind } from '#contracts/account-links.constants';
import { holderKey } from './review-signals.js';

/** One thing an account was seen with, as it is compared: `value` normalised, `label` as an admin reads it. */
export interface AccountSignal {
  kind: SignalKind;
  value: string;
  label: string;
}

/** The shortest name, in letters and digits, that says something about a person ("Al" does not). */
const MIN_NAME_LENGTH = 4;
/** Digits of a phone number compared: the subscriber number without its country or trunk prefix, so "+27 82…" is "082…". */
const PHONE_DIGITS = 9;
const MAX_LABEL = 300;

export interface OrderContact {
  firstName: string;
  lastName: string | null;
  phone: string | null;
  shippingAddress: { line1: string; line2: string | null; city: string; postalCode: string; country: string } | null;
}

/** The signals of a paid order: its buyer's name, phone and (physical orders) shipping address; blank values are none. */
export function orderSignals(contact: OrderContact): AccountSignal[] {
  const signals: AccountSignal[] = [];
  const name = holderKey(contact.firstName, contact.lastName);
  if (name.replace(/ /g, '').length >= MIN_NAME_LENGTH) signals.push({ kind: 'name', value: name, label: name });
  const digits = (contact.phone ?? '').replace(/\D/g, '');
  if (digits.length >= PHONE_DIGITS) {
    const phone = digits.slice(-PHONE_DIGITS);
    signals.push({ kind: 'phone', value: phone, label: `…${phone}` });
  }
  const address = contact.shippingAddress;
  if (address) {
    const parts = [address.line1, address.line2 ?? '', address.city, address.postalCode, address.country].map((part) => folded(part)).filter(Boolean);
    if (folded(address.line1)) signals.push({ kind: 'address', value: parts.join(', '), label: parts.join(', ') });
  }
  return signals.map(bounded);
}

/** The signals of a sign-in: its IP, and its browser on that IP (one browser install on one network: a device). */
export function sessionSignals(ip: string | null, userAgent: string | null, device: string): AccountSignal[] {
  const address = ip?.replace(/^::ffff:/i, '').trim().toLowerCase();
  if (!address) return [];
  const signals: AccountSignal[] = [{ kind: 'ip', value: address, label: address }];
  const agent = userAgent?.replace(/\s+/g, ' ').trim().toLowerCase();
  if (agent) signals.push({ kind: 'device', value: `${agent} @ ${address}`, label: `${device} at ${address}` });
  return signals.map(bounded);
}

/** The digest stored and looked up: values of any length take one index entry, and the column holds no raw data. */
export function signalDigest(signal: Pick<AccountSignal, 'kind' | 'value'>): Buffer {
  return createHash('sha256').update(`${signal.kind}\n${signal.value}`).digest();
}

/**
 * A value held by `othersHolding` accounts besides this one is too common to link by once, with this
 * one, more than `commonValueAccounts` hold it: an office's IP, a family's address, shared test data.
 */
export function isCommonValue(othersHolding: number, commonValueAccounts: number): boolean {
  return othersHolding + 1 > commonValueAccounts;
}

/** Case, accents, punctuation and spacing make no new value. */
function folded(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function bounded(signal: AccountSignal): AccountSignal {
  return { ...signal, label: signal.label.slice(0, MAX_LABEL) };
}
