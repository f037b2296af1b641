import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
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
import type { RenderedMail } from './mail.types.js';

export type SendOutcome = 'sent' | 'skipped' | 'leased' | 'retry' | 'failed';

const SWEEP_BATCH = 500;

/** Another sender's lease on the mail still runs: the job tries again later, and takes over once it has run out. */
export class MailLeasedElsewhereError extends Error {
  constructor(mailId: string, until: Date | null) {
    super(`Mail ${mailId} is being sent by another worker${until ? ` until ${until.toISOString()}` : ''}`);
  }
}

/** Sends outbox rows, records each attempt, and re-queues pending mails that lost their job. */
@Injectable()
export class MailDeliveryService {
  private readonly logger = new Logger(MailDeliveryService.name);
  /** The one send of this process in flight: each one waiting starts its lease only when it goes out. */
  private inFlight: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutboxRepository,
    private readonly renderer: MailRenderer,
    private readonly sender: MailSender,
    @InjectQueue(QUEUES.mail) private readonly queue: Queue<SendMailJob | Record<string, never>>,
  ) {}

  /**
   * Sends one pending mail under a lease committed before the SMTP exchange, with no connection held
   * during it, and records the result right after. A crash mid-send leaves the lease to run out; only
   * then may another sender send the mail again, so a mail goes out twice only when this process dies
   * between the server's acceptance and that record, and one mail at most is in flight per process.
   * A failed attempt is recorded (the last one marks the mail failed) and `error` is answered for the
   * job to throw.
   */
  send(mailId: string, finalAttempt: boolean): Promise<{ outcome: SendOutcome; error?: Error }> {
    const sent = this.inFlight.then(() => this.sendNow(mailId, finalAttempt));
    this.inFlight = sent.catch(() => undefined);
    return sent;
  }

  private async sendNow(mailId: string, finalAttempt: boolean): Promise<{ outcome: SendOutcome; error?: Error }> {
    const claimant = `${hostname()}:${process.pid}:${randomUUID()}`;
    const claimed = await this.outbox.claim(mailId, claimant, this.config.mail.sendLeaseMs);
    if (!claimed) {
      const row = await this.outbox.find(mailId);
      if (!row || row.status !== 'pending') return { outcome: 'skipped' };
      return { outcome: 'leased', error: finalAttempt ? undefined : new MailLeasedElsewhereError(mailId, row.claimed_until) };
    }
    const { row, previousClaimant } = claimed;
    if (previousClaimant) this.logger.warn(`Mail ${row.id} (${row.template}): ${previousClaimant} left it unsent when its lease ran out; sending it again`);
    let mail: RenderedMail;
    try {
      mail = await this.renderer.render(row);
      await this.sender.send(row.recipient, mail, row.id);
    } catch (error) {
      const message = describe(error);
      await this.outbox.recordFailure(row.id, claimant, message, finalAttempt);
      this.logger.warn(`Mail ${row.id} (${row.template}) ${finalAttempt ? 'failed for good' : 'will be retried'}: ${message}`);
      return { outcome: finalAttempt ? 'failed' : 'retry', error: error instanceof Error ? error : new Error(message) };
    }
    // Without SMTP the outbox is the mailbox: outside production it keeps what the mail shows.
    const keepLinks = !this.sender.usesSmtp && !this.config.isProduction;
    await this.outbox.markSent(row.id, mail.subject, payloadAfterSending(row.template, row.payload, keepLinks));
    this.logger.log(`Mail ${row.id} (${row.template}) ${this.sender.usesSmtp ? 'sent' : 'kept in the outbox'}`);
    return { outcome: 'sent' };
  }

  /**
   * Queues pending mails older than a minute that have no job waiting and no running lease: their job
   * was never added (Redis was away at the commit), was lost, or ended while another sender's lease
   * ran. A job that is waiting, delayed or running is left alone.
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

  /** The scheduled tick: queues the sweep, one per tick. */
  async queueSweep(tickAt: Date): Promise<void> {
    await this.queue.add(MAIL_JOBS.sweep, {}, { jobId: `mail-sweep:${tickAt.getTime()}`, attempts: 1, removeOnComplete: true, removeOnFail: true });
  }
}

/** The error as an operator needs it: SMTP's response code and text when there is one. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const smtp = error as Error & { responseCode?: number; code?: string };
  return [smtp.code, smtp.responseCode, error.message].filter(Boolean).join(' ');
}
