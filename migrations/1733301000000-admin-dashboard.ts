import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's dashboard. Refused payment notifications are counted per hour and reason (a flood of
 * forged notifications adds to a counter, not rows); and the indexes each figure reads by, so that
 * every figure is one short statement at a million orders:
 * - paid orders by payment time, carrying the total and the stage (sales, order count, average);
 * - order lines by order, carrying product, quantity and price (top products);
 * - orders in the stages that wait for an admin, newest first (the "needs action" counts and lists);
 * - customer accounts by opening time (new customers);
 * - chat conversations with a shopper's message the admins have not read.
 */
export class AdminDashboard1733301000000 implements MigrationInterface {
  name = 'AdminDashboard1733301000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE payment_refusals (
        hour timestamptz NOT NULL,
        reason text NOT NULL CHECK (reason IN ('bad_signature', 'wrong_merchant', 'untrusted_source', 'not_confirmed', 'malformed')),
        refusals integer NOT NULL CHECK (refusals > 0),
        PRIMARY KEY (hour, reason)
      )`);
    await db.query(`CREATE INDEX orders_paid_at_figures_idx ON orders (paid_at) INCLUDE (total_cents, stage) WHERE paid_at IS NOT NULL`);
    await db.query(`CREATE INDEX order_items_order_figures_idx ON order_items (order_id) INCLUDE (product_id, quantity, unit_price_cents)`);
    await db.query(`
      CREATE INDEX orders_needs_action_idx ON orders (stage, created_at DESC, id DESC)
      WHERE stage IN ('held_for_review', 'awaiting_stock', 'awaiting_manual_step')`);
    await db.query(`CREATE INDEX users_customers_created_idx ON users (created_at) WHERE role = 'customer'`);
    await db.query(`
      CREATE INDEX chat_conversations_unanswered_idx ON chat_conversations (last_message_at DESC, id DESC)
      WHERE last_shopper_message_at > coalesce(admin_read_at, '-infinity'::timestamptz)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX chat_conversations_unanswered_idx`);
    await db.query(`DROP INDEX users_customers_created_idx`);
    await db.query(`DROP INDEX orders_needs_action_idx`);
    await db.query(`DROP INDEX order_items_order_figures_idx`);
    await db.query(`DROP INDEX orders_paid_at_figures_idx`);
    await db.query(`DROP TABLE payment_refusals`);
  }
}
