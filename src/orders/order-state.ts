import { ORDER_STAGES, ORDER_STATUSES, type OrderStage, type OrderStatus } from '#contracts/orders.constants';
import { DomainError } from '../common/errors/domain-error.js';

/**
 * The statuses shoppers, admins and the API see, coarser than the stages, belong to the API contract;
 * so do the stages' names (admins see them), `orders.stage` keeps one, `orders.status` its visible status.
 */
export { ORDER_STAGES, ORDER_STATUSES, type OrderStage, type OrderStatus };

/**
 * Work done in the transaction that moves the order (see OrderProcess):
 * - `stamp_paid`: paid now; the payment window closes and any earlier cancellation is forgotten;
 * - `record_approval`: the admin who approved it after review, and when;
 * - `publish_paid`: `order.paid`, whose subscriber queues the fulfilment job;
 * - `release_keys`: the keys it holds go back on sale;
 * - `cancel`: the cancel hook (keys back on sale, spent store credit back);
 * - `cancel_refunding_order`: the same, but the whole order (credit used included) becomes store credit;
 * - `verify_profile`: the buyer's profile counts as verified (a delivered order).
 */
export type OnEnterStep = 'stamp_paid' | 'record_approval' | 'publish_paid' | 'release_keys' | 'cancel' | 'cancel_refunding_order' | 'verify_profile';

/**
 * What a guard may look at: the locked order row. The hold follows the review reasons, not
 * `requires_verification`, which only says the payment is not verified yet.
 */
export interface GuardFacts {
  review_reasons: readonly string[];
  review_approved_at: Date | null;
}

export interface OrderTransition {
  from: OrderStage;
  to: OrderStage;
  /** When the step is taken, as a reader says it; `guard` checks what the row can tell. */
  when: string;
  guard?: (order: GuardFacts) => boolean;
  onEnter: readonly OnEnterStep[];
  /** Written to the order's history even though its visible status stays the same (an admin's act). */
  recorded?: boolean;
}

export interface StageSpec {
  status: OrderStatus;
  means: string;
  /** Nothing leaves it. */
  final?: boolean;
}

const needsReview = (order: GuardFacts) => order.review_reasons.length > 0 && !order.review_approved_at;

/** Every stage, what it means, and the status shown for it. */
export const ORDER_STAGE_SPECS: Readonly<Record<OrderStage, StageSpec>> = {
  pending: { status: 'pending', means: 'placed, keys reserved, waiting for payment until reserved_until' },
  paid: { status: 'verified', means: 'payment confirmed; a fulfilment job is queued' },
  held_for_review: { status: 'verified', means: 'paid but with review reasons; its keys are back on sale until an admin decides' },
  awaiting_release: { status: 'processing', means: 'a paid pre-order; holds what keys it could reserve until the release day, when it is paid again and delivered' },
  awaiting_stock: { status: 'processing', means: 'paid but short of keys; holds what it could reserve (awaiting_stock_since)' },
  processing: { status: 'processing', means: 'fulfilment is delivering its keys (inside the fulfilment transaction)' },
  awaiting_manual_step: { status: 'processing', means: 'keys delivered; an admin still sends a Steam trade or ships an item' },
  completed: { status: 'completed', means: 'everything delivered', final: true },
  cancelled: { status: 'cancelled', means: 'ended without its keys; a late payment still brings it back' },
};

/**
 * Whether an order in the stage has been paid and keeps that payment, so a receipt is owed for it.
 * A cancelled order has none: it was never paid, or its payment went back (a refund, store credit).
 */
export const STAGE_IS_PAID: Readonly<Record<OrderStage, boolean>> = {
  pending: false,
  paid: true,
  held_for_review: true,
  awaiting_release: true,
  awaiting_stock: true,
  processing: true,
  awaiting_manual_step: true,
  completed: true,
  cancelled: false,
};

