import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { QUEUES } from '../queue/queues.js';
import { MailDeliveryService } from './mail-delivery.service.js';
import { MAIL_JOBS, type SendMailJob } from './mail.jobs.js';

/** Runs the mail queue's jobs in worker processes. */
@Processor(QUEUES.mail)
export class MailProcessor {
  constructor(private readonly delivery: MailDeliveryService) {}

  /**
   * Throws on a failed attempt, or while another sender's lease runs, so that Bull retries with
   * backoff; the last attempt has already marked the mail failed (or left a leased one to the sweep).
   * Sends go out one at a time per process (MailDeliveryService): more jobs at once would only wait.
   */
  @Process({ name: MAIL_JOBS.send, concurrency: 1 })
  async send(job: Job<SendMailJob>): Promise<string> {
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const { outcome, error } = await this.delivery.send(job.data.mailId, finalAttempt);
    if (error) throw error;
    return outcome;
  }

  @Process(MAIL_JOBS.sweep)
  async sweep(): Promise<number> {
    return this.delivery.sweep();
  }
}
