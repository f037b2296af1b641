/** One change of an order's status, as the API sends it. */
export interface HistoryEvent {
  from: string | null;
  to: string;
  at: string;
  note: string | null;
}

const TITLES: Record<string, string> = {
  pending: 'Order placed',
  verified: 'Payment confirmed',
  processing: 'Being prepared',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** What a step of the timeline is called: the order's creation is 'Order placed'. */
export function historyTitle(event: HistoryEvent): string {
  if (event.from === null) return 'Order placed';
  return TITLES[event.to] ?? event.to;
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'UTC',
});

/** A moment as `Mar 4, 2026, 14:05 UTC`, the same on the server and in the browser; empty when not a date. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : `${dateTime.format(date)} UTC`;
}

/** The history newest last, as the API sends it, but sorted in case it does not. */
export function sortHistory<T extends HistoryEvent>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
}

/** The event's note as a sentence (`manual items completed` → `Manual items completed`); null when it only repeats the title. */
export function historyNote(event: HistoryEvent): string | null {
  const note = event.note?.trim();
  if (!note || note.toLowerCase() === historyTitle(event).toLowerCase()) return null;
  return note.charAt(0).toUpperCase() + note.slice(1);
}