/** The order's life, as data: the only steps an order can take. */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'pending', to: 'paid', when: 'a completed payment, store credit or a redeem code covers it', onEnter: ['stamp_paid', 'publish_paid'] },
  { from: 'pending', to: 'cancelled', when: 'the payment is cancelled or fails, or the payment window passes', onEnter: ['cancel'] },
  { from: 'paid', to: 'held_for_review', when: 'fulfilment finds review reasons no admin approved', guard: needsReview, onEnter: ['release_keys'] },
  { from: 'paid', to: 'awaiting_release', when: 'fulfilment finds a product not released yet (a pre-order)', guard: (order) => !needsReview(order), onEnter: [] },
  { from: 'awaiting_release', to: 'paid', when: 'the release day of its last pre-ordered product has come', onEnter: ['publish_paid'] },
  { from: 'paid', to: 'awaiting_stock', when: 'fulfilment cannot reserve every key', guard: (order) => !needsReview(order), onEnter: [] },
  { from: 'paid', to: 'processing', when: 'fulfilment holds every key', guard: (order) => !needsReview(order), onEnter: [] },
  { from: 'held_for_review', to: 'paid', when: 'an admin approves it', onEnter: ['record_approval', 'publish_paid'], recorded: true },
  { from: 'held_for_review', to: 'cancelled', when: 'an admin cancels it after review', onEnter: ['cancel'] },
  { from: 'awaiting_stock', to: 'processing', when: 'keys arrived for every line', onEnter: [] },
  { from: 'awaiting_stock', to: 'cancelled', when: 'an admin refunds it to store credit once it waited long enough', onEnter: ['cancel_refunding_order'] },
  { from: 'awaiting_release', to: 'cancelled', when: 'an admin cancels the pre-order (a release delayed or called off), refunding it to store credit', onEnter: ['cancel_refunding_order'] },
  { from: 'processing', to: 'completed', when: 'no line needs an admin', onEnter: ['verify_profile'] },
  { from: 'processing', to: 'awaiting_manual_step', when: 'a line is a Steam trade or a physical item', onEnter: [] },
  { from: 'awaiting_manual_step', to: 'completed', when: 'an admin has done the manual items', onEnter: ['verify_profile'] },
  { from: 'cancelled', to: 'paid', when: 'a completed payment arrives after it was cancelled', onEnter: ['stamp_paid', 'publish_paid'] },
];

export const INITIAL_STAGE: OrderStage = 'pending';

/** The status shoppers and admins see for a stage. */
export function visibleStatus(stage: OrderStage): OrderStatus {
  return ORDER_STAGE_SPECS[stage].status;
}

export class IllegalOrderTransitionError extends DomainError {
  constructor(from: OrderStage, to: OrderStage) {
    super('conflict', 'illegal_order_transition', `An order that is ${from.replaceAll('_', ' ')} cannot become ${to.replaceAll('_', ' ')}.`);
  }
}

export function findTransition(from: OrderStage, to: OrderStage): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((step) => step.from === from && step.to === to);
}

export function canTransition(from: OrderStage, to: OrderStage, order?: GuardFacts): boolean {
  const step = findTransition(from, to);
  return !!step && (!step.guard || !order || step.guard(order));
}

/** The step from `from` to `to` for this order, or an error naming the refused step. */
export function transition(from: OrderStage, to: OrderStage, order?: GuardFacts): OrderTransition {
  const step = findTransition(from, to);
  if (!step || (step.guard && order && !step.guard(order))) throw new IllegalOrderTransitionError(from, to);
  return step;
}

/**
 * The table's problems, none when it is sound: steps from or to unknown stages, the same step twice,
 * stages no step reaches from the start, and stages without an exit that are not final (or final ones with one).
 */
export function tableProblems(stages: readonly string[], specs: Readonly<Record<string, StageSpec>>, steps: readonly OrderTransition[], initial: string): string[] {
  const problems: string[] = [];
  for (const step of steps) {
    for (const end of [step.from, step.to]) if (!stages.includes(end)) problems.push(`the step ${step.from} → ${step.to} names the unknown stage ${end}`);
  }
  const seen = new Set<string>();
  for (const step of steps) {
    const key = `${step.from} → ${step.to}`;
    if (seen.has(key)) problems.push(`the step ${key} is declared twice`);
    seen.add(key);
  }
  const reached = new Set([initial]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const step of steps) if (reached.has(step.from) && !reached.has(step.to)) grew = reached.add(step.to) !== undefined;
  }
  for (const stage of stages) {
    if (!specs[stage]) problems.push(`the stage ${stage} has no visible status`);
    if (!reached.has(stage)) problems.push(`the stage ${stage} cannot be reached`);
    const exits = steps.some((step) => step.from === stage);
    if (!exits && !specs[stage]?.final) problems.push(`the stage ${stage} has no exit and is not final`);
    if (exits && specs[stage]?.final) problems.push(`the final stage ${stage} has an exit`);
  }
  return problems;
}

/** Run when the app boots (OrderProcess): a broken table stops the start instead of stranding orders. */
export function assertOrderTableIsSound(): void {
  const problems = tableProblems(ORDER_STAGES, ORDER_STAGE_SPECS, ORDER_TRANSITIONS, INITIAL_STAGE);
  if (problems.length) throw new Error(`The order process table is broken: ${problems.join('; ')}`);
}
