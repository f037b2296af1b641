/** What checkout hands the gateway, and what the gateway hands back. Amounts in rand cents. */
export interface PayableOrder {
  orderNumber: string;
  totalZarCents: number;
  email: string;
  firstName: string;
  lastName: string | null;
  phone: string | null;
  /** One line naming what is bought, e.g. 'Keyshop order KS-2026-001234 (3 items)'. */
  description: string;
}

export type { PaymentRequest } from '#contracts/orders.constants';

export type NotificationStatus = 'COMPLETE' | 'CANCELLED' | 'FAILED' | 'PENDING';

/** A payment notification whose signature, merchant, origin and server-side confirmation all checked out. */
export interface VerifiedNotification {
  provider: 'payfast';
  orderNumber: string;
  providerPaymentId: string;
  status: NotificationStatus;
  amountGrossCents: number;
  raw: Record<string, string>;
}
