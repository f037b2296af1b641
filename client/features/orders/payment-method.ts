import { PAYMENT_METHOD_LABELS } from '#contracts/orders.constants';

/** How an order was paid, as people read it; a method this page does not know is shown as it comes. */
const LABELS: Record<string, string> = PAYMENT_METHOD_LABELS;

export function paymentMethodLabel(method: string): string {
  return LABELS[method] ?? (method || 'Unknown');
}

/** Whether the order was settled without the payment gateway: nothing was charged in rand. */
export function paidWithoutGateway(method: string): boolean {
  return method === 'store_credit' || method === 'redeem';
}
