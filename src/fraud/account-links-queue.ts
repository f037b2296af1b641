import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bull';
import { EventBus } from '../events/event-bus.js';
import { QUEUES } from '../queue/queues.js';
import { withTimeout } from '../queue/with-timeout.js';
import { FRAUD_JOBS, type LinkOrderJob, type LinkSessionJob, linkJobOptions } from './account-links.jobs.js';

/**
 * A paid order and a new session are handed to the worker, which links their account to others that
 * share its buyer or its device; only the job is added here, so checkout and sign-in never wait on it.
 */
@Injectable()
export class LinkAccountsOnActivity implements OnModuleInit {
  private readonly logger = new Logger(LinkAccountsOnActivity.name);

  constructor(
    private readonly events: EventBus,
    @InjectQueue(QUEUES.fraud) private readonly queue: Queue<LinkOrderJob | LinkSessionJob>,
  ) {}

  onModuleInit(): void {
    this.events.on('order.paid', ({ orderId }) => this.enqueue(FRAUD_JOBS.linkOrder, { orderId }, `link-order:${orderId}`));
    this.events.on('session.started', ({ sessionId }) => this.enqueue(FRAUD_JOBS.linkSession, { sessionId }, `link-session:${sessionId}`));
  }

  /** A link missed while Redis is away is a lost hint, not a lost sale: logged, never thrown. */
  private async enqueue(name: string, data: LinkOrderJob | LinkSessionJob, jobId: string): Promise<void> {
    await withTimeout(this.queue.add(name, data, linkJobOptions(jobId))).catch((error: Error) => this.logger.warn(`Account linking of ${jobId} skipped: ${error.message}`));
  }
}
