import type { PaymentRequest } from '../payments/payment-gateway.types.js';
import type { OrderStatus } from './order-state.js';

/** Plain data for the API and the pages. Money in euro cents; totalZarCents in rand cents. */
export interface CheckoutResult {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
  totalCents: number;
  totalZarCents: number;
  /** The form the browser posts to the payment gateway, in the same window. */
  payment: PaymentRequest;
}

export interface OrderLineView {
  productId: string;
  name: string;
  platform: string;
  quantity: number;
  unitPriceCents: number;
}

export interface OrderView {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  subtotalCents: number;
  serviceFeeCents: number;
  totalCents: number;
  totalZarCents: number;
  createdAt: string;
  paidAt: string | null;
  items: OrderLineView[];
}
