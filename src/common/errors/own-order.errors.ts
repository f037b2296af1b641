import { DomainError } from './domain-error.js';

/** A shopper's order that is not in their account (or does not exist: the answer is the same). */
export class OrderNotFoundError extends DomainError {
  constructor(orderNumber: string) {
    super('not_found', 'order_not_found', `No order ${orderNumber} in your account.`);
  }
}

/** A key that is not one delivered in the shopper's order. */
export class KeyNotFoundError extends DomainError {
  constructor() {
    super('not_found', 'key_not_found', 'No such delivered key in this order.');
  }
}
