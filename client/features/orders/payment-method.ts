/** How an order was paid, as people read it; a method this page does not know is shown as it comes. */
const LABELS: Record<string, string> = {
  payfast: 'PayFast',
  store_credit: 'Store credit',
  redeem: 'Redeemed CD key',
};

export function paymentMethodLabel(method: string): string {
  return LABELS[method] ?? (method || 'Unknown');
}

/** Whether the order was settled without the payment gateway: nothing was charged in rand. */
export function paidWithoutGateway(method: string): boolean {
  return method === 'store_credit' || method === 'redeem';
}
