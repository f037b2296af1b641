import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { QUEUES } from '../queue/queues.js';
import { PRODUCT_ALERT_JOBS, type ProductAlertJob } from './product-alerts.jobs.js';
import { ProductAlerts } from './product-alerts.service.js';

/** Writes back-in-stock and price-drop mails in worker processes; the outbox's own job sends them. */
@Processor(QUEUES.system)
export class ProductAlertsProcessor {
  constructor(private readonly alerts: ProductAlerts) {}

  @Process(PRODUCT_ALERT_JOBS.backInStock)
  backInStock(job: Job<ProductAlertJob>): Promise<number> {
    return this.alerts.mailBackInStock(job.data.productIds);
  }

  @Process(PRODUCT_ALERT_JOBS.sweep)
  sweep(): Promise<number> {
    return this.alerts.sweepBackInStock();
  }

  @Process(PRODUCT_ALERT_JOBS.priceDrops)
  priceDrops(job: Job<ProductAlertJob>): Promise<number> {
    return this.alerts.mailPriceDrops(job.data.productIds);
  }
}
