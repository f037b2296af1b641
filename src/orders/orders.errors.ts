import { DomainError } from '../common/errors/domain-error.js';

// A shopper's own order and its keys are looked up by orders and by key claims alike.
export { KeyNotFoundError, OrderNotFoundError } from '../common/errors/own-order.errors.js';

export class InsufficientStockError extends DomainError {
  constructor(productName: string, available: number) {
    super('conflict', 'insufficient_stock', `Not enough stock for ${productName}: ${available} left.`);
  }
}

export class ProductUnavailableError extends DomainError {
  constructor(productName: string | null) {
    super('conflict', 'product_unavailable', `${productName ?? 'A product in your cart'} is no longer available.`);
  }
}

export class SteamTradeUrlRequiredError extends DomainError {
  constructor() {
    super('invalid', 'steam_trade_url_required', 'Steam Trade URL Required: Please provide your Steam trade URL for Steam-related items');
  }
}

export class ShippingAddressRequiredError extends DomainError {
  constructor(productName: string) {
    super('bad_request', 'shipping_address_required', `Shipping Address Required: ${productName} is a physical item, so please give the address it ships to.`);
  }
}

export class PaymentAmountMismatchError extends DomainError {
  constructor(orderNumber: string) {
    super('invalid', 'amount_mismatch', `The amount paid does not match order ${orderNumber}.`);
  }
}

export class UnknownPaymentOrderError extends DomainError {
  constructor(orderNumber: string) {
    super('not_found', 'unknown_order', `No order ${orderNumber} is waiting for this payment.`);
  }
}

export class OrderNotCompletableError extends DomainError {
  constructor(orderNumber: string, status: string) {
    super('conflict', 'order_not_completable', `Order ${orderNumber} is ${status}: only a processing order can be completed.`);
  }
}

export class AdminOrderNotFoundError extends DomainError {
  constructor(orderNumber: string) {
    super('not_found', 'order_not_found', `No order ${orderNumber}.`);
  }
}

export class ExtraPaymentNotFoundError extends DomainError {
  constructor(orderNumber: string) {
    super('not_found', 'extra_payment_not_found', `Order ${orderNumber} has no such payment to refund.`);
  }
}

export class ExtraPaymentRefundedError extends DomainError {
  constructor(providerPaymentId: string, refundedAt: Date) {
    super('conflict', 'extra_payment_refunded', `Payment ${providerPaymentId} was already marked refunded on ${refundedAt.toISOString()}.`);
  }
}

export class QuantityLimitError extends DomainError {
  constructor(productName: string, limit: number) {
    super('bad_request', 'quantity_limit', `You can order at most ${limit} keys of ${productName} in one order.`);
  }
}

/** A checkout whose keys would take what waits for payment, of one account or one address, past its cap. */
export class UnpaidKeysLimitError extends DomainError {
  constructor(holder: 'account' | 'address', cap: { limit: number; held: number; keys: number; paymentMinutes: number }) {
    const whose = holder === 'account' ? 'Your orders awaiting payment' : 'Orders awaiting payment from your network address';
    const what =
      cap.held === 0
        ? `This order has ${cap.keys}: order fewer, pay for them, then order the rest.`
        : `${whose} already hold ${cap.held}. Pay for an open order, or wait until it is cancelled (an unpaid order is cancelled after ${cap.paymentMinutes} minutes), then try again.`;
    super('conflict', holder === 'account' ? 'unpaid_keys_limit' : 'unpaid_keys_limit_address', `You can reserve at most ${cap.limit} keys at a time while orders await payment. ${what}`);
  }
}
