import type { ApiError } from '../../lib/api-error';
import { formatDateTime } from '../orders/history';
import type { ImportScheduleView } from '#contracts/import.contract';

export const ADMIN_IMPORT_SCHEDULE_API = '/api/admin/import/schedule';
export const SCHEDULE_PLACEHOLDER = '0 3 * * *';
export const SCHEDULE_HINT = 'Five fields, UTC: minute hour day month weekday; at most once an hour';
export const SCHEDULE_OFF_TEXT = 'No scheduled imports: games are imported only when an admin starts an import.';

/** The request body for a schedule typed in the field: blank turns the schedule off. */
export function scheduleBody(text: string): { cron: string | null } {
  const cron = text.trim().replace(/\s+/g, ' ');
  return { cron: cron === '' ? null : cron };
}

/** Whether the field says something else than the saved schedule (so Save has something to do). */
export function scheduleChanged(text: string, saved: Pick<ImportScheduleView, 'cron'>): boolean {
  return scheduleBody(text).cron !== (saved.cron ?? null);
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** How far a moment is from now, in words: `in 5 minutes`, `in 3 hours`, `tomorrow`, `in 4 days`. */
export function relativeTime(target: Date, now: Date): string {
  const ms = target.getTime() - now.getTime();
  const size = Math.abs(ms);
  if (size < MINUTE_MS) return ms >= 0 ? 'in less than a minute' : 'less than a minute ago';
  if (size < HOUR_MS) return relative.format(Math.round(ms / MINUTE_MS), 'minute');
  if (size < 2 * DAY_MS) return relative.format(Math.round(ms / HOUR_MS), 'hour');
  return relative.format(Math.round(ms / DAY_MS), 'day');
}

/** The schedule's next run in words and as a date: `Next import in 5 hours (Mar 5, 2026, 03:00 UTC)`. */
export function nextRunText(schedule: Pick<ImportScheduleView, 'cron' | 'nextRunAt'>, now: Date): string {
  if (!schedule.cron || !schedule.nextRunAt) return SCHEDULE_OFF_TEXT;
  const next = new Date(schedule.nextRunAt);
  if (Number.isNaN(next.getTime())) return SCHEDULE_OFF_TEXT;
  return `Next import ${relativeTime(next, now)} (${formatDateTime(schedule.nextRunAt)})`;
}

/** What the server said was wrong with a schedule, for under the field: its own words, not the request's property name. */
export function scheduleErrorText(error: Pick<ApiError, 'code' | 'message' | 'details'>): string {
  const messages = error.code === 'validation_failed' && error.details.length > 0 ? error.details : [error.message];
  return messages.map((message) => message.replace(/^cron (must|should)\b/, 'The schedule $1')).join(' ');
}
