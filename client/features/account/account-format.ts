import { formatEur } from '#server/common/money';

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });

/**
 * A day such as `March 4, 2026`, in UTC so that the server and the browser print the same one;
 * an empty string when the value is not a date.
 */
export function formatLongDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

/** A day in a table or list: `Mar 4, 2026`. */
export function formatShortDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}

/** A moment in a list, to the minute: `Mar 4, 2026, 14:05 UTC`. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : `${dateTime.format(date)} UTC`;
}

/** A ledger amount with its sign: `+€5.00` earned, `−€2.50` spent. */
export function formatSignedEuros(cents: number): string {
  if (cents === 0) return formatEur(0);
  return `${cents > 0 ? '+' : '−'}${formatEur(Math.abs(cents))}`;
}

export function formatItemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** An order's games in a list line: two names at most, then how many more (`Celeste, Hades and 1 more`). */
export function formatGameNames(names: readonly string[]): string {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

/** Each source in words; `{order}` stands where the order's number goes (the page links it). */
const CREDIT_SOURCES: Record<string, string> = {
  redeem_code: 'Redeemed key',
  order_payment: 'Spent on order {order}',
  order_refund: 'Returned from order {order}',
  // A late payment brought a cancelled order back, and took again the credit its cancellation had returned.
  order_payment_again: 'Spent again on order {order}',
  stock_refund: 'Refund for order {order} (no stock)',
  line_refund: 'Refund of a duplicate purchase',
  key_claim: 'Credit for a key that did not work',
};

const ORDER_SLOT = '{order}';

/** A credit's description in three parts, so that the page can link the order's number in the middle. */
export interface CreditSourceParts {
  before: string;
  orderNumber: string | null;
  after: string;
}

/**
 * A credit's source with its order, in parts: `stock_refund` of `KS-1` → `Refund for order`, `KS-1`,
 * ` (no stock)`. Without an order the words close up (`Refund for order (no stock)`); an order the
 * wording has no place for goes at the end. A source this page does not know is its words with a
 * capital (`welcome_bonus` → `Welcome bonus`).
 */
export function creditSourceParts(source: string, orderNumber: string | null = null): CreditSourceParts {
  const template = CREDIT_SOURCES[source] ?? unknownSource(source);
  const slot = template.indexOf(ORDER_SLOT);
  if (slot === -1) return { before: template, orderNumber, after: '' };
  const before = template.slice(0, slot).trimEnd();
  const after = template.slice(slot + ORDER_SLOT.length);
  if (orderNumber) return { before, orderNumber, after };
  return { before: `${before}${after}`, orderNumber: null, after: '' };
}

function unknownSource(source: string): string {
  const words = source.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Store credit';
}

/**
 * A credit's source as people read it, with its order when given: `redeem_code` → `Redeemed key`,
 * `order_payment` → `Spent on order`, or `Spent on order KS-2026-000001`.
 */
export function formatCreditSource(source: string, orderNumber: string | null = null): string {
  const parts = creditSourceParts(source, orderNumber);
  return parts.orderNumber ? `${parts.before} ${parts.orderNumber}${parts.after}` : parts.before;
}

/**
 * A key with all but its last four letters and digits hidden (`••••-••••-••••-MNOP`), separators
 * kept: enough to recognise it, not enough to use it. The API already sends keys masked; this keeps
 * the page from ever showing a whole one.
 */
export function maskKey(key: string): string {
  const visibleFrom = [...key].reduce((count, char) => count + (/[\p{L}\p{N}]/u.test(char) ? 1 : 0), 0) - 4;
  let seen = 0;
  return [...key]
    .map((char) => {
      if (!/[\p{L}\p{N}]/u.test(char)) return char;
      return seen++ < visibleFrom ? '•' : char;
    })
    .join('');
}
