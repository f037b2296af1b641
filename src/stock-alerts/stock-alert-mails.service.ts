import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { MailOutbox } from '../notifications/mail-outbox.js';
import { QUEUES } from '../queue/queues.js';
import { STOCK_ALERT_BATCH, STOCK_ALERT_JOBS, stockAlertJobId } from './stock-alerts.jobs.js';
import { StockAlertsRepository, type UnmailedAlertRow } from './stock-alerts.repository.js';
import { Transactions } from '../events/transactions.js';

/** Mails the owner about each new low-stock alert, once. */
@Injectable()
export class StockAlertMailer {
  private readonly logger = new Logger(StockAlertMailer.name);

  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly alerts: StockAlertsRepository,
    private readonly outbox: MailOutbox,
    @InjectQueue(QUEUES.system) private readonly queue: Queue,
  ) {}

  /** The scheduled tick: queues the job that runs `mailPending`, one per tick. */
  async queueMailing(tickAt: Date): Promise<void> {
    await this.queue.add(STOCK_ALERT_JOBS.mail, {}, { jobId: stockAlertJobId(tickAt), attempts: 1, removeOnComplete: true, removeOnFail: 100 });
  }

  /**
   * Writes one owner mail per open alert not mailed yet and stamps the alert in the same transaction
   * (a conditional update), so that a retried or concurrent job never mails it twice; an alert closed
   * by stock back at the threshold is stamped without a mail, so a product that fell twice between two
   * ticks is mailed once, for the fall it is in now. Answers how many mails were written.
   */
  async mailPending(): Promise<number> {
    let mailed = 0;
    for (;;) {
      const { seen, mailIds } = await this.transactions.run(async (tx) => {
        const rows = await this.alerts.lockUnmailed(tx, STOCK_ALERT_BATCH);
        const ids: string[] = [];
        for (const row of rows) {
          if (!(await this.alerts.claimForMail(tx, row.id)) || !row.open) continue;
          const mailId = await this.outbox.enqueue(tx, { recipient: this.config.mail.storeOwnerEmail, template: 'low_stock', payload: this.payload(row) });
          await this.alerts.noteMail(tx, row.id, mailId);
          ids.push(mailId);
        }
        return { seen: rows.length, mailIds: ids };
      });
      mailed += mailIds.length;
      if (seen < STOCK_ALERT_BATCH) break;
    }
    if (mailed > 0) this.logger.log(`${mailed} low-stock alert(s) mailed to the owner`);
    return mailed;
  }

  private payload(row: UnmailedAlertRow) {
    return {
      productId: row.product_id,
      productName: row.product_name,
      platform: row.platform,
      stock: row.stock,
      threshold: row.threshold,
      currentStock: row.current_stock,
      alertedAt: row.created_at.toISOString(),
      adminUrl: `${this.config.publicUrl}/admin/products?${new URLSearchParams({ search: row.product_name.slice(0, 200) }).toString()}`,
    };
  }
}
