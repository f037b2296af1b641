import { DomainError } from '../common/errors/domain-error.js';

/** A receipt asked for an order that has not been paid, or whose payment went back. */
export class OrderNotPaidError extends DomainError {
  constructor(orderNumber: string) {
    super('conflict', 'order_not_paid', `Order ${orderNumber} has not been paid, so it has no receipt. A receipt is ready once the payment is confirmed.`);
  }
}
