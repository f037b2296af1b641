import type { OrderStanding } from '#server/ssr/page-services';
import { paymentOutcome } from './payment-status';

export type PaymentPage = 'success' | 'pending';

/**
 * The heading the payment page shows for the order, which is also the browser tab's title: an order
 * that is not the shopper's is never called paid. Each page keeps its own name while the payment
 * is under way (the success page sends an unpaid order to the pending one, and the other way round).
 */
export function paymentPageTitle(page: PaymentPage, hasOrderNumber: boolean, order: OrderStanding | null): string {
  if (!hasOrderNumber) return page === 'pending' ? 'No order to follow' : 'Order not found';
  if (!order) return 'Order not found';
  switch (paymentOutcome(order.status)) {
    case 'cancelled':
      return 'Payment cancelled';
    case 'paid':
      if (page === 'pending') return 'Payment Processing';
      return order.heldForReview ? 'Order under review' : 'Payment Successful';
    default:
      return 'Payment Processing';
  }
}
