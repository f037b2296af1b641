/** Order rules shared with the pages at run time (no decorators: the client bundle imports this file). */

/** The status a shopper and an admin see; the order process (src/orders/order-state.ts) moves an order between them. */
export const ORDER_STATUSES = ['pending', 'verified', 'processing', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where an order is in its life (src/orders/order-state.ts); admins see it beside the status. */
export const ORDER_STAGES = ['pending', 'paid', 'held_for_review', 'awaiting_release', 'awaiting_stock', 'processing', 'awaiting_manual_step', 'completed', 'cancelled'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** The stages in which an order waits for an admin: the admin's order list filters by them. */
export const WAITING_STAGES = ['held_for_review', 'awaiting_stock', 'awaiting_manual_step'] as const satisfies readonly OrderStage[];
export type WaitingStage = (typeof WAITING_STAGES)[number];

/** A form the browser posts to the payment gateway, in the same window; fields in signing order. */
export interface PaymentRequest {
  action: string;
  fields: [string, string][];
}

/** `credit`: store credit at once; `gateway`: the owner refunds the payment at PayFast. */
export const REFUND_METHODS = ['credit', 'gateway'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** A credit refund is done when it is made; a gateway refund waits for the owner, who marks it done. */
export type RefundStatus = 'credited' | 'awaiting_gateway_refund' | 'gateway_refunded';

/** The longest reason an admin may give; it is mailed to the customer. */
export const MAX_REFUND_REASON = 500;

/** How an order is paid: at the gateway, wholly with store credit, or by a redeemed code (nothing to pay). */
export type PaymentMethod = 'payfast' | 'store_credit' | 'redeem';

/** How each payment method reads, on pages and receipts. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  payfast: 'PayFast',
  store_credit: 'Store credit',
  redeem: 'Redeemed CD key',
};

/** `POST /api/admin/orders/{orderNumber}/refunds`. */
export interface RefundLineRequest {
  productId: string;
  method: RefundMethod;
  reason?: string;
}
