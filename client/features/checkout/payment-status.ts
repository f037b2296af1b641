import { DASHBOARD_PATH } from '../../lib/paths';

/** How often the pending page asks about the order, and for how long before it stops. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_TIMEOUT_MS = 10 * 60_000;

export const PAYMENT_PENDING_PATH = '/payment/pending';
export const PAYMENT_SUCCESS_PATH = '/payment/success';
export const CART_PATH = '/cart';
export const CHECKOUT_PATH = '/checkout';
export const MY_ORDERS_HREF = `${DASHBOARD_PATH}?tab=orders`;

export type PaymentOutcome = 'waiting' | 'paid' | 'cancelled';

/** What an order's status means for its payment: confirmed from `verified` on, or cancelled. */
export function paymentOutcome(status: string): PaymentOutcome {
  switch (status) {
    case 'verified':
    case 'processing':
    case 'completed':
      return 'paid';
    case 'cancelled':
      return 'cancelled';
    default:
      return 'waiting';
  }
}

const ORDER_NUMBER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The order number from a query parameter (`KS-2026-001234`); null when missing or not one. */
export function orderNumberParam(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return ORDER_NUMBER.test(trimmed) ? trimmed : null;
}

export function orderApiPath(orderNumber: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}`;
}

export function paymentSuccessHref(orderNumber: string): string {
  return `${PAYMENT_SUCCESS_PATH}?order=${encodeURIComponent(orderNumber)}`;
}

export function paymentPendingHref(orderNumber: string): string {
  return `${PAYMENT_PENDING_PATH}?order=${encodeURIComponent(orderNumber)}`;
}

/** Whether polling should go on: not past its time limit, measured from when it started. */
export function shouldKeepPolling(startedAt: number, now: number, timeoutMs = POLL_TIMEOUT_MS): boolean {
  return now - startedAt < timeoutMs;
}
