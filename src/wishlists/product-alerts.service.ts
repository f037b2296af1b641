import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Transactions } from '../events/transactions.js';
import { MailOutbox, type OutgoingMail } from '../notifications/mail-outbox.js';
import { MAX_ALERT_MAILS_PER_DAY, UNSUBSCRIBE_PATH } from '#contracts/wishlists.constants';
import { AlertMailsRepository, type DueAlertRow } from './alert-mails.repository.js';
import { QUEUES } from '../queue/queues.js';
import { PRODUCT_ALERT_BATCH, PRODUCT_ALERT_JOBS, productAlertSweepJobId } from './product-alerts.jobs.js';
import { unsubscribeToken, type UnsubscribeTarget } from './unsubscribe-token.js';

/**
 * Writes the alert mails a stock or price change makes due, through the outbox: one per subscriber
 * and event. Each subscriber's event is claimed in `alert_mails` (its key is the guarantee) in the
 * transaction that writes the mail and moves the subscriber on (a request ended, a wishlisted price
 * lowered), so a retried job or a second worker finds nothing left to mail.
 */
@Injectable()
export class ProductAlerts {
  private readonly logger = new Logger(ProductAlerts.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly alerts: AlertMailsRepository,
    private readonly outbox: MailOutbox,
    @InjectDataSource() private readonly db: DataSource,
    @InjectQueue(QUEUES.system) private readonly queue: Queue,
  ) {}

  /** The scheduled tick (STOCK_ALERT_CRON): queues the sweep that runs `sweepBackInStock`, one per tick. */
  async queueSweep(tickAt: Date): Promise<void> {
    await this.queue.add(PRODUCT_ALERT_JOBS.sweep, {}, { jobId: productAlertSweepJobId(tickAt), attempts: 1, removeOnComplete: true, removeOnFail: 100 });
  }

  /** Mails the requests whose restock no job mailed (its event was missed while Redis was away), a batch of products at a time. */
  async sweepBackInStock(): Promise<number> {
    let mailed = 0;
    for (let rounds = 0; rounds < 10; rounds++) {
      const productIds = await this.alerts.backInStockProductIds(this.db, PRODUCT_ALERT_BATCH);
      if (productIds.length === 0) break;
      mailed += await this.mailBackInStock(productIds);
      if (productIds.length < PRODUCT_ALERT_BATCH) break;
    }
    return mailed;
  }

  /** Mails each waiting "notify me" request of these products that are in stock now, and ends it. Answers the mails written. */
  mailBackInStock(productIds: string[]): Promise<number> {
    return this.inBatches('back-in-stock', (tx) => this.alerts.lockBackInStock(tx, productIds, PRODUCT_ALERT_BATCH), async (tx, row) => {
      const requestId = row.request_id as string;
      await this.alerts.endRequest(tx, requestId);
      // A new request of the same shopper is a new event: the request's id is the event's key.
      return this.mailOnce(tx, row, `restock:${requestId}`, {
        recipient: row.email,
        template: 'back_in_stock',
        payload: { productName: row.product_name, platform: row.platform, priceCents: row.price_cents, productUrl: this.productUrl(row), ...this.unsubscribeLinks({ kind: 'restock', requestId }) },
      });
    });
  }

  /** Mails each wishlister of these products whose price fell below what they saw or were told, and remembers the new price. */
  mailPriceDrops(productIds: string[]): Promise<number> {
    return this.inBatches('price-drop', (tx) => this.alerts.lockPriceDrops(tx, productIds, PRODUCT_ALERT_BATCH), async (tx, row) => {
      await this.alerts.setAlertedPrice(tx, row.user_id, row.product_id, row.price_cents);
      if (!row.price_drop_mails) return null;
      return this.mailOnce(tx, row, `price:${row.price_cents}`, {
        recipient: row.email,
        template: 'price_drop',
        payload: {
          productName: row.product_name,
          platform: row.platform,
          oldPriceCents: row.alerted_price_cents as number,
          priceCents: row.price_cents,
          productUrl: this.productUrl(row),
          settingsUrl: `${this.config.publicUrl}/dashboard?tab=settings`,
          ...this.unsubscribeLinks({ kind: 'price_drops', userId: row.user_id }),
        },
      });
    });
  }

  /** Locks due rows a batch at a time, each batch in its own transaction, until a batch comes back short. */
  private async inBatches(what: string, lock: (tx: EntityManager) => Promise<DueAlertRow[]>, each: (tx: EntityManager, row: DueAlertRow) => Promise<string | null>): Promise<number> {
    let mailed = 0;
    for (;;) {
      const { seen, written } = await this.transactions.run(async (tx) => {
        const rows = await lock(tx);
        let count = 0;
        for (const row of rows) if (await each(tx, row)) count++;
        return { seen: rows.length, written: count };
      });
      mailed += written;
      if (seen < PRODUCT_ALERT_BATCH) break;
    }
    if (mailed > 0) this.logger.log(`${mailed} ${what} mail(s) written`);
    return mailed;
  }

  /**
   * Writes the mail unless this subscriber's event was claimed before, the address is not verified (a
   * stranger's address is never mailed) or it had its day's alert mails already. Answers the mail's id.
   */
  private async mailOnce(tx: EntityManager, row: DueAlertRow, eventKey: string, mail: OutgoingMail): Promise<string | null> {
    if (!row.email_verified) return null;
    if ((await this.alerts.mailsToday(tx, row.user_id, MAX_ALERT_MAILS_PER_DAY)) >= MAX_ALERT_MAILS_PER_DAY) return null;
    if (!(await this.alerts.claim(tx, row.user_id, row.product_id, eventKey))) return null;
    const mailId = await this.outbox.enqueue(tx, mail);
    await this.alerts.recordMail(tx, row.user_id, row.product_id, eventKey, mailId);
    return mailId;
  }

  private productUrl(row: DueAlertRow): string {
    return `${this.config.publicUrl}/product/${encodeURIComponent(row.slug)}`;
  }

  private unsubscribeLinks(target: UnsubscribeTarget) {
    const token = encodeURIComponent(unsubscribeToken(this.config.jwtSecret, target));
    return {
      unsubscribeUrl: `${this.config.publicUrl}${UNSUBSCRIBE_PATH}?token=${token}`,
      oneClickUnsubscribeUrl: `${this.config.publicUrl}/api/alerts/unsubscribe?token=${token}`,
    };
  }
}
