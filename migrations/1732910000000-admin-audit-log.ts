import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin audit log: who did what to which thing, and when. Rows outlive the account that wrote
 * them (the e-mail address is kept beside the id), and their details never hold a key or a code.
 */
export class AdminAuditLog1732910000000 implements MigrationInterface {
  name = 'AdminAuditLog1732910000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE admin_audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
        actor_email text NOT NULL,
        action text NOT NULL CHECK (action ~ '^[a-z_]+(\\.[a-z_]+)+$'),
        target text,
        details jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX admin_audit_log_created_idx ON admin_audit_log (created_at DESC, id DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE admin_audit_log`);
  }
}
