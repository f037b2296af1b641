import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { QUEUES } from '../queue/queues.js';
import { AccountLinking } from './account-linking.service.js';
import { FRAUD_JOBS, type LinkOrderJob, type LinkSessionJob } from './account-links.jobs.js';

/** Links accounts by what a paid order or a new session shows of them; a failed attempt is tried again. */
@Processor(QUEUES.fraud)
export class AccountLinksProcessor {
  constructor(private readonly linking: AccountLinking) {}

  @Process(FRAUD_JOBS.linkOrder)
  linkOrder(job: Job<LinkOrderJob>): Promise<number> {
    return this.linking.linkOrder(job.data.orderId);
  }

  @Process(FRAUD_JOBS.linkSession)
  linkSession(job: Job<LinkSessionJob>): Promise<number> {
    return this.linking.linkSession(job.data.sessionId);
  }
}
