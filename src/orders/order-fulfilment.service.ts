import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { KeyDeliveryService } from '../keys/key-delivery.service.js';
import type { MailKeyRef } from '../notifications/mail.types.js';
import { MailOutbox } from '../notifications/mail-outbox.js';
import { ProfileVerification } from '../profiles/profile-verification.js';
import { QUEUES } from '../queue/queues.js';
import { manualStepOf } from './manual-steps.js';
import { fulfilledOrderMails, type MailLine, toMailOrder } from './order-mails.js';
import type { OrderStatus } from './order-state.js';
import { FULFILMENT_SWEEP_AGE_SECONDS, type FulfilOrderJob, fulfilJobId, fulfilJobOptions, ORDER_JOBS } from './orders.jobs.js';
import { OrdersRepository } from './orders.repository.js';

export type FulfilmentOutcome = 'completed' | 'awaiting_manual_step' | 'already_fulfilled' | 'not_paid' | 'missing';

/**
 * Delivers a paid order, exactly once. One transaction holds the order's row lock and does it all:
 * verified → processing, the reserved keys delivered, → completed unless an item needs an admin
 * (a Steam trade, a physical item), the profile verified, and the mails written to the outbox. So a
 * retry after a crash finds either nothing done or everything done; the mails go out after commit.
 */
@Injectable()
export class OrderFulfilmentService {
  private readonly logger = new Logger(OrderFulfilmentService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly keys: KeyDeliveryService,
    private readonly profiles: ProfileVerification,
    private readonly outbox: MailOutbox,
    @InjectQueue(QUEUES.orders) private readonly queue: Queue<FulfilOrderJob>,
  ) {}

  async fulfil(orderId: string): Promise<FulfilmentOutcome> {
    const result = await this.orders.db.transaction(async (tx) => {
      const order = await this.orders.lockById(tx, orderId);
      if (!order) return { outcome: 'missing' as const, mailIds: [] };
      if (order.status === 'pending' || order.status === 'cancelled') return { outcome: 'not_paid' as const, mailIds: [] };
      if (order.status === 'completed') return { outcome: 'already_fulfilled' as const, mailIds: [] };

      const lines: (MailLine & { productId: string })[] = (await this.orders.fulfilmentItems(tx, order.id)).map((item) => ({
        productId: item.product_id,
        name: item.name,
        platform: item.platform,
        quantity: item.quantity,
        unitPriceCents: item.unit_price_cents,
        lineTotalCents: item.line_total_cents,
        manualStep: manualStepOf({ platform: item.platform, categoryName: item.category_name, categorySlug: item.category_slug }, order.steam_trade_url),
      }));
      const deliverable = [...new Set(lines.filter((line) => !line.manualStep).map((line) => line.productId))];

      if (order.status === 'processing') {
        // Processing is only ever committed together with the delivery, so this is a repeated job.
        if ((await this.keys.countReserved(tx, order.id, deliverable)) === 0) return { outcome: 'already_fulfilled' as const, mailIds: [] };
        await this.keys.deliverReserved(tx, order.id, deliverable);
        this.logger.warn(`Order ${order.order_number} had undelivered keys while processing; delivered them without mailing again`);
        return { outcome: 'already_fulfilled' as const, mailIds: [] };
      }

      let status: OrderStatus = await this.orders.changeStatus(tx, order, 'processing', { note: 'fulfilment' });
      const delivered = await this.keys.deliverReserved(tx, order.id, deliverable);
      const waitsForAdmin = lines.some((line) => line.manualStep);
      if (!waitsForAdmin) {
        status = await this.orders.changeStatus(tx, { id: order.id, status }, 'completed', { note: 'keys delivered' });
        await this.profiles.markVerified(tx, order.user_id);
      }

      const byProduct = new Map(lines.map((line) => [line.productId, line]));
      const keyRefs: MailKeyRef[] = delivered
        .map((key) => ({ keyId: key.id, productName: byProduct.get(key.product_id)?.name ?? '', platform: byProduct.get(key.product_id)?.platform ?? '' }))
        .sort((a, b) => a.productName.localeCompare(b.productName));
      const mailOrder = toMailOrder(order, status, lines, await this.profiles.isVerified(tx, order.user_id));
      const mailIds: string[] = [];
      for (const mail of fulfilledOrderMails(this.config, mailOrder, keyRefs)) mailIds.push(await this.outbox.enqueue(tx, mail));
      return { outcome: waitsForAdmin ? ('awaiting_manual_step' as const) : ('completed' as const), mailIds, orderNumber: order.order_number, keys: delivered.length };
    });

    await this.outbox.dispatch(result.mailIds);
    if (result.outcome === 'completed' || result.outcome === 'awaiting_manual_step') {
      this.logger.log(`Order ${result.orderNumber}: ${result.keys} key(s) delivered, ${result.outcome === 'completed' ? 'completed' : 'waiting for a manual step'}`);
    }
    return result.outcome;
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
