const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A release date (YYYY-MM-DD) as people read it: "12 March 2027". */
export function formatReleaseDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** What the product page, the order and the mails say of a pre-order: "Pre-order: delivered on 12 March 2027". */
export function preOrderLine(isoDate: string): string {
  return `Pre-order: delivered on ${formatReleaseDate(isoDate)}`;
}

/** The release date when it is after today (UTC): the product sells as a pre-order, delivered that day. */
export function preOrderDateOf(releaseDate: string | null | undefined, now = new Date()): string | null {
  return releaseDate && releaseDate.slice(0, 10) > now.toISOString().slice(0, 10) ? releaseDate.slice(0, 10) : null;
}
