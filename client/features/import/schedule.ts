import type { ApiError } from '../../lib/api-error';
import { formatDateTime } from '../orders/history';
import type { ImportScheduleView } from '#contracts/import.contract';
import { presetOf, type ScheduleKind, type Weekday } from '#contracts/import-schedule.constants';

export const ADMIN_IMPORT_SCHEDULE_API = '/api/admin/import/schedule';
export const SCHEDULE_PREVIEW_API = '/api/admin/import/schedule/preview';
export const SCHEDULE_PLACEHOLDER = '0 3 * * *';
export const SCHEDULE_HINT = 'Five fields: minute hour day month weekday; at most once an hour';
export const SCHEDULE_OFF_TEXT = 'No scheduled imports: games are imported only when an admin starts an import.';

export const SCHEDULE_KIND_LABELS: Record<ScheduleKind, string> = { off: 'Off', hourly: 'Every hour', daily: 'Every day', weekly: 'Every week', custom: 'Custom (cron)' };

/** The schedule form as chosen: a preset with its time and day, or a custom cron. */
export interface ScheduleValues {
  kind: ScheduleKind;
  time: string;
  day: Weekday;
  cron: string;
}

/** The form showing a saved schedule as its preset (a cron no preset makes shows as custom). */
export function scheduleValuesOf(schedule: Pick<ImportScheduleView, 'cron'>): ScheduleValues {
  const preset = presetOf(schedule.cron);
  return {
    kind: preset.kind,
    time: preset.kind === 'daily' || preset.kind === 'weekly' ? preset.time : '03:00',
    day: preset.kind === 'weekly' ? preset.day : 'monday',
    cron: preset.kind === 'custom' ? preset.cron : (schedule.cron ?? ''),
  };
}

/** The fields the server takes for the chosen schedule (the PUT body, and the preview's query). */
export function scheduleRequestOf(values: ScheduleValues): Record<string, string> {
  switch (values.kind) {
    case 'daily':
      return { preset: 'daily', time: values.time };
    case 'weekly':
      return { preset: 'weekly', day: values.day, time: values.time };
    case 'custom':
      return { preset: 'custom', cron: values.cron.trim().replace(/\s+/g, ' ') };
    default:
      return { preset: values.kind };
  }
}

/** Where the server previews the chosen schedule: its words and next five runs. */
export function schedulePreviewPath(values: ScheduleValues): string {
  return `${SCHEDULE_PREVIEW_API}?${new URLSearchParams(scheduleRequestOf(values)).toString()}`;
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
  return messages
    .map((message) => message.replace(/^cron (must|should)\b/, 'The schedule $1').replace(/^time must\b/, 'The time must').replace(/^day must\b/, 'The day must'))
    .join(' ');
}
