import { ADMIN_ORDERS_PATH } from './paths';
import { WAITING_STAGES, type WaitingStage } from '#contracts/orders.constants';

export const ORDER_STATUS_FILTERS = ['pending', 'verified', 'processing', 'completed', 'cancelled'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/**
 * The admin's order list as its URL states it: one status, or one stage that waits for an admin
 * (held for review, awaiting stock, waiting for a manual step), or all (both null); a page from 1.
 */
export interface AdminOrdersQuery {
  status: OrderStatusFilter | null;
  stage: WaitingStage | null;
  page: number;
}

/** The filter's options in the order they are shown: each waiting stage beside the status it shows as. */
export const ORDER_LIST_FILTERS = ['pending', 'verified', 'held_for_review', 'processing', 'awaiting_stock', 'awaiting_manual_step', 'completed', 'cancelled'] as const;
export type OrderListFilter = (typeof ORDER_LIST_FILTERS)[number];

const MAX_PAGE = 10_000;

const isStage = (value: string): value is WaitingStage => (WAITING_STAGES as readonly string[]).includes(value);

/** Reads `?status=` or `?stage=` and `&page=`; an unknown value means all, a page that is not a whole number from 1 means the first. */
export function parseAdminOrdersQuery(search: Record<string, string | undefined>): AdminOrdersQuery {
  const stage = WAITING_STAGES.find((value) => value === search.stage) ?? null;
  const status = stage ? null : (ORDER_STATUS_FILTERS.find((value) => value === search.status) ?? null);
  const page = /^\d{1,5}$/.test(search.page ?? '') ? Number(search.page) : 1;
  return { status, stage, page: page >= 1 && page <= MAX_PAGE ? page : 1 };
}

/** The filter option the query shows, null for all. */
export function currentFilter({ status, stage }: Pick<AdminOrdersQuery, 'status' | 'stage'>): OrderListFilter | null {
  return stage ?? status;
}

/** The query of a filter option, on its first page. */
export function queryOfFilter(filter: OrderListFilter | null): AdminOrdersQuery {
  if (filter === null) return { status: null, stage: null, page: 1 };
  return isStage(filter) ? { status: null, stage: filter, page: 1 } : { status: filter, stage: null, page: 1 };
}

function params({ status, stage }: AdminOrdersQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (stage) params.set('stage', stage);
  else if (status) params.set('status', status);
  return params;
}

/** The list's address; the defaults (all orders, page 1) are left out. */
export function adminOrdersHref(query: AdminOrdersQuery): string {
  const search = params(query);
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `${ADMIN_ORDERS_PATH}?${text}` : ADMIN_ORDERS_PATH;
}

/** The API call for the same list. */
export function adminOrdersApiPath(query: AdminOrdersQuery): string {
  const search = params(query);
  search.set('page', String(query.page));
  return `/api/admin/orders?${search.toString()}`;
}

/** How many pages `total` orders fill, at least one. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}
