import type { ReviewOutcome } from '#contracts/orders.contract';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import { AccountSuspension } from '../auth/account-suspension.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { DomainError } from '../common/errors/domain-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { MailOutbox } from '../notifications/mail-outbox.js';
import { ProfileVerification } from '../profiles/profile-verification.js';
import { OrderProcess } from './order-process.js';
import { canTransition } from './order-state.js';
import { orderClosedMail, toMailOrder } from './order-mails.js';
import { OrderNotFoundError } from './orders.errors.js';
import { type OrderRow, OrdersRepository } from './orders.repository.js';
import { Transactions } from '../events/transactions.js';

/**
 * What admins do with paid orders that did not go out by themselves: approve or cancel an order held
 * for review (cancelling may suspend the account), and refund to store credit an order that waited
 * too long for stock. Each is one transaction with its audit row; the customer is mailed.
 */
@Injectable()
export class AdminOrderReviewService {
  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly process: OrderProcess,
    private readonly outbox: MailOutbox,
    private readonly profiles: ProfileVerification,
    private readonly suspension: AccountSuspension,
    private readonly audit: AuditLog,
  ) {}

  /** Lets a held order go to delivery: it is paid again, and `order.paid` queues its fulfilment. */
  async approve(admin: AuthUser, orderNumber: string): Promise<ReviewOutcome> {
    const order = await this.transactions.run(async (tx) => {
      const order = await this.held(tx, await this.orders.lockByNumber(tx, orderNumber), orderNumber);
      await this.process.transition(tx, order, 'paid', { note: 'approved after review', actorId: admin.id });
      await this.audit.record(admin, 'order.approve', order.order_number, { reasons: order.review_reasons }, tx);
      return order;
    });
    return { orderNumber: order.order_number, status: order.status };
  }

  /** Cancels a held order: any keys it still holds go back on sale, its store credit back to the customer, and the account may be suspended. */
  async cancel(admin: AuthUser, orderNumber: string, reason: string, blockAccount: boolean): Promise<ReviewOutcome> {
    const result = await this.transactions.run(async (tx) => {
      const order = await this.held(tx, await this.orders.lockByNumber(tx, orderNumber), orderNumber);
      const { creditCents } = await this.process.transition(tx, order, 'cancelled', { note: `cancelled after review: ${reason}`, actorId: admin.id });
      if (blockAccount) await this.suspension.block(admin, order.user_id, `order ${order.order_number} cancelled after review: ${reason}`, tx);
      await this.audit.record(admin, 'order.cancel', order.order_number, { reason, blockAccount, creditReturnedCents: creditCents }, tx);
      const mailId = await this.outbox.enqueue(tx, orderClosedMail(this.config, await this.mailOrder(tx, order, 'cancelled'), 'cancelled', creditCents));
      return { order, creditCents, mailId };
    });
    return { orderNumber: result.order.order_number, status: 'cancelled', creditCents: result.creditCents };
  }

  /** Refunds to store credit an order that has waited for stock at least AWAITING_STOCK_REFUND_AFTER_HOURS: all it was worth, credit used included. */
  async refundToCredit(admin: AuthUser, orderNumber: string): Promise<ReviewOutcome> {
    const result = await this.transactions.run(async (tx) => {
      const order = await this.orders.lockByNumber(tx, orderNumber);
      if (!order) throw new OrderNotFoundError(orderNumber);
      if (order.stage !== 'awaiting_stock' || !order.awaiting_stock_since) {
        throw new DomainError('conflict', 'not_awaiting_stock', `Order ${orderNumber} is not waiting for stock: only those can be refunded this way.`);
      }
      const from = new Date(order.awaiting_stock_since.getTime() + this.config.fraud.awaitingStockRefundAfterHours * 3_600_000);
      if (from.getTime() > Date.now()) {
        throw new DomainError('conflict', 'refund_too_early', `Order ${orderNumber} has waited for stock since ${order.awaiting_stock_since.toISOString()}; it can be refunded from ${from.toISOString()}.`);
      }
      const { creditCents } = await this.process.transition(tx, order, 'cancelled', { note: 'refunded to store credit: no stock', actorId: admin.id });
      await this.audit.record(admin, 'order.refund_to_credit', order.order_number, { creditCents }, tx);
      const mailId = await this.outbox.enqueue(tx, orderClosedMail(this.config, await this.mailOrder(tx, order, 'cancelled'), 'refunded_to_credit', creditCents));
      return { order, creditCents, mailId };
    });
    return { orderNumber: result.order.order_number, status: 'cancelled', creditCents: result.creditCents };
  }

  /**
   * Cancels a paid pre-order waiting for its release day (the release slipped or was called off):
   * the keys it holds go back on sale and all it was worth, credit used included, becomes store credit.
   */
  async cancelPreOrder(admin: AuthUser, orderNumber: string): Promise<ReviewOutcome> {
    const result = await this.transactions.run(async (tx) => {
      const order = await this.orders.lockByNumber(tx, orderNumber);
      if (!order) throw new OrderNotFoundError(orderNumber);
      if (order.stage !== 'awaiting_release') {
        throw new DomainError('conflict', 'not_a_pre_order', `Order ${orderNumber} is not a pre-order waiting for its release day (it is ${order.status}): only those can be cancelled this way.`);
      }
      const { creditCents } = await this.process.transition(tx, order, 'cancelled', { note: 'pre-order cancelled: refunded to store credit', actorId: admin.id });
      await this.audit.record(admin, 'order.cancel_pre_order', order.order_number, { creditCents }, tx);
      const mailId = await this.outbox.enqueue(tx, orderClosedMail(this.config, await this.mailOrder(tx, order, 'cancelled'), 'pre_order_cancelled', creditCents));
      return { order, creditCents, mailId };
    });
    return { orderNumber: result.order.order_number, status: 'cancelled', creditCents: result.creditCents };
  }

  /**
   * The locked order, when it is held for review; a clear 404 or 409 otherwise. A paid order with
   * review reasons that fulfilment has not reached yet is held first, as fulfilment would hold it.
   */
  private async held(tx: EntityManager, order: OrderRow | null, orderNumber: string): Promise<OrderRow> {
    if (!order) throw new OrderNotFoundError(orderNumber);
    if (order.stage === 'paid' && canTransition('paid', 'held_for_review', order)) await this.process.transition(tx, order, 'held_for_review');
    if (order.stage !== 'held_for_review') {
      throw new DomainError('conflict', 'not_held_for_review', `Order ${orderNumber} is not waiting for a review (it is ${order.status}).`);
    }
    return order;
  }

  private async mailOrder(tx: EntityManager, order: OrderRow, status: 'cancelled') {
    const items = (await this.orders.fulfilmentItems(tx, order.id)).map((item) => ({
      productId: item.product_id,
      name: item.name,
      platform: item.platform,
      quantity: item.quantity,
      unitPriceCents: item.unit_price_cents,
      lineTotalCents: item.line_total_cents,
      manualStep: null,
      activationPlatform: null,
    }));
    return toMailOrder(order, status, items, await this.profiles.isVerified(tx, order.user_id));
  }
}
