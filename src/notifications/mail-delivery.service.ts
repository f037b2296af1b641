import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { QUEUES } from '../queue/queues.js';
import { MAIL_JOBS, MAIL_SWEEP_AGE_SECONDS, mailJobId, sendMailJobOptions, type SendMailJob } from './mail.jobs.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailRenderer } from './mail-renderer.js';
import { MailSender } from './mail-sender.js';
import { payloadAfterSending } from './mail-templates.js';

export type SendOutcome = 'sent' | 'skipped' | 'retry' | 'failed';

const SWEEP_BATCH = 500;

/** Sends outbox rows, records each attempt, and re-queues pending mails that lost their job. */
@Injectable()
export class MailDeliveryService {
  private readonly logger = new Logger(MailDeliveryService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutboxRepository,
    private readonly renderer: MailRenderer,
    private readonly sender: MailSender,
    @InjectQueue(QUEUES.mail) private readonly queue: Queue<SendMailJob>,
  ) {}

  /**
   * Sends one pending mail while holding its row, so that two jobs for it never both send it. A failed
   * attempt is recorded (the last one marks the mail failed) and `error` is answered for the job to throw.
   */
  async send(mailId: string, finalAttempt: boolean): Promise<{ outcome: SendOutcome; error?: Error }> {
    return this.outbox.db.transaction(async (tx) => {
      const row = await this.outbox.lockForSending(tx, mailId);
      if (!row || row.status !== 'pending') return { outcome: 'skipped' as const };
      try {
        const mail = await this.renderer.render(row);
        await this.sender.send(row.recipient, mail, row.id);
        // Without SMTP the outbox is the mailbox: outside production it keeps what the mail shows.
        const keepLinks = !this.sender.usesSmtp && !this.config.isProduction;
        await this.outbox.markSent(tx, row.id, mail.subject, payloadAfterSending(row.template, row.payload, keepLinks));
        this.logger.log(`Mail ${row.id} (${row.template}) ${this.sender.usesSmtp ? 'sent' : 'kept in the outbox'}`);
        return { outcome: 'sent' as const };
      } catch (error) {
        const message = describe(error);
        await this.outbox.recordFailure(tx, row.id, message, finalAttempt);
        this.logger.warn(`Mail ${row.id} (${row.template}) ${finalAttempt ? 'failed for good' : 'will be retried'}: ${message}`);
        return { outcome: finalAttempt ? ('failed' as const) : ('retry' as const), error: error instanceof Error ? error : new Error(message) };
      }
    });
  }

  /**
   * Queues pending mails older than a minute that have no job waiting: their job was never added
   * (Redis was away at the commit) or was lost. A job that is waiting, delayed or running is left alone.
   */
  async sweep(): Promise<number> {
    let queued = 0;
    for (const mailId of await this.outbox.stalePending(MAIL_SWEEP_AGE_SECONDS, SWEEP_BATCH)) {
      const job = await this.queue.getJob(mailJobId(mailId));
      if (job) {
        if (!(await job.isCompleted()) && !(await job.isFailed())) continue;
        await job.remove();
      }
      await this.queue.add(MAIL_JOBS.send, { mailId }, sendMailJobOptions(mailId, this.config.mail.retryDelayMs));
      queued += 1;
    }
    if (queued > 0) this.logger.log(`Queued ${queued} pending mail(s) that had no job`);
    return queued;
  }
}

/** The error as an operator needs it: SMTP's response code and text when there is one. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const smtp = error as Error & { responseCode?: number; code?: string };
  return [smtp.code, smtp.responseCode, error.message].filter(Boolean).join(' ');
}
