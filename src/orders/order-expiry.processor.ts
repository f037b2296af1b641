import { Process, Processor } from '@nestjs/bull';
import { QUEUES } from '../queue/queues.js';
import { OrderExpiryService } from './order-expiry.service.js';
import { ORDER_JOBS } from './orders.jobs.js';

@Processor(QUEUES.system)
export class OrderExpiryProcessor {
  constructor(private readonly expiry: OrderExpiryService) {}

  @Process(ORDER_JOBS.expireUnpaid)
  async expireUnpaid(): Promise<void> {
    await this.expiry.cancelExpired();
  }
}
