import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
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
  async enqueue(orderId: string, orderNumber: string, { replace = false } = {}): Promise<void> {
    if (replace) await (await withTimeout(this.queue.getJob(fulfilJobId(orderId))).catch(() => null))?.remove().catch(() => undefined);
    await withTimeout(this.queue.add(ORDER_JOBS.fulfil, { orderId }, fulfilJobOptions(orderId))).catch((error: Error) => {
      this.logger.error(`Fulfilment of ${orderNumber} left to the sweep: ${error.message}`);
    });
  }

  /** The scheduled tick: queues the sweep of paid orders that no job is fulfilling, one per tick. */
  async queueSweep(tickAt: Date): Promise<void> {
    await this.queue.add(ORDER_JOBS.sweepUnfulfilled, {}, { jobId: `fulfilment-sweep:${tickAt.getTime()}`, attempts: 1, removeOnComplete: true, removeOnFail: true });
  }
}
