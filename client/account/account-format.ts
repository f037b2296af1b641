import { formatEuros } from '../catalog/format';

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

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

export { formatEuros };

/** A ledger amount with its sign: `+€5.00` earned, `−€2.50` spent. */
export function formatSignedEuros(cents: number): string {
  if (cents === 0) return formatEuros(0);
  return `${cents > 0 ? '+' : '−'}${formatEuros(Math.abs(cents))}`;
}

export function formatItemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

const CREDIT_SOURCES: Record<string, string> = {
  redeem_code: 'Redeemed key',
  order_payment: 'Spent on order',
  order_refund: 'Returned from order',
};

/**
 * A credit's source as people read it: `redeem_code` → `Redeemed key`, `order_payment` → `Spent on
 * order` (the page puts the order's number after it); a source this page does not know is its words
 * with a capital (`welcome_bonus` → `Welcome bonus`).
 */
export function formatCreditSource(source: string): string {
  const known = CREDIT_SOURCES[source];
  if (known) return known;
  const words = source.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Store credit';
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
