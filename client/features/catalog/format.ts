const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A calendar date such as a release date (`2024-03-01` or a full timestamp) in words, "1 March 2024";
 * always in UTC so that the server and the browser print the same day. Null when the value is not a
 * date. Not through Intl, whose first formatter costs a page tens of milliseconds of main-thread time
 * to load the browser's locale data (see lib/format-count.ts).
 */
export function formatDate(value: string): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
