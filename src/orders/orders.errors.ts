import { DomainError } from '../common/errors/domain-error.js';

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

export class OrderNotFoundError extends DomainError {
  constructor(orderNumber: string) {
    super('not_found', 'order_not_found', `No order ${orderNumber} in your account.`);
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

export class KeyNotFoundError extends DomainError {
  constructor() {
    super('not_found', 'key_not_found', 'No such delivered key in this order.');
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
