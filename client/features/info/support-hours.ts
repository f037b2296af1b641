/** When the support team is at work, in UTC (spec, section 9). */
export interface SupportPeriod {
  days: string;
  /** 'closed' on days without support. */
  hours: string;
  /** Days of the week as `Date.getUTCDay()` numbers them: 0 is Sunday. */
  weekdays: readonly number[];
  /** Minutes after midnight UTC; absent on closed days. */
  opensAt?: number;
  closesAt?: number;
}

export const SUPPORT_HOURS: readonly SupportPeriod[] = [
  { days: 'Mon-Fri', hours: '9:00-18:00 UTC', weekdays: [1, 2, 3, 4, 5], opensAt: 9 * 60, closesAt: 18 * 60 },
  { days: 'Sat', hours: '10:00-16:00 UTC', weekdays: [6], opensAt: 10 * 60, closesAt: 16 * 60 },
  { days: 'Sunday', hours: 'closed', weekdays: [0] },
];

/** One line of the hours as the pages show it: 'Mon-Fri 9:00-18:00 UTC', 'Sunday closed'. */
export function supportHoursLine(period: SupportPeriod): string {
  return `${period.days} ${period.hours}`;
}

export type SupportStatus =
  | { open: true; closesAt: string }
  /** `opensAt` reads after 'back': 'today at 10:00 UTC', 'tomorrow at 9:00 UTC', 'on Monday at 9:00 UTC'. */
  | { open: false; opensAt: string };

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Whether the support team is at work at `now`, and until when, or when it is back. */
export function supportStatus(now: Date, hours: readonly SupportPeriod[] = SUPPORT_HOURS): SupportStatus {
  const today = now.getUTCDay();
  const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
  const period = periodOf(today, hours);
  if (period?.opensAt !== undefined && period.closesAt !== undefined && minute >= period.opensAt && minute < period.closesAt) {
    return { open: true, closesAt: `${clock(period.closesAt)} UTC` };
  }
  // Up to a week ahead: the same weekday next week is the last chance when no other day has hours.
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = (today + ahead) % 7;
    const opensAt = periodOf(day, hours)?.opensAt;
    if (opensAt === undefined || (ahead === 0 && minute >= opensAt)) continue;
    return { open: false, opensAt: `${dayWord(ahead, day)} at ${clock(opensAt)} UTC` };
  }
  return { open: false, opensAt: 'soon' };
}

function dayWord(ahead: number, day: number): string {
  if (ahead === 0) return 'today';
  if (ahead === 1) return 'tomorrow';
  return ahead === 7 ? `next ${DAY_NAMES[day]}` : `on ${DAY_NAMES[day]}`;
}

function periodOf(day: number, hours: readonly SupportPeriod[]): SupportPeriod | undefined {
  return hours.find((period) => period.weekdays.includes(day));
}

/** 9:00, 18:00: the hour without a leading zero, as the spec writes support hours. */
function clock(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
