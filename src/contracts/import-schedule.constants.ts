/**
 * The import schedule in words: presets admins choose from (hourly, daily at a time, weekly on a day
 * at a time) and a custom cron for experts, each the same five-field cron underneath. No decorators
 * here, so the admin page imports it to show a saved cron as its preset.
 */

/** The timezone the scheduler reads every cron in, stated on the page. */
export const SCHEDULE_TIMEZONE = 'UTC';

export const SCHEDULE_KINDS = ['off', 'hourly', 'daily', 'weekly', 'custom'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

/** Cron's day numbers, Sunday 0. */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A time of day, HH:MM on the 24-hour clock. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** How many coming runs the schedule form lists. */
export const NEXT_RUNS_SHOWN = 5;

export type SchedulePreset =
  | { kind: 'off' }
  | { kind: 'hourly' }
  | { kind: 'daily'; time: string }
  | { kind: 'weekly'; day: Weekday; time: string }
  | { kind: 'custom'; cron: string };

/** The cron of a preset (null when off); a custom cron as typed, spaces tidied. Times must match TIME_OF_DAY. */
export function cronOfPreset(preset: SchedulePreset): string | null {
  const at = (time: string) => {
    const [, hours, minutes] = TIME_OF_DAY.exec(time) as RegExpExecArray;
    return `${Number(minutes)} ${Number(hours)}`;
  };
  switch (preset.kind) {
    case 'off':
      return null;
    case 'hourly':
      return '0 * * * *';
    case 'daily':
      return `${at(preset.time)} * * *`;
    case 'weekly':
      return `${at(preset.time)} * * ${WEEKDAYS.indexOf(preset.day)}`;
    case 'custom':
      return preset.cron.trim().replace(/\s+/g, ' ');
  }
}

/** The preset a saved cron reads as, or custom when it is none of them. */
export function presetOf(cron: string | null): SchedulePreset {
  if (cron === null) return { kind: 'off' };
  if (cron === '0 * * * *') return { kind: 'hourly' };
  const timed = /^(\d{1,2}) (\d{1,2}) \* \* (\*|[0-6])$/.exec(cron);
  if (timed && Number(timed[1]) < 60 && Number(timed[2]) < 24) {
    const time = `${timed[2].padStart(2, '0')}:${timed[1].padStart(2, '0')}`;
    return timed[3] === '*' ? { kind: 'daily', time } : { kind: 'weekly', day: WEEKDAYS[Number(timed[3])], time };
  }
  return { kind: 'custom', cron };
}

/** A preset in words: 'Every day at 03:00 UTC'. */
export function describePreset(preset: SchedulePreset): string {
  switch (preset.kind) {
    case 'off':
      return 'Off: imports run only when an admin starts one';
    case 'hourly':
      return `Every hour, on the hour (${SCHEDULE_TIMEZONE})`;
    case 'daily':
      return `Every day at ${preset.time} ${SCHEDULE_TIMEZONE}`;
    case 'weekly':
      return `Every ${preset.day[0].toUpperCase()}${preset.day.slice(1)} at ${preset.time} ${SCHEDULE_TIMEZONE}`;
    case 'custom':
      return `Custom: ${preset.cron} (${SCHEDULE_TIMEZONE})`;
  }
}
