const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export interface PolicyDate {
  /** For `<time dateTime>`: 2026-11-21. */
  iso: string;
  /** For people: 21 November 2026. */
  label: string;
}

/** A policy's 'Last updated' date, in UTC so that the server and the browser agree on the day. */
export function policyDate(date: Date): PolicyDate {
  return { iso: date.toISOString().slice(0, 10), label: longDate.format(date) };
}
