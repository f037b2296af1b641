import { ADMIN_ORDERS_PATH } from './paths';

export const ORDER_STATUS_FILTERS = ['pending', 'verified', 'processing', 'completed', 'cancelled'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/** The admin's order list as its URL states it: one status or all (null), and a page from 1. */
export interface AdminOrdersQuery {
  status: OrderStatusFilter | null;
  page: number;
}

const MAX_PAGE = 10_000;

/** Reads `?status=&page=`; an unknown status means all, a page that is not a whole number from 1 means the first. */
export function parseAdminOrdersQuery(search: Record<string, string | undefined>): AdminOrdersQuery {
  const status = ORDER_STATUS_FILTERS.find((value) => value === search.status) ?? null;
  const page = /^\d{1,5}$/.test(search.page ?? '') ? Number(search.page) : 1;
  return { status, page: page >= 1 && page <= MAX_PAGE ? page : 1 };
}

/** The list's address; the defaults (all statuses, page 1) are left out. */
export function adminOrdersHref({ status, page }: AdminOrdersQuery): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${ADMIN_ORDERS_PATH}?${query}` : ADMIN_ORDERS_PATH;
}

/** The API call for the same list. */
export function adminOrdersApiPath({ status, page }: AdminOrdersQuery): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  params.set('page', String(page));
  return `/api/admin/orders?${params.toString()}`;
}

/** How many pages `total` orders fill, at least one. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}
