import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { QUEUES } from '../queue/queues.js';
import { type FulfilmentOutcome, OrderFulfilmentService } from './order-fulfilment.service.js';
import { type FulfilOrderJob, ORDER_JOBS } from './orders.jobs.js';

/** Fulfils paid orders from the orders queue; a failed attempt is retried with backoff (see FULFIL_JOB_OPTIONS). */
@Processor(QUEUES.orders)
export class FulfilOrderProcessor {
  constructor(private readonly fulfilment: OrderFulfilmentService) {}

  @Process({ name: ORDER_JOBS.fulfil, concurrency: 4 })
  fulfil(job: Job<FulfilOrderJob>): Promise<FulfilmentOutcome> {
    return this.fulfilment.fulfil(job.data.orderId);
  }

  /** Also gives keys that arrived to the orders waiting for stock, should the job of a key import have been lost. */
  @Process(ORDER_JOBS.sweepUnfulfilled)
  async sweep(): Promise<number> {
    await this.fulfilment.allocateWaiting();
    return this.fulfilment.sweep();
  }

  @Process(ORDER_JOBS.allocateWaiting)
  allocateWaiting(): Promise<number> {
    return this.fulfilment.allocateWaiting();
  }
}
