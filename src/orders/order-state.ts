import { DomainError } from '../common/errors/domain-error.js';

import { ORDER_STATUSES, type OrderStatus } from '#contracts/orders.constants';

export { ORDER_STATUSES, type OrderStatus };

/**
 * The order's life, as data: pending (awaiting payment) → verified (payment confirmed) → processing
 * (fulfilment under way, waiting on a manual step, or waiting for stock) → completed; pending →
 * cancelled (payment cancelled or failed, or unpaid too long). Three steps exist for after-sales:
 * verified → cancelled (an admin cancels an order held for review), processing → cancelled (an order
 * that waited too long for stock is refunded), and cancelled → verified (a payment that arrives after
 * the order expired is never lost: the order comes back). Anything else is refused; completed is final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['verified', 'cancelled'],
  verified: ['processing', 'completed', 'cancelled'],
  processing: ['completed', 'cancelled'],
  completed: [],
  cancelled: ['verified'],
};

export class IllegalOrderTransitionError extends DomainError {
  constructor(from: OrderStatus, to: OrderStatus) {
    super('conflict', 'illegal_order_transition', `An order that is ${from} cannot become ${to}.`);
  }
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The new status, or an error naming the refused step. */
export function transition(from: OrderStatus, to: OrderStatus): OrderStatus {
  if (!canTransition(from, to)) throw new IllegalOrderTransitionError(from, to);
  return to;
}

/** Checked when the module loads: every status is known, completed is final, and a cancelled order can only be paid again. */
function assertWellFormed(): void {
  for (const [from, targets] of Object.entries(ORDER_TRANSITIONS)) {
    for (const to of targets) if (!ORDER_STATUSES.includes(to)) throw new Error(`Unknown order status ${to} after ${from}`);
  }
  if (ORDER_TRANSITIONS.completed.length) throw new Error('A completed order must stay completed');
  if (ORDER_TRANSITIONS.cancelled.some((to) => to !== 'verified')) throw new Error('A cancelled order may only come back through a payment');
}
assertWellFormed();
