import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import { QUEUES } from '../queue/queues.js';
import { OrderProcess } from './order-process.js';
import { ORDER_JOBS } from './orders.jobs.js';
import { OrdersRepository } from './orders.repository.js';
import { Transactions } from '../events/transactions.js';

const BATCH = 200;

/** Cancels orders left unpaid past their payment window, each through the order process (its cancel hook puts the keys back on sale and returns the credit). */
@Injectable()
export class OrderExpiryService {
  private readonly logger = new Logger(OrderExpiryService.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly orders: OrdersRepository,
    private readonly process: OrderProcess,
    @InjectQueue(QUEUES.system) private readonly queue: Queue,
  ) {}

  /** The scheduled tick: queues the job that runs `cancelExpired`, one per tick. */
  async queueCancelExpired(tickAt: Date): Promise<void> {
    await this.queue.add(ORDER_JOBS.expireUnpaid, {}, { jobId: `expire:${tickAt.getTime()}`, attempts: 1, removeOnComplete: true });
  }

  /** Batches of due orders, locked with SKIP LOCKED so that a payment or another worker holding one is not waited for. */
  async cancelExpired(): Promise<number> {
    let cancelled = 0;
    for (;;) {
      const batch = await this.transactions.run(async (tx) => {
        const due = await this.orders.lockDueUnpaid(tx, BATCH);
        for (const order of due) await this.process.transition(tx, order, 'cancelled', { note: 'payment_timeout' });
        return due.length;
      });
      cancelled += batch;
      if (batch < BATCH) break;
    }
    if (cancelled > 0) this.logger.log(`Cancelled ${cancelled} unpaid order(s) past the payment window`);
    return cancelled;
  }
}
