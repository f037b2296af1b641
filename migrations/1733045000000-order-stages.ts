import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders get a `stage`: where the order is in its life (src/orders/order-state.ts), finer than the
 * `status` shoppers and admins see. It is backfilled from the status and the columns the stages
 * replace as decisions (`held_for_review_at`, `awaiting_stock_since`, `review_approved_at`), which
 * stay as the times they tell.
 *
 * The app writes stage and status together. A status written by hand (an operator's fix) brings a
 * matching stage along: a trigger derives it, by the same rule as the backfill, whenever the stage
 * does not fit the status.
 */
export class OrderStages1733045000000 implements MigrationInterface {
  name = 'OrderStages1733045000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION order_stage_fits(stage text, status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
        SELECT status = CASE stage
          WHEN 'paid' THEN 'verified' WHEN 'held_for_review' THEN 'verified'
          WHEN 'awaiting_stock' THEN 'processing' WHEN 'awaiting_manual_step' THEN 'processing'
          ELSE stage END
      $$`);
    await db.query(`
      CREATE FUNCTION order_stage_derived(o orders) RETURNS text LANGUAGE sql STABLE AS $$
        SELECT CASE o.status
          WHEN 'verified' THEN CASE WHEN o.held_for_review_at IS NOT NULL AND o.requires_verification AND o.review_approved_at IS NULL THEN 'held_for_review' ELSE 'paid' END
          WHEN 'processing' THEN CASE WHEN o.awaiting_stock_since IS NOT NULL THEN 'awaiting_stock' ELSE 'awaiting_manual_step' END
          ELSE o.status END
      $$`);
    await db.query(`ALTER TABLE orders ADD COLUMN stage text`);
    await db.query(`UPDATE orders o SET stage = order_stage_derived(o)`);
    await db.query(`
      ALTER TABLE orders ALTER COLUMN stage SET DEFAULT 'pending', ALTER COLUMN stage SET NOT NULL,
      ADD CONSTRAINT orders_stage_check CHECK (stage IN ('pending', 'paid', 'held_for_review', 'awaiting_stock', 'processing', 'awaiting_manual_step', 'completed', 'cancelled'))`);
    await db.query(`
      CREATE FUNCTION orders_stage_follows_status() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NOT order_stage_fits(NEW.stage, NEW.status) THEN NEW.stage := order_stage_derived(NEW); END IF;
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER orders_stage_follows_status BEFORE INSERT OR UPDATE OF status, stage ON orders
      FOR EACH ROW EXECUTE FUNCTION orders_stage_follows_status()`);
    // The expiry sweep and the stock allocation look orders up by stage.
    await db.query(`CREATE INDEX orders_unpaid_stage_idx ON orders (reserved_until) WHERE stage = 'pending'`);
    await db.query(`CREATE INDEX orders_awaiting_stock_stage_idx ON orders (paid_at) WHERE stage = 'awaiting_stock'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX orders_awaiting_stock_stage_idx`);
    await db.query(`DROP INDEX orders_unpaid_stage_idx`);
    await db.query(`DROP TRIGGER orders_stage_follows_status ON orders`);
    await db.query(`DROP FUNCTION orders_stage_follows_status()`);
    await db.query(`ALTER TABLE orders DROP COLUMN stage`);
    await db.query(`DROP FUNCTION order_stage_derived(orders)`);
    await db.query(`DROP FUNCTION order_stage_fits(text, text)`);
  }
}
