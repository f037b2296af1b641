import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A mail's send lease: who is sending it and until when. It is committed before the SMTP exchange,
 * so no transaction stays open during one; a lease that ran out with the mail still pending belongs
 * to a sender that died, and another may send the mail again.
 */
export class MailSendLease1733010000000 implements MigrationInterface {
  name = 'MailSendLease1733010000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE mail_outbox ADD COLUMN claimed_by text, ADD COLUMN claimed_until timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE mail_outbox DROP COLUMN claimed_by, DROP COLUMN claimed_until`);
  }
}
