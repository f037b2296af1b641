import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { KeyDeliveryService } from '../keys/key-delivery.service.js';
import type { EntityManager } from 'typeorm';
import type { MailKeyRef, OutgoingMail } from '../notifications/mail.types.js';
import { MailOutbox } from '../notifications/mail-outbox.js';
import { ProfileVerification } from '../profiles/profile-verification.js';
import { QUEUES } from '../queue/queues.js';
import { FulfilmentQueue } from './fulfilment-queue.js';
import { manualStepOf } from './manual-steps.js';
import { fulfilledOrderMails, heldOrderMails, type MailLine, toMailOrder } from './order-mails.js';
import { OrderProcess } from './order-process.js';
import { canTransition } from './order-state.js';
import { FULFILMENT_SWEEP_AGE_SECONDS, type FulfilOrderJob, fulfilJobId, fulfilJobOptions, ORDER_JOBS } from './orders.jobs.js';
import { type FulfilmentItemRow, type OrderRow, OrdersRepository } from './orders.repository.js';
import { KeyStockService } from '../keys/key-stock.service.js';
import { Transactions } from '../events/transactions.js';
import { EventBus } from '../events/event-bus.js';
import { preOrderLine } from '#contracts/pre-order.constants';

export type FulfilmentOutcome = 'completed' | 'awaiting_manual_step' | 'awaiting_stock' | 'awaiting_release' | 'held_for_review' | 'already_fulfilled' | 'not_paid' | 'missing';

/**
 * Delivers a paid order, exactly once. One transaction holds the order's row lock and takes it through
 * the order process (order-state.ts): paid → processing, the reserved keys delivered, → completed (the
 * profile verified) or → awaiting a manual step (a Steam gift's trade offer, a physical item), and the mails written
 * to the outbox. So a retry after a crash finds either nothing done or everything done; the mails go
 * out after commit. Two stages stop it first: held for review, when the order has review reasons no
 * admin approved (its keys back on sale meanwhile; once approved it is paid again and takes keys like
 * a late payment); and awaiting stock, when it is short of keys, holding what it could reserve until
 * keys are added.
 */
