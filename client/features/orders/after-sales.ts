import { isSessionEnded, SESSION_ENDED_MESSAGE, type ApiError } from '../../lib/api-error';
import { adminOrderApiPath } from './paths';
import type { AdminOrderView } from '#contracts/orders.contract';

/** A reason to cancel a held order or to suspend an account: the server's bounds, after trimming. */
export const REASON_MIN = 5;
export const REASON_MAX = 500;

export function approveOrderApiPath(orderNumber: string): string {
  return `${adminOrderApiPath(orderNumber)}/approve`;
}

export function cancelHeldOrderApiPath(orderNumber: string): string {
  return `${adminOrderApiPath(orderNumber)}/cancel`;
}

export function refundToCreditApiPath(orderNumber: string): string {
  return `${adminOrderApiPath(orderNumber)}/refund-to-credit`;
}

export function cancelPreOrderApiPath(orderNumber: string): string {
  return `${adminOrderApiPath(orderNumber)}/cancel-pre-order`;
}

export function blockUserApiPath(userId: string): string {
  return `/api/admin/users/${encodeURIComponent(userId)}/block`;
}

export function unblockUserApiPath(userId: string): string {
  return `/api/admin/users/${encodeURIComponent(userId)}/unblock`;
}

/**
 * Why a reason cannot be sent yet, in words (null: it can): it is required, and 5 to 500 characters
 * once trimmed, as the server wants it. `what` names the reason: 'the order is cancelled'.
 */
export function reasonError(reason: string, what: string): string | null {
  const length = reason.trim().length;
  if (length === 0) return `Say why ${what}.`;
  if (length < REASON_MIN) return `Say why ${what} in at least ${REASON_MIN} characters.`;
  if (length > REASON_MAX) return `Keep the reason to ${REASON_MAX} characters.`;
  return null;
}

/** A review reason as a sentence: the server writes them in lower case (`first order of €250.00, …`). */
export function reviewReasonText(reason: string): string {
  const text = reason.trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

export type StockRefundState = { kind: 'open' } | { kind: 'not-yet'; from: string };

/**
 * Whether an order waiting for stock may be refunded to store credit now: from `refundableToCreditFrom`
 * on (the server checks again). No date, or one that cannot be read, leaves the decision to the server.
 */
export function stockRefundState(order: Pick<AdminOrderView, 'refundableToCreditFrom'>, now: Date): StockRefundState {
  const from = order.refundableToCreditFrom;
  if (!from) return { kind: 'open' };
  const at = Date.parse(from);
  if (Number.isNaN(at) || at <= now.getTime()) return { kind: 'open' };
  return { kind: 'not-yet', from };
}

/** What a refund to store credit gives back: all the order was worth, the store credit it used included. */
export function creditRefundCents(order: Pick<AdminOrderView, 'totalCents' | 'creditAppliedCents'>): number {
  return order.totalCents + order.creditAppliedCents;
}

/**
 * Whether the order is on its way by itself, so that the page should look again shortly: paid and
 * not held (approved, or never held), or processing with nothing that waits for stock or for an admin.
 */
export function deliveryUnderway(order: Pick<AdminOrderView, 'status' | 'heldForReview' | 'awaitingStockSince' | 'manualItems'>): boolean {
  if (order.status === 'verified') return !order.heldForReview;
  if (order.status === 'processing') return !order.awaitingStockSince && order.manualItems.length === 0;
  return false;
}

/** A refusal as the admin reads it: the server's message (a 409 says why), or a plain one. */
export function afterSalesErrorMessage(error: ApiError, fallback: string): string {
  if (isSessionEnded(error)) return SESSION_ENDED_MESSAGE;
  return error.message || fallback;
}
