import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { EventBus } from '../events/event-bus.js';
import { QUEUES } from '../queue/queues.js';
import { withTimeout } from '../queue/with-timeout.js';
import { RestockSettingsRepository } from './restock-settings.repository.js';
import { restockJobOptions, restockSweepJobId, SUPPLIER_JOBS, type RestockJob } from './supplier.jobs.js';

/**
 * Queues the restock check of a product whenever its stock moves (a sale, a reservation, a delivery)
 * or a paid order waits for its keys, in every process: the check itself runs on a worker. The
 * minute sweep catches what a lost job missed.
 */
@Injectable()
export class RestockChecks implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventBus,
    private readonly settings: RestockSettingsRepository,
    @InjectQueue(QUEUES.suppliers) private readonly queue: Queue<RestockJob>,
  ) {}

  onModuleInit(): void {
    if (!this.config.wholesaler) return;
    this.events.on('keys.changed', ({ productIds }) => this.queueFor(productIds));
    this.events.on('order.awaiting_stock', ({ productIds }) => this.queueFor(productIds));
  }

  /** Queues a check of each of these products that has restock settings; one already waiting is not queued twice. */
  async queueFor(productIds: string[]): Promise<void> {
    if (!this.config.wholesaler) return;
    for (const productId of await this.settings.configured(productIds)) {
      await withTimeout(this.queue.add(SUPPLIER_JOBS.restock, { productId }, restockJobOptions(productId))).catch(() => undefined);
    }
  }

  /** The scheduled tick: queues the sweep, one per tick whichever worker's timer fired. */
  async queueSweep(tickAt: Date): Promise<void> {
    await this.queue.add(SUPPLIER_JOBS.sweep, { productId: '' }, { jobId: restockSweepJobId(tickAt), attempts: 1, removeOnComplete: true, removeOnFail: 100 });
  }
}
