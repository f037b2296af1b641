import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { ClaimedKeyView, KeyClaimFields } from './claims.contract.js';
import { DeliveredKeyView } from './keys.contract.js';
import { ACTIVATION_PLATFORMS, type ActivationPlatform } from './activation-platform.constants.js';
import { DELIVERY_KINDS, type DeliveryKind, type ShippingAddress } from './delivery-kind.constants.js';
import { ORDER_STAGES, ORDER_STATUSES, REFUND_METHODS, WAITING_STAGES, type OrderStage, type OrderStatus, type WaitingStage, type PaymentMethod, type PaymentRequest, type RefundMethod, type RefundStatus } from './orders.constants.js';

export type { OrderStatus, PaymentRequest };

/** Plain data for the API and the pages. Money in euro cents; ZAR amounts in rand cents. */

const PAYMENT_METHODS = Object.keys({ payfast: 0, store_credit: 0, redeem: 0 } satisfies Record<PaymentMethod, 0>);
const REFUND_STATUSES = Object.keys({ credited: 0, awaiting_gateway_refund: 0, gateway_refunded: 0 } satisfies Record<RefundStatus, 0>);

export class CheckoutResult {
  @ApiProperty({ format: 'uuid' }) orderId: string;
  @ApiProperty() orderNumber: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty() totalCents: number;
  @ApiProperty() totalZarCents: number;
  @ApiProperty({ description: 'Store credit spent on the order, in euro cents' }) creditAppliedCents: number;
  @ApiProperty({
    type: 'object',
    nullable: true,
    description: 'The form the browser posts to the payment gateway, in the same window; null when store credit covers the whole order, which is then paid already',
    properties: {
      action: { type: 'string', format: 'uri' },
      fields: { type: 'array', description: '[name, value] pairs in signing order', items: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 } },
    },
    required: ['action', 'fields'],
  })
  payment: PaymentRequest | null;
}

export class OrderLineView {
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() name: string;
  @ApiProperty() platform: string;
  @ApiProperty() quantity: number;
  @ApiProperty() unitPriceCents: number;
  @ApiProperty({ enum: DELIVERY_KINDS, description: 'How the line is delivered, as it was when bought' }) deliveryKind: DeliveryKind;
  @ApiProperty({ enum: ACTIVATION_PLATFORMS, nullable: true, description: 'Where its keys are activated, as it was when bought' }) activationPlatform: ActivationPlatform | null;
}

/** Where an order's physical items ship. */
export class ShippingAddressView implements ShippingAddress {
  @ApiProperty() name: string;
  @ApiProperty() line1: string;
  @ApiProperty({ type: String, nullable: true }) line2: string | null;
  @ApiProperty() city: string;
  @ApiProperty() postalCode: string;
  @ApiProperty() country: string;
}

/** An order's line as the account and the admin show it: refunded (a duplicate purchase) or not. */
export class OrderItemView extends OrderLineView {
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) refundedAt: string | null;
}

/** One change of an order's status; `from` is null for its creation. */
export class OrderEventView {
  @ApiProperty({ enum: ORDER_STATUSES, nullable: true }) from: OrderStatus | null;
  @ApiProperty({ enum: ORDER_STATUSES }) to: OrderStatus;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
}

/**
 * A delivered key as its owner sees it before revealing it: masked, with when it was first revealed,
 * when it was delivered, until when it may be reported as not working, and its latest claim.
 */
export class OrderKeyView extends IntersectionType(DeliveredKeyView, KeyClaimFields) {}

export class OrderView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() orderNumber: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ enum: PAYMENT_METHODS }) paymentMethod: PaymentMethod;
  @ApiProperty({ description: 'Paid, but waiting for keys to come into stock; they are delivered as soon as they do' }) awaitingStock: boolean;
  @ApiProperty({ description: 'Paid, but held for a review before its keys are delivered (not yet approved)' }) heldForReview: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'A pre-order not delivered yet: the release date (YYYY-MM-DD) on which its keys are delivered' })
  preOrderReleaseDate: string | null;
  @ApiProperty() subtotalCents: number;
  @ApiProperty() serviceFeeCents: number;
  @ApiProperty() creditAppliedCents: number;
  @ApiProperty() totalCents: number;
  @ApiProperty() totalZarCents: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidAt: string | null;
  @ApiProperty({ type: String, nullable: true }) giftRecipientEmail: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the buyer agreed at checkout to immediate delivery, giving up the right of withdrawal; null for a redeemed code' })
  deliveryConsentAt: string | null;
  @ApiProperty({ description: 'Paid and not cancelled: its PDF receipt can be downloaded' }) receiptAvailable: boolean;
  @ApiProperty({ type: () => ShippingAddressView, nullable: true, description: 'Where its physical items ship; null without any' }) shippingAddress: ShippingAddressView | null;
  @ApiProperty({ type: () => [OrderItemView] }) items: OrderItemView[];
  @ApiProperty({ type: () => [OrderKeyView], description: 'Delivered keys only, masked; `POST …/keys/{id}/reveal` shows one' }) keys: OrderKeyView[];
  @ApiProperty({ type: () => [ClaimedKeyView], description: 'Keys replaced or refunded as store credit through a claim: out of use, masked' })
  claimedKeys: ClaimedKeyView[];
  @ApiProperty({ type: () => [OrderEventView], description: 'Status changes, oldest first' }) history: OrderEventView[];
}

