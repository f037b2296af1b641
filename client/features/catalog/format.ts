const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A calendar date such as a release date (`2024-03-01` or a full timestamp) in words; always in UTC
 * so that the server and the browser print the same day. Null when the value is not a date.
 */
export function formatDate(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}
