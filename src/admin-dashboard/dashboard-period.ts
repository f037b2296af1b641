import type { DashboardPeriod } from '#contracts/dashboard.constants';

/** The span a dashboard period covers and the size of its chart's buckets. */
export interface PeriodWindow {
  from: Date;
  /** Exclusive: the end of today. */
  to: Date;
  bucket: 'hour' | 'day';
}

const DAY_MS = 86_400_000;
const DAYS_BACK: Record<DashboardPeriod, number> = { today: 0, '7d': 6, '30d': 29 };

/**
 * Today by the hour, or the last 7 or 30 days (today included) by the day, in UTC: the store shows
 * every date in UTC, so a day here is the day an order's page shows.
 */
export function periodWindow(period: DashboardPeriod, now: Date): PeriodWindow {
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    from: new Date(startOfToday - DAYS_BACK[period] * DAY_MS),
    to: new Date(startOfToday + DAY_MS),
    bucket: period === 'today' ? 'hour' : 'day',
  };
}
