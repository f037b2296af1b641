import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail waiting to be sent. A row is written in the same transaction as the change that causes the
 * mail, so a mail exists exactly when its change committed; a sender picks up pending rows.
 */
export class MailOutbox1732500100000 implements MigrationInterface {
  name = 'MailOutbox1732500100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recipient text NOT NULL,
        template text NOT NULL,
        payload jsonb NOT NULL DEFAULT '{}',
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await db.query(`CREATE INDEX mail_outbox_pending_idx ON mail_outbox (created_at) WHERE status = 'pending'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE mail_outbox`);
  }
}
