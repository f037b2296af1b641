import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { Queryable } from '../database/queryable.js';
import { QUEUES } from '../queue/queues.js';
import { withTimeout } from '../queue/with-timeout.js';
import { MAIL_JOBS, sendMailJobOptions, type SendMailJob } from './mail.jobs.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import type { OutgoingMail } from './mail.types.js';

export type { MailTemplate, OutgoingMail } from './mail.types.js';


/**
 * Mail waiting to be sent (`mail_outbox`). Callers add a mail in the transaction of the change that
 * causes it, so the mail exists exactly when the change committed, then dispatch it after the commit.
 */
@Injectable()
export class MailOutbox {
  private readonly logger = new Logger(MailOutbox.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutboxRepository,
    @InjectQueue(QUEUES.mail) private readonly queue: Queue<SendMailJob>,
  ) {}

  /** Adds a pending mail within the caller's transaction; answers its id. */
  enqueue(db: Queryable, mail: OutgoingMail): Promise<string> {
    return this.outbox.insert(db, mail.recipient, mail.template, mail.payload);
  }

  /**
   * Queues the send job of mails that have committed. Never throws: when Redis cannot take the job,
   * the mail stays pending and the sweep queues it a minute later.
   */
  async dispatch(mailIds: string[]): Promise<void> {
    for (const mailId of mailIds) {
      try {
        await withTimeout(this.queue.add(MAIL_JOBS.send, { mailId }, sendMailJobOptions(mailId, this.config.mail.retryDelayMs)));
      } catch (error) {
        this.logger.warn(`Mail ${mailId} left for the sweep: ${(error as Error).message}`);
      }
    }
  }
}
