/**
 * Fields of a job's data that hold only ids and times, and so may be shown to operators. A field of
 * any other name (a key, an address, a mail body, a token) is never shown, whatever the job.
 */
const SHOWN_FIELDS = ['orderId', 'mailId', 'runId', 'tickAt', 'scheduledBy'] as const;

/** An id, a time or an instance name; a value of another shape is left out even under a shown name. */
const SAFE_VALUE = /^[\w:.+-]{1,64}$/;

/** A job's data in a few words for the queues page: `orderId: 5b1c…, tickAt: 2026-…`, or '' when nothing may be shown. */
export function jobSummary(data: unknown): string {
  if (data === null || typeof data !== 'object') return '';
  const fields = data as Record<string, unknown>;
  return SHOWN_FIELDS.flatMap((name) => {
    const value = fields[name];
    const safe = (typeof value === 'string' && SAFE_VALUE.test(value)) || (typeof value === 'number' && Number.isFinite(value));
    return safe ? [`${name}: ${String(value)}`] : [];
  }).join(', ');
}
