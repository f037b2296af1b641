import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import { CatalogCacheService } from '../catalog/catalog-cache.service.js';
import { CreditLedger } from '../credits/credit-ledger.service.js';
import { QUEUES } from '../queue/queues.js';
import { ORDER_JOBS } from './orders.jobs.js';
import { OrdersRepository } from './orders.repository.js';
import { KeyStockService } from '../keys/key-stock.service.js';
import { Transactions } from '../events/transactions.js';

const BATCH = 200;

/** Cancels orders left unpaid past their payment window, puts their keys back on sale and gives back the credit they spent. */
@Injectable()
export class OrderExpiryService {
  private readonly logger = new Logger(OrderExpiryService.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly orders: OrdersRepository,
    private readonly stock: KeyStockService,
    private readonly cache: CatalogCacheService,
    private readonly credits: CreditLedger,
    @InjectQueue(QUEUES.system) private readonly queue: Queue,
  ) {}

  /** The scheduled tick: queues the job that runs `cancelExpired`, one per tick. */
  async queueCancelExpired(tickAt: Date): Promise<void> {
    await this.queue.add(ORDER_JOBS.expireUnpaid, {}, { jobId: `expire:${tickAt.getTime()}`, attempts: 1, removeOnComplete: true });
  }

  async cancelExpired(): Promise<number> {
    let cancelled = 0;
    for (;;) {
      const batch = await this.transactions.run(async (tx) => {
        const ids = await this.orders.cancelExpired(tx, BATCH);
        await this.orders.recordEvents(tx, ids, 'pending', 'cancelled', 'payment_timeout');
        for (const id of ids) {
          await this.stock.release(tx, id);
          await this.credits.returnSpent(tx, id);
        }
        return ids.length;
      });
      cancelled += batch;
      if (batch < BATCH) break;
    }
    if (cancelled > 0) {
      await this.cache.invalidate('products');
      this.logger.log(`Cancelled ${cancelled} unpaid order(s) past the payment window`);
    }
    return cancelled;
  }
}
