import { DomainError } from '../common/errors/domain-error.js';

export const ORDER_STATUSES = ['pending', 'verified', 'processing', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The order's life, as data: pending (awaiting payment) → verified (payment confirmed) → processing
 * (fulfilment under way, or waiting on a manual step) → completed; pending → cancelled (payment
 * cancelled or failed, or unpaid too long). Anything else is refused.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['verified', 'cancelled'],
  verified: ['processing', 'completed'],
  processing: ['completed'],
  completed: [],
  cancelled: [],
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

/** Checked when the module loads: every status is known and completed/cancelled are final. */
function assertWellFormed(): void {
  for (const [from, targets] of Object.entries(ORDER_TRANSITIONS)) {
    for (const to of targets) if (!ORDER_STATUSES.includes(to)) throw new Error(`Unknown order status ${to} after ${from}`);
  }
  if (ORDER_TRANSITIONS.completed.length || ORDER_TRANSITIONS.cancelled.length) throw new Error('Final order states must stay final');
}
assertWellFormed();
