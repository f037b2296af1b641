import { InjectQueue } from '@nestjs/bull';
import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bull';
import { EventBus } from '../events/event-bus.js';
import { QUEUES } from '../queue/queues.js';
import { withTimeout } from '../queue/with-timeout.js';
import { ORDER_JOBS } from './orders.jobs.js';

/** Paid orders waiting for stock take new keys first: a restock queues their allocation once it commits. */
@Injectable()
export class RestockFulfilment implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    @InjectQueue(QUEUES.orders) private readonly orders: Queue,
  ) {}

  onModuleInit(): void {
    this.events.on('keys.changed', async ({ added }) => {
      if (!added) return;
      // The minute sweep allocates should this job be lost.
      await withTimeout(this.orders.add(ORDER_JOBS.allocateWaiting, {}, { attempts: 3, removeOnComplete: true, removeOnFail: 100 })).catch(() => undefined);
    });
  }
}
