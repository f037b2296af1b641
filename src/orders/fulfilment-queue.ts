import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bull';
import { EventBus } from '../events/event-bus.js';
import { QUEUES } from '../queue/queues.js';
import { withTimeout } from '../queue/with-timeout.js';
import { type FulfilOrderJob, fulfilJobId, fulfilJobOptions, ORDER_JOBS } from './orders.jobs.js';

/** Hands a paid order to fulfilment, after its transaction has committed, and queues the scheduled sweep. */
@Injectable()
export class FulfilmentQueue {
  private readonly logger = new Logger(FulfilmentQueue.name);

  constructor(@InjectQueue(QUEUES.orders) private readonly queue: Queue<FulfilOrderJob | Record<string, never>>) {}

  /**
   * Should Redis refuse the job, the fulfilment sweep queues the order within minutes: the order is
   * paid and committed. `replace` drops a finished job of the same order first (an order approved
   * after its first job held it), since a job id is taken while its job is kept.
   */
  async enqueue(orderId: string, { replace = false } = {}): Promise<void> {
    if (replace) await (await withTimeout(this.queue.getJob(fulfilJobId(orderId))).catch(() => null))?.remove().catch(() => undefined);
    await withTimeout(this.queue.add(ORDER_JOBS.fulfil, { orderId }, fulfilJobOptions(orderId))).catch((error: Error) => {
      this.logger.error(`Fulfilment of order ${orderId} left to the sweep: ${error.message}`);
    });
  }

  /** The scheduled tick: queues the sweep of paid orders that no job is fulfilling, one per tick. */
  async queueSweep(tickAt: Date): Promise<void> {
    await this.queue.add(ORDER_JOBS.sweepUnfulfilled, {}, { jobId: `fulfilment-sweep:${tickAt.getTime()}`, attempts: 1, removeOnComplete: true, removeOnFail: true });
  }
}

/**
 * A paid order (paid at checkout, by a payment, a redeem code, late, or approved after review) goes to
 * fulfilment once its transaction has committed.
 */
@Injectable()
export class FulfilOnPayment implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly fulfilment: FulfilmentQueue,
  ) {}

  onModuleInit(): void {
    // An approved order's first job, which held it, is finished but kept: it must not hide the new one.
    this.events.on('order.paid', ({ orderId }) => this.fulfilment.enqueue(orderId, { replace: true }));
  }
}
