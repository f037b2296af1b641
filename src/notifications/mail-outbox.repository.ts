import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedCount, returnedRows, type Queryable } from '../database/queryable.js';
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
  /** Who holds the send lease, and until when; both null when nobody is sending the mail. */
  claimed_by: string | null;
  claimed_until: Date | null;
}

/** Queries on `mail_outbox`, one method each. */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  /** Adds pending mails in one statement; answers their ids in the order given. */
  async insert(db: Queryable, mails: readonly { recipient: string; template: MailTemplate; payload: unknown }[]): Promise<string[]> {
    const rows: { id: string }[] = await db.query(
      `INSERT INTO mail_outbox (recipient, template, payload)
       SELECT m.recipient, m.template, m.payload::jsonb FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS m(recipient, template, payload, n)
       ORDER BY m.n RETURNING id`,
      [mails.map((mail) => mail.recipient), mails.map((mail) => mail.template), mails.map((mail) => JSON.stringify(mail.payload))],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Takes a pending mail's send lease for `leaseMs`, in one statement that commits at once, so that no
   * transaction is open while the mail goes out. Null when the mail is not pending or another sender's
   * lease still runs. A previous claimant answered means its lease ran out without a result: that
   * sender died (or stalled) during the send.
   */
  async claim(id: string, claimant: string, leaseMs: number): Promise<{ row: MailRow; previousClaimant: string | null } | null> {
    const [row]: (MailRow & { previous_claimant: string | null })[] = returnedRows(await this.db.query(
      `UPDATE mail_outbox m SET claimed_by = $2, claimed_until = now() + make_interval(secs => $3::double precision / 1000)
       FROM (SELECT id, claimed_by FROM mail_outbox WHERE id = $1) previous
       WHERE m.id = previous.id AND m.status = 'pending' AND (m.claimed_until IS NULL OR m.claimed_until <= now())
       RETURNING m.*, previous.claimed_by AS previous_claimant`,
      [id, claimant, leaseMs],
    ));
    if (!row) return null;
    const { previous_claimant: previousClaimant, ...mail } = row;
    return { row: mail, previousClaimant };
  }

  /** Records the send that the server accepted, and ends the lease. */
  async markSent(id: string, subject: string, payload: unknown): Promise<void> {
    await this.db.query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL, subject = $2, payload = $3,
         claimed_by = NULL, claimed_until = NULL
       WHERE id = $1 AND status <> 'sent'`,
      [id, subject, JSON.stringify(payload)],
    );
  }

  /**
   * Records a failed attempt and ends the lease, when this claimant still holds it; the last attempt
   * marks the mail failed, with the error kept.
   */
  async recordFailure(id: string, claimant: string, error: string, final: boolean): Promise<void> {
    await this.db.query(
      `UPDATE mail_outbox SET attempts = attempts + 1, last_error = $3, status = CASE WHEN $4 THEN 'failed' ELSE status END,
         claimed_by = NULL, claimed_until = NULL
       WHERE id = $1 AND claimed_by = $2`,
      [id, claimant, error.slice(0, 2000), final],
    );
  }

  /** Pending mails older than `ageSeconds` that no sender's lease covers, oldest first. */
  async stalePending(ageSeconds: number, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM mail_outbox
       WHERE status = 'pending' AND created_at < now() - make_interval(secs => $1) AND (claimed_until IS NULL OR claimed_until <= now())
       ORDER BY created_at LIMIT $2`,
      [ageSeconds, limit],
    );
    return rows.map((row) => row.id);
  }

  /** How many mails the outbox holds in each status (statuses without mail are absent). */
  countByStatus(): Promise<{ status: MailStatus; count: number }[]> {
    return this.db.query(`SELECT status, count(*)::int AS count FROM mail_outbox GROUP BY status`);
  }

  async find(id: string): Promise<MailRow | null> {
    const [row] = await this.db.query(`SELECT * FROM mail_outbox WHERE id = $1`, [id]);
    return row ?? null;
  }

  /** The newest mails, for the development mailbox. */
  latest(limit: number): Promise<MailRow[]> {
    return this.db.query(`SELECT * FROM mail_outbox ORDER BY created_at DESC, id DESC LIMIT $1`, [limit]);
  }

  /** Deletes up to `limit` mails sent before `before`; pending and failed mails are never touched. */
  async deleteSentBefore(before: Date, limit: number): Promise<number> {
    return affectedCount(await this.db.query(
      `DELETE FROM mail_outbox WHERE id IN (SELECT id FROM mail_outbox WHERE status = 'sent' AND sent_at < $1 LIMIT $2) AND status = 'sent'`,
      [before, limit],
    ));
  }
}
