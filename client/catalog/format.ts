const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** An amount in euro cents as the shopper reads it: `€19.99`. */
export function formatEuros(cents: number): string {
  return euros.format(cents / 100);
}

/** An amount in euro cents as a decimal string without currency sign (`19.99`), as structured data wants it. */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * A calendar date such as a release date (`2024-03-01` or a full timestamp) in words; always in UTC
 * so that the server and the browser print the same day. Null when the value is not a date.
 */
export function formatDate(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}
