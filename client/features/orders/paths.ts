import { ADMIN_PATH, DASHBOARD_PATH } from '../../lib/paths';

/** The shopper's page of one order. */
export function orderPagePath(orderNumber: string): string {
  return `${DASHBOARD_PATH}/orders/${encodeURIComponent(orderNumber)}`;
}

/** The dashboard's Orders tab, where an order page leads back to. */
export const ORDERS_TAB_HREF = `${DASHBOARD_PATH}?tab=orders`;

export const ADMIN_ORDERS_PATH = `${ADMIN_PATH}/orders`;

/** The admin's page of one order. */
export function adminOrderPath(orderNumber: string): string {
  return `${ADMIN_ORDERS_PATH}/${encodeURIComponent(orderNumber)}`;
}

export function orderApiPath(orderNumber: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}`;
}

export function revealKeyApiPath(orderNumber: string, keyId: string): string {
  return `${orderApiPath(orderNumber)}/keys/${encodeURIComponent(keyId)}/reveal`;
}

export function adminOrderApiPath(orderNumber: string): string {
  return `/api/admin/orders/${encodeURIComponent(orderNumber)}`;
}

export function completeOrderApiPath(orderNumber: string): string {
  return `${adminOrderApiPath(orderNumber)}/complete`;
}

/** A URL from a customer, as a link target only when it is plain http(s); anything else (`javascript:`) is shown as text. */
export function safeExternalUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