@Injectable()
export class OrderFulfilmentService {
  private readonly logger = new Logger(OrderFulfilmentService.name);

  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly keys: KeyDeliveryService,
    private readonly stock: KeyStockService,
    private readonly profiles: ProfileVerification,
    private readonly outbox: MailOutbox,
    @InjectQueue(QUEUES.orders) private readonly queue: Queue<FulfilOrderJob>,
    private readonly fulfilment: FulfilmentQueue,
    private readonly process: OrderProcess,
    private readonly events: EventBus,
  ) {}

  async fulfil(orderId: string): Promise<FulfilmentOutcome> {
    const result = await this.transactions.run(async (tx) => {
      const order = await this.orders.lockById(tx, orderId);
      if (!order) return { outcome: 'missing' as const, mailIds: [] };
      switch (order.stage) {
        case 'pending':
        case 'cancelled':
          return { outcome: 'not_paid' as const, mailIds: [] };
        case 'completed':
          return { outcome: 'already_fulfilled' as const, mailIds: [] };
        case 'held_for_review':
          return { outcome: 'held_for_review' as const, mailIds: [] };
        case 'awaiting_release':
          return { outcome: 'awaiting_release' as const, mailIds: [] };
      }

      const verified = await this.profiles.isVerified(tx, order.user_id);
      if (order.stage === 'paid' && canTransition('paid', 'held_for_review', order)) {
        await this.process.transition(tx, order, 'held_for_review');
        const items = await this.mailLines(tx, order);
        const mailIds = await this.write(tx, heldOrderMails(this.config, toMailOrder(order, order.status, items, verified), 'held_for_review', order.review_reasons));
        return { outcome: 'held_for_review' as const, mailIds, orderNumber: order.order_number, keys: 0 };
      }

      const items = await this.orders.fulfilmentItems(tx, order.id);
      const releaseDate = order.stage === 'paid' ? await this.orders.preOrderReleaseOf(tx, order.id) : null;
      if (releaseDate && canTransition('paid', 'awaiting_release', order)) {
        // A pre-order holds what keys there are now; the release-day job pays it again and it is delivered then.
        await this.stock.topUp(tx, order.id, items);
        await this.process.transition(tx, order, 'awaiting_release', { note: preOrderLine(releaseDate) });
        return { outcome: 'awaiting_release' as const, mailIds: [] };
      }
      const lines: (MailLine & { productId: string })[] = this.toMailLines(items);
      const deliverable = [...new Set(lines.filter((line) => !line.manualStep).map((line) => line.productId))];

      if (order.stage === 'awaiting_manual_step' || order.stage === 'processing') {
        // Keys are delivered in the transaction that leaves `paid`, so this is a repeated job.
        if ((await this.keys.countReserved(tx, order.id, deliverable)) === 0) return { outcome: 'already_fulfilled' as const, mailIds: [] };
        await this.keys.deliverReserved(tx, order.id, deliverable);
        this.logger.warn(`Order ${order.order_number} had undelivered keys while processing; delivered them without mailing again`);
        return { outcome: 'already_fulfilled' as const, mailIds: [] };
      }

      const short = await this.stock.topUp(tx, order.id, items);
      if (short.length > 0) {
        if (order.stage === 'awaiting_stock') return { outcome: 'awaiting_stock' as const, mailIds: [] };
        await this.process.transition(tx, order, 'awaiting_stock', { note: 'waiting for stock' });
        await this.events.publish('order.awaiting_stock', { orderId: order.id, productIds: short.map((line) => line.productId) }, tx);
        const reasons = short.map((line) => `${line.missing} × ${line.name}`);
        const mailIds = await this.write(tx, heldOrderMails(this.config, toMailOrder(order, order.status, lines, verified), 'awaiting_stock', reasons));
        return { outcome: 'awaiting_stock' as const, mailIds, orderNumber: order.order_number, keys: 0 };
      }

      await this.process.transition(tx, order, 'processing', { note: 'fulfilment' });
      const delivered = await this.keys.deliverReserved(tx, order.id, deliverable);
      const waitsForAdmin = lines.some((line) => line.manualStep);
      await this.process.transition(tx, order, waitsForAdmin ? 'awaiting_manual_step' : 'completed', { note: waitsForAdmin ? null : 'keys delivered' });

      const byProduct = new Map(lines.map((line) => [line.productId, line]));
      const keyRefs: MailKeyRef[] = delivered
        .map((key) => {
          const line = byProduct.get(key.product_id);
          return { keyId: key.id, productName: line?.name ?? '', platform: line?.platform ?? '', activationPlatform: line?.activationPlatform ?? null };
        })
        .sort((a, b) => a.productName.localeCompare(b.productName));
      const mailOrder = toMailOrder(order, order.status, lines, await this.profiles.isVerified(tx, order.user_id));
      const mailIds = await this.write(tx, fulfilledOrderMails(this.config, mailOrder, keyRefs));
      return { outcome: waitsForAdmin ? ('awaiting_manual_step' as const) : ('completed' as const), mailIds, orderNumber: order.order_number, keys: delivered.length };
    });

    if (result.outcome === 'completed' || result.outcome === 'awaiting_manual_step') {
      this.logger.log(`Order ${result.orderNumber}: ${result.keys} key(s) delivered, ${result.outcome === 'completed' ? 'completed' : 'waiting for a manual step'}`);
    }
    if (result.mailIds.length && (result.outcome === 'awaiting_stock' || result.outcome === 'held_for_review')) {
      this.logger.warn(`Order ${result.orderNumber}: ${result.outcome === 'awaiting_stock' ? 'paid but short of keys, waiting for stock' : 'held for review'}`);
    }
    return result.outcome;
  }

  /**
   * Gives keys to the orders waiting for stock, oldest payment first: each takes what it lacks of
   * what is available, and those that now have everything are queued for delivery.
   */
  async allocateWaiting(): Promise<number> {
    const ready = await this.transactions.run(async (tx) => {
      const complete: { id: string; number: string }[] = [];
      for (const order of await this.orders.lockWaitingForStock(tx, 100)) {
        const short = await this.stock.topUp(tx, order.id, await this.orders.fulfilmentItems(tx, order.id));
        if (short.length === 0) complete.push({ id: order.id, number: order.order_number });
      }
      return complete;
    });
    // A job of an earlier attempt may still be recorded as completed: it must not hide this one.
    for (const order of ready) await this.fulfilment.enqueue(order.id, { replace: true });
    if (ready.length > 0) this.logger.log(`Keys arrived for ${ready.length} order(s) waiting for stock`);
    return ready.length;
  }

  private toMailLines(items: FulfilmentItemRow[]): (MailLine & { productId: string })[] {
    return items.map((item) => ({
      productId: item.product_id,
      name: item.name,
      platform: item.platform,
      quantity: item.quantity,
      unitPriceCents: item.unit_price_cents,
      lineTotalCents: item.line_total_cents,
      manualStep: manualStepOf(item.delivery_kind),
      activationPlatform: item.activation_platform,
    }));
  }

  private async mailLines(tx: EntityManager, order: OrderRow): Promise<(MailLine & { productId: string })[]> {
    return this.toMailLines(await this.orders.fulfilmentItems(tx, order.id));
  }

  private async write(tx: EntityManager, mails: OutgoingMail[]): Promise<string[]> {
    const ids: string[] = [];
    for (const mail of mails) ids.push(await this.outbox.enqueue(tx, mail));
    return ids;
  }

  /**
   * Queues again the paid orders still verified a minute after their payment: their job was never
   * added (Redis away when the notification came) or gave up after its attempts. A job that is
   * waiting, delayed or running is left alone.
   */
  async sweep(): Promise<number> {
    let queued = 0;
    for (const orderId of await this.orders.unfulfilled(FULFILMENT_SWEEP_AGE_SECONDS, 200)) {
      const job = await this.queue.getJob(fulfilJobId(orderId));
      if (job) {
        if (!(await job.isCompleted()) && !(await job.isFailed())) continue;
        await job.remove();
      }
      await this.queue.add(ORDER_JOBS.fulfil, { orderId }, fulfilJobOptions(orderId));
      queued += 1;
    }
    if (queued > 0) this.logger.warn(`Queued the fulfilment of ${queued} paid order(s) again`);
    return queued;
  }
}
