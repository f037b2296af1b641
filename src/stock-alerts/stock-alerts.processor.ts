import { Process, Processor } from '@nestjs/bull';
import { QUEUES } from '../queue/queues.js';
import { StockAlertMailer } from './stock-alert-mails.service.js';
import { STOCK_ALERT_JOBS } from './stock-alerts.jobs.js';

/** Runs the low-stock mail job in worker processes; an alert a failed job left is taken by the next tick's. */
@Processor(QUEUES.system)
export class StockAlertsProcessor {
  constructor(private readonly mailer: StockAlertMailer) {}

  @Process(STOCK_ALERT_JOBS.mail)
  async mail(): Promise<number> {
    return this.mailer.mailPending();
  }
}
