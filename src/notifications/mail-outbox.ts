import { Injectable } from '@nestjs/common';
import type { Queryable } from '../database/queryable.js';

/** The mails the store knows how to write; each names its template. */
export type MailTemplate = 'password_reset';

export interface OutgoingMail {
  recipient: string;
  template: MailTemplate;
  /** What the template needs; it may hold a link that works once, so it is never logged. */
  payload: Record<string, unknown>;
}

/**
 * Mail waiting to be sent (`mail_outbox`). Callers add a mail in the transaction of the change that
 * causes it, so the mail exists exactly when the change committed.
 */
@Injectable()
export class MailOutbox {
  /** Adds a pending mail within the caller's transaction; answers its id. */
  async enqueue(db: Queryable, mail: OutgoingMail): Promise<string> {
    const [{ id }] = await db.query(`INSERT INTO mail_outbox (recipient, template, payload) VALUES ($1, $2, $3) RETURNING id`, [
      mail.recipient,
      mail.template,
      JSON.stringify(mail.payload),
    ]);
    return id;
  }
}