/** The answer of a reveal: the plain key, for its owner only. */
export class RevealedKeyView {
  @ApiProperty() code: string;
}

/** An order in the admin's list. */
export class AdminOrderSummaryView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() orderNumber: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ enum: ORDER_STAGES, description: 'Where the order is in its life: held for review, awaiting stock, waiting for a manual step…' }) stage: OrderStage;
  @ApiProperty() email: string;
  @ApiProperty() firstName: string;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty() totalCents: number;
  @ApiProperty() totalZarCents: number;
  @ApiProperty() hasSteamTradeUrl: boolean;
  @ApiProperty() isGift: boolean;
  @ApiProperty() itemCount: number;
  @ApiProperty({ type: [String], description: "The names of the order's games, each once, A to Z" }) gameNames: string[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'Rand cents of extra payments not yet refunded (0: none)' }) toRefundZarCents: number;
  @ApiProperty({ type: () => [AdminOrderListLineView], description: 'The lines of the order, as bought' }) lines: AdminOrderListLineView[];
}

/** A line of an order in the admin's list. */
export class AdminOrderListLineView {
  @ApiProperty() name: string;
  @ApiProperty() platform: string;
  @ApiProperty() quantity: number;
  @ApiProperty() unitPriceCents: number;
  @ApiProperty({ enum: DELIVERY_KINDS }) deliveryKind: DeliveryKind;
}

export class AdminOrderPageView {
  @ApiProperty({ type: () => [AdminOrderSummaryView] }) items: AdminOrderSummaryView[];
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ description: 'Orders that match, counted up to 10,000' }) total: number;
  @ApiProperty({ description: 'More orders match than `total` says' }) totalCapped: boolean;
}

/**
 * A completed gateway payment for an order that was already paid: the customer paid twice, and the
 * owner refunds this one at the gateway, then marks it refunded. Amounts in rand cents, as paid.
 */
export class ExtraPaymentView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() provider: string;
  @ApiProperty() providerPaymentId: string;
  @ApiProperty() amountZarCents: number;
  @ApiProperty({ format: 'date-time' }) receivedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) refundedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) refundedBy: string | null;
}

export class ExtraPaymentListView {
  @ApiProperty({ type: () => [ExtraPaymentView] }) items: ExtraPaymentView[];
}

/** A line an admin completes by hand (a Steam trade, a physical item), while the order is processing. */
export class ManualOrderLineView extends OrderLineView {
  @ApiProperty({ enum: ['steam_trade', 'physical'] }) manualStep: 'steam_trade' | 'physical';
}

/** An order as the admin sees it: the contact fields and the Steam trade URL too, the keys masked. */
export class AdminOrderView extends OrderView {
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty() email: string;
  @ApiProperty() firstName: string;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() country: string;
  @ApiProperty({ type: String, nullable: true, description: "Where Steam gifts are sent: in a gift order, the recipient's trade URL" }) steamTradeUrl: string | null;
  @ApiProperty({ description: 'True from creation until the payment is verified' }) requiresVerification: boolean;
  @ApiProperty({ type: String, nullable: true }) paymentReference: string | null;
  @ApiProperty({ type: String, nullable: true }) cancelReason: string | null;
  @ApiProperty({ type: () => [ManualOrderLineView] }) manualItems: ManualOrderLineView[];
  @ApiProperty({ type: [String], description: 'Why the order waits for a review (empty: none)' }) reviewReasons: string[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Set while a paid order waits for keys' }) awaitingStockSince: string | null;
  @ApiProperty({ description: 'A paid pre-order waiting for its release day (preOrderReleaseDate): an admin may cancel it, refunding it to store credit' })
  awaitingRelease: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'From then on, an order waiting for keys may be refunded to store credit' })
  refundableToCreditFrom: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: "When the customer's account was suspended, if it is" })
  customerSuspendedAt: string | null;
  @ApiProperty({ type: () => [ExtraPaymentView], description: 'Completed gateway payments after the one that paid the order, oldest first: each is to be refunded' })
  extraPayments: ExtraPaymentView[];
}

/** What approving, cancelling or refunding a held order did. */
export class ReviewOutcome {
  @ApiProperty() orderNumber: string;
  @ApiProperty() status: string;
  @ApiProperty({ required: false, description: 'Store credit given, in euro cents, for a refund to credit' }) creditCents?: number;
}

/** One refunded line of an order. Money in euro cents; `amountZarCents` is what to refund at the gateway, in rand cents. */
export class OrderRefundView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() orderNumber: string;
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() productName: string;
  @ApiProperty() platform: string;
  @ApiProperty() quantity: number;
  @ApiProperty() amountCents: number;
  @ApiProperty() amountZarCents: number;
  @ApiProperty({ enum: [...REFUND_METHODS] }) method: RefundMethod;
  @ApiProperty({ enum: REFUND_STATUSES }) status: RefundStatus;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
  @ApiProperty({ description: "The line's keys, burned by the refund: they were mailed, so they are never sold again" }) keysBurned: number;
  @ApiProperty() createdBy: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the credit was given, or the owner marked the gateway refund done' })
  completedAt: string | null;
}

export class OrderRefundListView {
  @ApiProperty({ type: () => [OrderRefundView] }) items: OrderRefundView[];
}
