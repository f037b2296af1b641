import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Restock from a wholesaler, and pre-orders.
 *
 * `supplier_restock_settings`: per product, the wholesaler's product it is bought as, the stock below
 * which the worker buys, how many it buys, and the most it pays for one key.
 * `supplier_purchases`: every purchase, written before the wholesaler is called. Its
 * `idempotency_key` is the order id the wholesaler is given, so a retried job finds the order it
 * placed instead of placing another; at most one purchase of a product is open at a time. A refusal
 * (price above the maximum, the daily spend cap) is one row per product, reason and day, mailed once.
 *
 * Orders gain the stage `awaiting_release` (shown as processing): paid, waiting for a product's
 * release date, delivered by the release-day job.
 */
export class SupplierRestockAndPreOrders1733320000000 implements MigrationInterface {
  name = 'SupplierRestockAndPreOrders1733320000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE supplier_restock_settings (
        product_id uuid PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
        supplier_product_id text NOT NULL CHECK (length(supplier_product_id) BETWEEN 1 AND 100),
        supplier_product_name text NOT NULL CHECK (length(supplier_product_name) <= 300),
        min_stock integer NOT NULL CHECK (min_stock BETWEEN 0 AND 10000),
        reorder_quantity integer NOT NULL CHECK (reorder_quantity BETWEEN 1 AND 1000),
        max_unit_price_cents integer NOT NULL CHECK (max_unit_price_cents > 0),
        -- What the wholesaler had when last asked: the product page promises more keys only when it has some.
        supplier_quantity integer,
        supplier_unit_price_cents integer,
        supplier_checked_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE supplier_purchases (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES products(id) ON DELETE RESTRICT,
        idempotency_key uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        state text NOT NULL CHECK (state IN ('placing', 'ordered', 'completed', 'attention', 'refused', 'failed')),
        reason text CHECK (reason IN ('price_above_max', 'daily_spend_cap', 'supplier_out_of_stock', 'supplier_refused', 'codes_unusable')),
        supplier_product_id text NOT NULL,
        supplier_order_id text UNIQUE,
        quantity integer NOT NULL CHECK (quantity > 0),
        unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
        total_cents integer NOT NULL CHECK (total_cents >= 0),
        keys_added integer NOT NULL DEFAULT 0,
        keys_duplicate integer NOT NULL DEFAULT 0,
        codes_unusable integer NOT NULL DEFAULT 0,
        note text CHECK (length(note) <= 500),
        refused_on date,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Never two purchases of one product under way: the second insert fails.
    await db.query(`CREATE UNIQUE INDEX supplier_purchases_open_idx ON supplier_purchases (product_id) WHERE state IN ('placing', 'ordered')`);
    // One refusal per product, reason and day: recorded and mailed once.
    await db.query(`CREATE UNIQUE INDEX supplier_purchases_refusal_idx ON supplier_purchases (product_id, reason, refused_on) WHERE state = 'refused'`);
    // The admin list, newest first, and today's spend.
    await db.query(`CREATE INDEX supplier_purchases_created_idx ON supplier_purchases (created_at DESC, id DESC)`);

    await db.query(`ALTER TABLE orders DROP CONSTRAINT orders_stage_check`);
    await db.query(`
      ALTER TABLE orders ADD CONSTRAINT orders_stage_check
      CHECK (stage IN ('pending', 'paid', 'held_for_review', 'awaiting_release', 'awaiting_stock', 'processing', 'awaiting_manual_step', 'completed', 'cancelled'))`);
    await db.query(`
      CREATE OR REPLACE FUNCTION order_stage_fits(stage text, status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
        SELECT status = CASE stage
          WHEN 'paid' THEN 'verified' WHEN 'held_for_review' THEN 'verified'
          WHEN 'awaiting_stock' THEN 'processing' WHEN 'awaiting_manual_step' THEN 'processing' WHEN 'awaiting_release' THEN 'processing'
          ELSE stage END
      $$`);
    // The release-day job looks pre-orders up by stage.
    await db.query(`CREATE INDEX orders_awaiting_release_idx ON orders (paid_at) WHERE stage = 'awaiting_release'`);
    // The release-day job finds the pre-ordered products released by today.
    await db.query(`CREATE INDEX products_release_date_idx ON products (release_date) WHERE release_date IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX products_release_date_idx`);
    await db.query(`DROP INDEX orders_awaiting_release_idx`);
    await db.query(`UPDATE orders SET stage = 'paid', status = 'verified' WHERE stage = 'awaiting_release'`);
    await db.query(`
      CREATE OR REPLACE FUNCTION order_stage_fits(stage text, status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
        SELECT status = CASE stage
          WHEN 'paid' THEN 'verified' WHEN 'held_for_review' THEN 'verified'
          WHEN 'awaiting_stock' THEN 'processing' WHEN 'awaiting_manual_step' THEN 'processing'
          ELSE stage END
      $$`);
    await db.query(`ALTER TABLE orders DROP CONSTRAINT orders_stage_check`);
    await db.query(`
      ALTER TABLE orders ADD CONSTRAINT orders_stage_check
      CHECK (stage IN ('pending', 'paid', 'held_for_review', 'awaiting_stock', 'processing', 'awaiting_manual_step', 'completed', 'cancelled'))`);
    await db.query(`DROP TABLE supplier_purchases`);
    await db.query(`DROP TABLE supplier_restock_settings`);
  }
}
