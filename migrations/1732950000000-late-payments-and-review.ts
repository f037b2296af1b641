import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders that are paid but short of keys wait for stock (`awaiting_stock_since`); orders with fraud
 * signals wait for an admin's review (`review_reasons`, held and approved stamps); accounts can be
 * suspended. `requires_verification` now means "has review reasons" rather than every order.
 */
export class LatePaymentsAndReview1732950000000 implements MigrationInterface {
  name = 'LatePaymentsAndReview1732950000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE orders ADD COLUMN awaiting_stock_since timestamptz`);
    await db.query(`ALTER TABLE orders ADD COLUMN review_reasons text[] NOT NULL DEFAULT '{}'`);
    await db.query(`ALTER TABLE orders ADD COLUMN held_for_review_at timestamptz`);
    await db.query(`ALTER TABLE orders ADD COLUMN review_approved_at timestamptz`);
    await db.query(`ALTER TABLE orders ADD COLUMN review_approved_by uuid REFERENCES users(id) ON DELETE SET NULL`);
    await db.query(`ALTER TABLE orders ALTER COLUMN requires_verification SET DEFAULT false`);
    await db.query(`UPDATE orders SET requires_verification = false WHERE status IN ('pending', 'cancelled', 'completed')`);
    await db.query(`CREATE INDEX orders_awaiting_stock_idx ON orders (paid_at) WHERE awaiting_stock_since IS NOT NULL`);

    await db.query(`ALTER TABLE users ADD COLUMN blocked_at timestamptz`);
    await db.query(`ALTER TABLE users ADD COLUMN blocked_reason text CHECK (length(blocked_reason) <= 500)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users DROP COLUMN blocked_reason`);
    await db.query(`ALTER TABLE users DROP COLUMN blocked_at`);
    await db.query(`DROP INDEX orders_awaiting_stock_idx`);
    await db.query(`ALTER TABLE orders ALTER COLUMN requires_verification SET DEFAULT true`);
    for (const column of ['review_approved_by', 'review_approved_at', 'held_for_review_at', 'review_reasons', 'awaiting_stock_since']) {
      await db.query(`ALTER TABLE orders DROP COLUMN ${column}`);
    }
  }
}
