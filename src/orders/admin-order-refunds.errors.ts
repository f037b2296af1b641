import { DomainError } from '../common/errors/domain-error.js';
import { formatEur } from '../common/money.js';

const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export class OrderNotRefundableError extends DomainError {
  constructor(orderNumber: string, status: string) {
    super('conflict', 'order_not_refundable', `Order ${orderNumber} is ${status}: only a completed or processing order has lines to refund.`);
  }
}

export class OrderLineNotFoundError extends DomainError {
  constructor(orderNumber: string, productId: string) {
    super('not_found', 'order_line_not_found', `Order ${orderNumber} has no line of product ${productId}.`);
  }
}

export class LineAlreadyRefundedError extends DomainError {
  constructor(productName: string, refundedAt: Date) {
    super('conflict', 'line_already_refunded', `${productName} in this order was already refunded on ${utc(refundedAt)}.`);
  }
}

export class KeyRevealedError extends DomainError {
  constructor(productName: string, revealedAt: Date) {
    super('conflict', 'key_revealed', `A key of ${productName} was revealed on ${utc(revealedAt)}: a revealed key cannot be refunded as a duplicate purchase.`);
  }
}

export class KeyClaimedError extends DomainError {
  constructor(productName: string) {
    super('conflict', 'key_claimed', `A key of ${productName} has a claim: settle it through the claim rather than as a duplicate purchase.`);
  }
}

export class LineNotDeliveredError extends DomainError {
  constructor(productName: string) {
    super('conflict', 'line_not_delivered', `The keys of ${productName} are not all delivered yet: refund the line once the order has its keys.`);
  }
}

export class LineDeliveredByHandError extends DomainError {
  constructor(productName: string, step: 'steam_trade' | 'physical') {
    const how = step === 'steam_trade' ? 'is a Steam gift sent as a trade offer' : 'ships as a physical item';
    super('conflict', 'line_delivered_by_hand', `${productName} ${how}: the store cannot tell whether it was used, so it cannot be refunded as a duplicate purchase.`);
  }
}

export class OrderAwaitingStockError extends DomainError {
  constructor(orderNumber: string) {
    super('conflict', 'order_awaiting_stock', `Order ${orderNumber} is still waiting for keys: refund a line once it is delivered.`);
  }
}

export class NothingToRefundError extends DomainError {
  constructor(productName: string) {
    super('conflict', 'nothing_to_refund', `Nothing was paid for ${productName} in this order, so there is nothing to refund.`);
  }
}

export class GatewayRefundUnavailableError extends DomainError {
  constructor(orderNumber: string) {
    super('conflict', 'gateway_refund_unavailable', `Order ${orderNumber} was not paid at the gateway: refund it as store credit.`);
  }
}

export class RefundExceedsPaymentError extends DomainError {
  constructor(remainingCents: number) {
    super('conflict', 'refund_exceeds_payment', `Only ${formatEur(remainingCents)} of this order's gateway payment is left to refund: refund this line as store credit.`);
  }
}

export class RefundNotFoundError extends DomainError {
  constructor(orderNumber: string) {
    super('not_found', 'refund_not_found', `No such refund in order ${orderNumber}.`);
  }
}

export class RefundNotAwaitingGatewayError extends DomainError {
  constructor() {
    super('conflict', 'refund_not_awaiting_gateway', 'This refund is not waiting for a gateway refund.');
  }
}
