import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import { Transactions } from '../events/transactions.js';
import { QUEUES } from '../queue/queues.js';
import { OrderProcess } from './order-process.js';
import { ORDER_JOBS } from './orders.jobs.js';
import { OrdersRepository } from './orders.repository.js';

const BATCH = 100;

/**
 * Delivers pre-orders on their release day: each paid pre-order whose products are all released is
 * moved back to `paid` through the order process, whose `order.paid` queues its fulfilment (keys
 * delivered and mailed, or awaiting stock when there are none). The row lock and the stage make it
 * once, with two workers or a retried job.
 */
@Injectable()
export class PreOrderRelease {
  private readonly logger = new Logger(PreOrderRelease.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly orders: OrdersRepository,
    private readonly process: OrderProcess,
    @InjectQueue(QUEUES.system) private readonly queue: Queue,
  ) {}

  /** The scheduled tick: queues the job that runs `releaseDue`, one per tick. */
  async queueRelease(tickAt: Date): Promise<void> {
    await this.queue.add(ORDER_JOBS.releasePreOrders, {}, { jobId: `release:${tickAt.getTime()}`, attempts: 3, removeOnComplete: true, removeOnFail: 100 });
  }

  /** Releases the pre-orders due by today, in batches; answers how many. */
  async releaseDue(): Promise<number> {
    let released = 0;
    for (;;) {
      const batch = await this.transactions.run(async (tx) => {
        const due = await this.orders.lockReleasedPreOrders(tx, BATCH);
        for (const order of due) await this.process.transition(tx, order, 'paid', { note: 'release day' });
        return due.length;
      });
      released += batch;
      if (batch < BATCH) break;
    }
    if (released > 0) this.logger.log(`Released ${released} pre-order(s) on their release day`);
    return released;
  }
}
