import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Delivery and mail: every change of an order's status as a row of `order_events` (the history the
 * account and the admin show), and the subject a mail was sent with, for the development mailbox.
 */
export class DeliveryAndMail1732700000000 implements MigrationInterface {
  name = 'DeliveryAndMail1732700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE order_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        from_status text CHECK (from_status IN ('pending', 'verified', 'processing', 'completed', 'cancelled')),
        to_status text NOT NULL CHECK (to_status IN ('pending', 'verified', 'processing', 'completed', 'cancelled')),
        note text,
        actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX order_events_order_idx ON order_events (order_id, id)`);
    // Orders placed before the history existed get their creation and their current status.
    await db.query(`INSERT INTO order_events (order_id, from_status, to_status, created_at) SELECT id, NULL, 'pending', created_at FROM orders`);
    await db.query(`
      INSERT INTO order_events (order_id, from_status, to_status, note, created_at)
      SELECT id, 'pending', status, cancel_reason, coalesce(cancelled_at, paid_at, updated_at) FROM orders WHERE status <> 'pending'`);
    await db.query(`CREATE INDEX orders_status_idx ON orders (status, created_at DESC)`);

    // The mail_outbox table already has status, attempts, last_error and sent_at, and its pending index.
    await db.query(`ALTER TABLE mail_outbox ADD COLUMN subject text`);
    await db.query(`CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX mail_outbox_created_idx`);
    await db.query(`ALTER TABLE mail_outbox DROP COLUMN subject`);
    await db.query(`DROP INDEX orders_status_idx`);
    await db.query(`DROP TABLE order_events`);
  }
}
