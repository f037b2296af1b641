/** Plain data for the API and the pages (no decorated classes here: the client imports this file). */

/**
 * A completed gateway payment for an order that was already paid: the customer paid twice, and the
 * owner refunds this one at the gateway, then marks it refunded. Amounts in rand cents, as paid.
 */
export interface ExtraPaymentView {
  id: string;
  provider: string;
  providerPaymentId: string;
  amountZarCents: number;
  receivedAt: string;
  refundedAt: string | null;
  refundedBy: string | null;
}
