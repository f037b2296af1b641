import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Queryable } from '../database/queryable.js';
import type { MailTemplate } from './mail.types.js';

export type MailStatus = 'pending' | 'sent' | 'failed';

export interface MailRow {
  id: string;
  recipient: string;
  template: MailTemplate;
  payload: Record<string, unknown>;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  subject: string | null;
  created_at: Date;
  sent_at: Date | null;
}

/** Queries on `mail_outbox`, one method each. */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  async insert(db: Queryable, recipient: string, template: MailTemplate, payload: unknown): Promise<string> {
    const [{ id }] = await db.query(`INSERT INTO mail_outbox (recipient, template, payload) VALUES ($1, $2, $3) RETURNING id`, [
      recipient,
      template,
      JSON.stringify(payload),
    ]);
    return id;
  }

  /**
   * Locks a mail for sending. SKIP LOCKED: when another worker holds the row it is sending it right
   * now, so this one leaves it alone rather than waiting and sending it again.
   */
  async lockForSending(tx: Queryable, id: string): Promise<MailRow | null> {
    const [row] = await tx.query(`SELECT * FROM mail_outbox WHERE id = $1 FOR UPDATE SKIP LOCKED`, [id]);
    return row ?? null;
  }

  async markSent(tx: Queryable, id: string, subject: string, payload: unknown): Promise<void> {
    await tx.query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL, subject = $2, payload = $3 WHERE id = $1`,
      [id, subject, JSON.stringify(payload)],
    );
  }

  /** Records a failed attempt; the last one marks the mail failed, with the error kept. */
  async recordFailure(tx: Queryable, id: string, error: string, final: boolean): Promise<void> {
    await tx.query(`UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2, status = CASE WHEN $3 THEN 'failed' ELSE status END WHERE id = $1`, [
      id,
      error.slice(0, 2000),
      final,
    ]);
  }

  /** Pending mails older than `ageSeconds`, oldest first. */
  async stalePending(ageSeconds: number, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM mail_outbox WHERE status = 'pending' AND created_at < now() - make_interval(secs => $1) ORDER BY created_at LIMIT $2`,
      [ageSeconds, limit],
    );
    return rows.map((row) => row.id);
  }

  async find(id: string): Promise<MailRow | null> {
    const [row] = await this.db.query(`SELECT * FROM mail_outbox WHERE id = $1`, [id]);
    return row ?? null;
  }

  /** The newest mails, for the development mailbox. */
  latest(limit: number): Promise<MailRow[]> {
    return this.db.query(`SELECT * FROM mail_outbox ORDER BY created_at DESC, id DESC LIMIT $1`, [limit]);
  }
}
