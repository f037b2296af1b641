/** Plain data for the API and the pages (no decorated classes here: the client imports this file). */

/** `credit`: store credit at once; `gateway`: the owner refunds the payment at PayFast. */
export const REFUND_METHODS = ['credit', 'gateway'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** A credit refund is done when it is made; a gateway refund waits for the owner, who marks it done. */
export type RefundStatus = 'credited' | 'awaiting_gateway_refund' | 'gateway_refunded';

/** The longest reason an admin may give; it is mailed to the customer. */
export const MAX_REFUND_REASON = 500;

/** One refunded line of an order. Money in euro cents; `amountZarCents` is what to refund at the gateway, in rand cents. */
export interface OrderRefundView {
  id: string;
  orderNumber: string;
  productId: string;
  productName: string;
  platform: string;
  quantity: number;
  amountCents: number;
  amountZarCents: number;
  method: RefundMethod;
  status: RefundStatus;
  reason: string | null;
  /** The line's keys, burned by the refund: they were mailed, so they are never sold again. */
  keysBurned: number;
  createdBy: string;
  createdAt: string;
  /** When the credit was given, or the owner marked the gateway refund done. */
  completedAt: string | null;
}

export interface OrderRefundListView {
  items: OrderRefundView[];
}

/** `POST /api/admin/orders/{orderNumber}/refunds`. */
export interface RefundLineRequest {
  productId: string;
  method: RefundMethod;
  reason?: string;
}
