import { CronTime, validateCronExpression } from 'cron';
import { SCHEDULE_TIMEZONE } from '#contracts/import-schedule.constants';

const MIN_GAP_MS = 60 * 60_000;

/**
 * Why a schedule is refused, or null when it is fine: five fields (minute hour day month weekday,
 * in UTC), and no more often than once an hour, since every run reads the sources again.
 */
export function scheduleProblem(cron: string): string | null {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return 'The schedule must be a cron expression of five fields: minute hour day month weekday (for example "0 3 * * *" for 03:00 UTC every day).';
  const check = validateCronExpression(cron);
  if (!check.valid) return `The schedule is not a valid cron expression: ${check.error?.message ?? 'it cannot be read'}.`;
  const [first, second] = new CronTime(cron, SCHEDULE_TIMEZONE).sendAt(2);
  if (second.toMillis() - first.toMillis() < MIN_GAP_MS) return 'Imports may be scheduled at most once an hour.';
  return null;
}

/** The next time the schedule fires after `from`. */
export function nextRun(cron: string, from = new Date()): Date {
  return new CronTime(cron, SCHEDULE_TIMEZONE).getNextDateFrom(from).toJSDate();
}

/** The next `count` fire times after `from`, as the scheduler will see them. */
export function nextRuns(cron: string, count: number, from = new Date()): Date[] {
  const runs: Date[] = [];
  for (let at = from; runs.length < count; ) {
    at = nextRun(cron, at);
    runs.push(at);
  }
  return runs;
}

/**
 * The latest fire time after `from` and not after `now`, or null when none: fire times missed while
 * no worker ran (a restart, a deploy) make one import, not one each.
 */
export function latestFireBetween(cron: string, from: Date, now: Date): Date | null {
  let latest: Date | null = null;
  for (let next = nextRun(cron, from); next.getTime() <= now.getTime(); next = nextRun(cron, next)) latest = next;
  return latest;
}
