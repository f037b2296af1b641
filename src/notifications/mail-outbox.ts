import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bull';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { EventBus } from '../events/event-bus.js';
import { QUEUES } from '../queue/queues.js';
import { withTimeout } from '../queue/with-timeout.js';
import { MAIL_JOBS, sendMailJobOptions, type SendMailJob } from './mail.jobs.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import type { OutgoingMail } from './mail.types.js';

export type { MailTemplate, OutgoingMail } from './mail.types.js';


/**
 * Mail waiting to be sent (`mail_outbox`). Callers add a mail in the transaction of the change that
 * causes it, so the mail exists exactly when the change committed; its send job is queued by the
 * `mail.queued` event, after the commit.
 */
@Injectable()
export class MailOutbox implements OnModuleInit {
  private readonly logger = new Logger(MailOutbox.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutboxRepository,
    @InjectQueue(QUEUES.mail) private readonly queue: Queue<SendMailJob>,
    private readonly events: EventBus,
  ) {}

  onModuleInit(): void {
    this.events.on('mail.queued', ({ mailIds }) => this.dispatch(mailIds));
  }

  /** Adds a pending mail within the caller's transaction (from `Transactions.run`); answers its id. */
  async enqueue(tx: EntityManager, mail: OutgoingMail): Promise<string> {
    const [mailId] = await this.enqueueAll(tx, [mail]);
    return mailId;
  }

  /** Adds several pending mails within the caller's transaction, in one statement; answers their ids in order. */
  async enqueueAll(tx: EntityManager, mails: readonly OutgoingMail[]): Promise<string[]> {
    if (mails.length === 0) return [];
    const mailIds = await this.outbox.insert(tx, mails);
    await this.events.publish('mail.queued', { mailIds }, tx);
    return mailIds;
  }

  /**
   * Queues the send job of mails that have committed. Never throws: when Redis cannot take the job,
   * the mail stays pending and the sweep queues it a minute later.
   */
  private async dispatch(mailIds: string[]): Promise<void> {
    // One job at a time through queue.add, which traces each (see bull-tracing.ts).
    for (const mailId of mailIds) {
      try {
        await withTimeout(this.queue.add(MAIL_JOBS.send, { mailId }, sendMailJobOptions(mailId, this.config.mail.retryDelayMs)));
      } catch (error) {
        this.logger.warn(`Mail ${mailId} left for the sweep: ${(error as Error).message}`);
      }
    }
  }
}
