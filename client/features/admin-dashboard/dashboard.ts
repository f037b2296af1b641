import { adminChatHref } from '../chat/admin-chat';
import { ADMIN_CLAIMS_PATH } from '../claims/admin-claims';
import { adminOrdersHref } from '../orders/admin-list-query';
import { ADMIN_PATH } from '../../lib/paths';
import { DASHBOARD_PERIODS, type DashboardPeriod, type PaymentRefusalReason } from '#contracts/dashboard.constants';
import type { DashboardBucketView, DashboardNeedsActionView } from '#contracts/dashboard.contract';

export const DEFAULT_PERIOD: DashboardPeriod = '7d';

export const PERIOD_LABELS: Readonly<Record<DashboardPeriod, string>> = { today: 'Today', '7d': '7 days', '30d': '30 days' };

/** Reads `?period=`; anything else means the last 7 days. */
export function parseDashboardPeriod(search: Record<string, string | undefined>): DashboardPeriod {
  return DASHBOARD_PERIODS.find((period) => period === search.period) ?? DEFAULT_PERIOD;
}

/** The dashboard's address for a period; the default is left out. */
export function dashboardHref(period: DashboardPeriod): string {
  return period === DEFAULT_PERIOD ? ADMIN_PATH : `${ADMIN_PATH}?period=${period}`;
}

export const dashboardApiPath = (period: DashboardPeriod) => `/api/admin/dashboard?period=${period}`;

/** The average order of one hour or day, in cents rounded half up; 0 without orders. */
export function averageOf(bucket: Pick<DashboardBucketView, 'orders' | 'revenueCents'>): number {
  return bucket.orders === 0 ? 0 : Math.round(bucket.revenueCents / bucket.orders);
}

const hourFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A bucket's label: `14:00` for an hour of today, `4 Mar` for a day (UTC, as the store shows dates). */
export function bucketLabel(start: string, bucket: 'hour' | 'day'): string {
  return (bucket === 'hour' ? hourFormat : dayFormat).format(new Date(start));
}

export const REFUSAL_LABELS: Readonly<Record<PaymentRefusalReason, string>> = {
  bad_signature: 'Bad signature',
  wrong_merchant: 'Another merchant',
  untrusted_source: 'Not from a PayFast address',
  not_confirmed: 'Not confirmed by PayFast',
  malformed: 'Malformed',
};

export interface NeedsActionItem {
  label: string;
  count: number;
  href: string;
}

/** What waits for an admin, each count linking to the list of exactly those items. */
export function needsActionItems(needs: DashboardNeedsActionView): NeedsActionItem[] {
  return [
    { label: 'Held for review', count: needs.heldForReview, href: adminOrdersHref({ status: null, stage: 'held_for_review', page: 1 }) },
    { label: 'Awaiting stock', count: needs.awaitingStock, href: adminOrdersHref({ status: null, stage: 'awaiting_stock', page: 1 }) },
    { label: 'Waiting for a manual step', count: needs.awaitingManualStep, href: adminOrdersHref({ status: null, stage: 'awaiting_manual_step', page: 1 }) },
    { label: 'Open key claims', count: needs.openClaims, href: `${ADMIN_CLAIMS_PATH}?status=open` },
    { label: 'Unanswered chats', count: needs.unansweredChats, href: adminChatHref({ page: 1, unanswered: true, conversation: null }) },
    ...needs.failedJobs.map(({ queue, failed }) => ({ label: `Failed jobs: ${queue}`, count: failed, href: `/admin/queues#queue-${queue}-heading` })),
  ];
}
