import type { ClaimedKeyView, KeyClaimFields } from '../claims/key-claims.views.js';
import type { DeliveredKeyView } from '../keys/delivered-key.view.js';
import type { PaymentRequest } from '../payments/payment-gateway.types.js';
import type { ExtraPaymentView } from './extra-payments.views.js';
import type { OrderStatus } from './order-state.js';

/** Plain data for the API and the pages. Money in euro cents; totalZarCents in rand cents. */
export interface CheckoutResult {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
  totalCents: number;
  totalZarCents: number;
  /** Store credit spent on the order, in euro cents. */
  creditAppliedCents: number;
  /**
   * The form the browser posts to the payment gateway, in the same window; null when store credit
   * covers the whole order, which is then paid already and on its way to delivery.
   */
  payment: PaymentRequest | null;
}

export interface OrderLineView {
  productId: string;
  name: string;
  platform: string;
  quantity: number;
  unitPriceCents: number;
}

/** An order's line as the account and the admin show it: refunded (a duplicate purchase) or not. */
export interface OrderItemView extends OrderLineView {
  refundedAt: string | null;
}

/** One change of an order's status; `from` is null for its creation. */
export interface OrderEventView {
  from: OrderStatus | null;
  to: OrderStatus;
  at: string;
  note: string | null;
}

/**
 * A delivered key as its owner sees it before revealing it: masked, with when it was first revealed,
 * when it was delivered, until when it may be reported as not working, and its latest claim.
 */
export type OrderKeyView = DeliveredKeyView & KeyClaimFields;

/** How an order is paid: at the gateway, wholly with store credit, or by a redeemed code (nothing to pay). */
export type PaymentMethod = 'payfast' | 'store_credit' | 'redeem';

export interface OrderView {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  /** Paid, but waiting for keys to come into stock; they are delivered as soon as they do. */
  awaitingStock: boolean;
  subtotalCents: number;
  serviceFeeCents: number;
  creditAppliedCents: number;
  totalCents: number;
  totalZarCents: number;
  createdAt: string;
  paidAt: string | null;
  giftRecipientEmail: string | null;
  items: OrderItemView[];
  /** Delivered keys only, masked; `POST …/keys/{id}/reveal` shows one. */
  keys: OrderKeyView[];
  /** Keys replaced or refunded as store credit through a claim: out of use, masked, with the claim's outcome. */
  claimedKeys: ClaimedKeyView[];
  /** Status changes, oldest first. */
  history: OrderEventView[];
}

/** The answer of a reveal: the plain key, for its owner only. */
export interface RevealedKeyView {
  code: string;
}

/** An order in the admin's list. */
export interface AdminOrderSummaryView {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  email: string;
  firstName: string;
  lastName: string | null;
  totalCents: number;
  totalZarCents: number;
  hasSteamTradeUrl: boolean;
  isGift: boolean;
  itemCount: number;
  createdAt: string;
  /** Rand cents of extra payments not yet refunded (0: none). */
  toRefundZarCents: number;
}

export interface AdminOrderPageView {
  items: AdminOrderSummaryView[];
  page: number;
  pageSize: number;
  total: number;
}

/** An order as the admin sees it: the contact fields and the Steam trade URL too, the keys masked. */
export interface AdminOrderView extends OrderView {
  userId: string;
  email: string;
  firstName: string;
  lastName: string | null;
  phone: string | null;
  country: string;
  steamTradeUrl: string | null;
  requiresVerification: boolean;
  paymentReference: string | null;
  cancelReason: string | null;
  /** Lines an admin completes by hand (a Steam trade, a physical item), while the order is processing. */
  manualItems: (OrderLineView & { manualStep: 'steam_trade' | 'physical' })[];
  /** Why the order waits for a review (empty: none), and whether it waits now (paid, not yet approved). */
  reviewReasons: string[];
  heldForReview: boolean;
  /** Set while a paid order waits for keys; from `refundableToCreditFrom` on it may be refunded to store credit. */
  awaitingStockSince: string | null;
  refundableToCreditFrom: string | null;
  /** When the customer's account was suspended, if it is. */
  customerSuspendedAt: string | null;
  /** Completed gateway payments after the one that paid the order, oldest first: each is to be refunded. */
  extraPayments: ExtraPaymentView[];
}
