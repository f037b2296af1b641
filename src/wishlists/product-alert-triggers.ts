import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bull';
import { EventBus } from '../events/event-bus.js';
import { QUEUES } from '../queue/queues.js';
import { withTimeout } from '../queue/with-timeout.js';
import { PRODUCT_ALERT_JOBS, productAlertJobOptions, type ProductAlertJob } from './product-alerts.jobs.js';
import { RestockRequestsRepository } from './restock-requests.repository.js';
import { WishlistsRepository } from './wishlists.repository.js';

/** How many products one price-drop job mails for at most, when a sync or an import changed prices. */
const PRICE_DROPS_PER_JOB = 500;

/**
 * Follows stock and price changes: when a product with waiting "notify me" requests has keys again
 * (stock went from 0 to more), or a wishlisted product got cheaper than its wishlisters last saw,
 * the worker is handed a job that writes the mails. One indexed look first, so that the many stock
 * moves of checkouts queue nothing; keys reserved for orders need not even that.
 */
@Injectable()
export class ProductAlertTriggers implements OnModuleInit {
  private readonly logger = new Logger(ProductAlertTriggers.name);

  constructor(
    private readonly events: EventBus,
    private readonly requests: RestockRequestsRepository,
    private readonly wishlists: WishlistsRepository,
    @InjectQueue(QUEUES.system) private readonly queue: Queue<ProductAlertJob>,
  ) {}

  onModuleInit(): void {
    this.events.on('keys.changed', async ({ productIds, taken }) => {
      // Keys reserved for orders bring nothing back into stock: a sale asks nothing of the database here.
      if (!taken && productIds.length > 0 && (await this.requests.anyBackInStock(productIds))) await this.enqueue(PRODUCT_ALERT_JOBS.backInStock, productIds);
    });
    this.events.on('product.changed', async ({ productIds }) => {
      if (productIds.length === 0) return this.queuePriceDropsOfWishlists();
      if (await this.wishlists.anyPriceDrop(productIds)) await this.enqueue(PRODUCT_ALERT_JOBS.priceDrops, productIds);
    });
  }

  /** An import or a catalogue sync names no products: every wishlisted game it made cheaper is looked for, a job per run of them. */
  private async queuePriceDropsOfWishlists(): Promise<void> {
    let afterId: string | null = null;
    for (;;) {
      const productIds = await this.wishlists.productsWithPriceDrops(afterId, PRICE_DROPS_PER_JOB);
      if (productIds.length > 0) await this.enqueue(PRODUCT_ALERT_JOBS.priceDrops, productIds);
      if (productIds.length < PRICE_DROPS_PER_JOB) return;
      afterId = productIds[productIds.length - 1];
    }
  }

  private async enqueue(name: string, productIds: string[]): Promise<void> {
    await withTimeout(this.queue.add(name, { productIds }, productAlertJobOptions)).catch((error: Error) => this.logger.warn(`Alert mails for ${productIds.length} product(s) not queued: ${error.message}`));
  }
}
