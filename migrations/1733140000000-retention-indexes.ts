import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the scheduled cleanup, so each batch of its deletes finds its rows by date without
 * reading the whole table: ended sessions, sent mails and the heartbeat's old rows.
 */
export class RetentionIndexes1733140000000 implements MigrationInterface {
  name = 'RetentionIndexes1733140000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX sessions_expires_idx ON sessions (expires_at)`);
    await db.query(`CREATE INDEX sessions_revoked_idx ON sessions (revoked_at) WHERE revoked_at IS NOT NULL`);
    await db.query(`CREATE INDEX password_reset_tokens_expires_idx ON password_reset_tokens (expires_at)`);
    await db.query(`CREATE INDEX mail_outbox_sent_idx ON mail_outbox (sent_at) WHERE status = 'sent'`);
    await db.query(`CREATE INDEX scheduled_runs_tick_idx ON scheduled_runs (tick_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX scheduled_runs_tick_idx`);
    await db.query(`DROP INDEX mail_outbox_sent_idx`);
    await db.query(`DROP INDEX password_reset_tokens_expires_idx`);
    await db.query(`DROP INDEX sessions_revoked_idx`);
    await db.query(`DROP INDEX sessions_expires_idx`);
  }
}
