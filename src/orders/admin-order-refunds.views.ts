// The shapes live in src/contracts, shared with the pages; this module's code imports them from here.
export { OrderRefundListView, OrderRefundView } from '#contracts/orders.contract';
export { MAX_REFUND_REASON, REFUND_METHODS, type RefundLineRequest, type RefundMethod, type RefundStatus } from '#contracts/orders.constants';
