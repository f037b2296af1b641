import { isSessionEnded, SESSION_ENDED_MESSAGE, type ApiError } from '../../lib/api-error';
import { formatDateTime } from './history';
import { adminOrderApiPath } from './paths';
import type { OrderRefundView } from '#contracts/orders.contract';
import type { RefundMethod } from '#contracts/orders.constants';
import type { AdminOrderView, OrderItemView } from '#contracts/orders.contract';

export function refundsApiPath(orderNumber: string): string {
  return `${adminOrderApiPath(orderNumber)}/refunds`;
}

export function gatewayRefundedApiPath(orderNumber: string, refundId: string): string {
  return `${refundsApiPath(orderNumber)}/${encodeURIComponent(refundId)}/gateway-refunded`;
}

/** Whether the order has lines an admin may refund at all: it is delivered, or being delivered. */
export function hasRefundableStatus(status: string): boolean {
  return status === 'completed' || status === 'processing';
}

export type LineRefundState = { kind: 'refunded'; refundedAt: string; refund: OrderRefundView | null } | { kind: 'refundable' } | { kind: 'blocked'; reason: string };

type OrderForRefund = Pick<AdminOrderView, 'status' | 'keys' | 'manualItems'>;

/**
 * What the admin can do with a line, by the same rules the server applies: refunded already, open
 * to a refund, or why not (a revealed key first, since that is the one the refund policy turns on).
 */
export function lineRefundState(order: OrderForRefund, item: OrderItemView, refunds: readonly OrderRefundView[]): LineRefundState {
  if (item.refundedAt) return { kind: 'refunded', refundedAt: item.refundedAt, refund: refunds.find((refund) => refund.productId === item.productId) ?? null };
  if (!hasRefundableStatus(order.status)) return { kind: 'blocked', reason: 'Only a delivered order can be refunded.' };
  if (order.manualItems.some((manual) => manual.productId === item.productId)) {
    return { kind: 'blocked', reason: 'Sent by hand (a Steam trade offer or a shipment): the store cannot tell whether it was used.' };
  }
  if (item.unitPriceCents * item.quantity === 0) return { kind: 'blocked', reason: 'Nothing was paid for it.' };
  const keys = order.keys.filter((key) => key.productId === item.productId);
  const revealed = keys
    .map((key) => key.revealedAt)
    .filter((at): at is string => at !== null)
    .sort()[0];
  if (revealed) return { kind: 'blocked', reason: `A key was revealed ${formatDateTime(revealed)}: it cannot be refunded as a duplicate.` };
  if (keys.length < item.quantity) return { kind: 'blocked', reason: 'Its keys are not all delivered yet.' };
  return { kind: 'refundable' };
}

/** How the line can be refunded: always as store credit; at the gateway only when the order was paid there. */
export function refundMethodsFor(paymentMethod: string): RefundMethod[] {
  return paymentMethod === 'payfast' ? ['credit', 'gateway'] : ['credit'];
}

export function refundStatusLabel(refund: Pick<OrderRefundView, 'status'>): string {
  return { credited: 'Refunded as store credit', awaiting_gateway_refund: 'Awaiting your refund at PayFast', gateway_refunded: 'Refunded at PayFast' }[refund.status];
}

/** The refusal as the admin reads it: the server's message (which names a revealed key and when), or a plain one. */
export function refundErrorMessage(error: ApiError): string {
  if (isSessionEnded(error)) return SESSION_ENDED_MESSAGE;
  return error.message || 'The line could not be refunded.';
}
