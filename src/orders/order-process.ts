import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CreditLedger } from '../credits/credit-ledger.service.js';
import { EventBus } from '../events/event-bus.js';
import { KeyStockService } from '../keys/key-stock.service.js';
import { ProfileVerification } from '../profiles/profile-verification.js';
import { assertOrderTableIsSound, type OnEnterStep, type OrderStage, transition, visibleStatus } from './order-state.js';
import { type OrderRow, OrdersRepository } from './orders.repository.js';

export interface TransitionOptions {
  /** Why: the cancel reason of a cancelled order, and the note of the history line. */
  note?: string | null;
  /** The admin who made the step; none for the store itself. */
  actorId?: string | null;
}

/**
 * The one way an order changes stage: the step must be in the table of order-state.ts and pass its
 * guard; then the row is written, the history line recorded (when the visible status changes, or the
 * step says so) and the step's on-enter work done, all in the caller's transaction on a row it locked.
 * The table is checked when this service is built, so a broken table stops the app from starting.
 */
@Injectable()
export class OrderProcess {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly stock: KeyStockService,
    private readonly credits: CreditLedger,
    private readonly profiles: ProfileVerification,
    private readonly events: EventBus,
  ) {
    assertOrderTableIsSound();
  }

  /**
   * Moves the locked order to `to`; the row object follows (stage and status), so a caller can take
   * the next step with it. Answers the store credit the step gave back, if any.
   */
  async transition(tx: EntityManager, order: OrderRow, to: OrderStage, options: TransitionOptions = {}): Promise<{ creditCents: number }> {
    const step = transition(order.stage, to, order);
    const [from, status] = [order.status, visibleStatus(to)];
    await this.orders.writeStage(tx, order.id, {
      stage: to,
      status,
      paid: step.onEnter.includes('stamp_paid'),
      cancelReason: to === 'cancelled' ? (options.note ?? null) : null,
      approvedBy: step.onEnter.includes('record_approval') ? (options.actorId ?? null) : null,
    });
    if (from !== status || step.recorded) await this.orders.recordEvent(tx, order.id, from, status, options.note ?? null, options.actorId ?? null);
    Object.assign(order, { stage: to, status });
    let creditCents = 0;
    for (const work of step.onEnter) creditCents += await this.onEnter(tx, order, work);
    return { creditCents };
  }

  /** One step of on-enter work; answers the credit it gave back. */
  private async onEnter(tx: EntityManager, order: OrderRow, work: OnEnterStep): Promise<number> {
    switch (work) {
      case 'stamp_paid':
      case 'record_approval':
        return 0; // written with the row
      case 'publish_paid':
        await this.events.publish('order.paid', { orderId: order.id }, tx);
        return 0;
      case 'release_keys':
        await this.stock.release(tx, order.id);
        return 0;
      case 'cancel':
        return this.cancelled(tx, order, 'spent credit');
      case 'cancel_refunding_order':
        return this.cancelled(tx, order, 'whole order');
      case 'verify_profile':
        await this.profiles.markVerified(tx, order.user_id);
        return 0;
    }
  }

  /**
   * The cancel hook, for every way an order is cancelled: its keys go back on sale (the keys module
   * publishes `keys.changed`), and the store credit goes back: what it spent, or the whole order when
   * it is refunded for want of stock.
   */
  private async cancelled(tx: EntityManager, order: OrderRow, credit: 'spent credit' | 'whole order'): Promise<number> {
    await this.stock.release(tx, order.id);
    if (credit === 'spent credit') return this.credits.returnSpent(tx, order.id);
    const creditCents = order.total_cents + order.credit_applied_cents;
    await this.credits.refundStockShortage(tx, order.user_id, order.id, creditCents);
    return creditCents;
  }
}
