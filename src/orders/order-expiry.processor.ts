import { Process, Processor } from '@nestjs/bull';
import { QUEUES } from '../queue/queues.js';
import { OrderExpiryService } from './order-expiry.service.js';
import { ORDER_JOBS } from './orders.jobs.js';
import { PreOrderRelease } from './pre-order-release.service.js';

@Processor(QUEUES.system)
export class OrderExpiryProcessor {
  constructor(
    private readonly expiry: OrderExpiryService,
    private readonly release: PreOrderRelease,
  ) {}

  @Process(ORDER_JOBS.expireUnpaid)
  async expireUnpaid(): Promise<void> {
    await this.expiry.cancelExpired();
  }

  @Process(ORDER_JOBS.releasePreOrders)
  async releasePreOrders(): Promise<void> {
    await this.release.releaseDue();
  }
}
