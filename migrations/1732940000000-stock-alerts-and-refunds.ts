import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Low-stock alerts and refunds of single order lines.
 *
 * Each product has a `low_stock_threshold` (default 5; 0 turns its alerts off). A trigger on
 * `products` writes a `stock_alerts` row when the stock falls from at or above the threshold to
 * below it (or the threshold is raised past the stock), so a run of sales makes one alert, and stock
 * that rises back to the threshold re-arms it. A worker mails each alert once and stamps `mailed_at`.
 *
 * A `refunds` row records each refunded line (at most one per line): to store credit at once, or
 * awaiting a refund that the owner makes at the gateway. The credit comes back as a ledger row tied to
 * the refund (`user_credits.refund_id`), not to the order, so that the ledger's one-return-per-order
 * rule still holds and a second line of the same order can be refunded too.
 */
export class StockAlertsAndRefunds1732940000000 implements MigrationInterface {
  name = 'StockAlertsAndRefunds1732940000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE products ADD COLUMN low_stock_threshold integer NOT NULL DEFAULT 5 CHECK (low_stock_threshold BETWEEN 0 AND 10000)`);
    await db.query(`
      CREATE TABLE stock_alerts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        stock integer NOT NULL,
        threshold integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        mailed_at timestamptz,
        mail_id uuid
      )`);
    await db.query(`CREATE INDEX stock_alerts_product_idx ON stock_alerts (product_id, created_at DESC)`);
    await db.query(`CREATE INDEX stock_alerts_unmailed_idx ON stock_alerts (created_at) WHERE mailed_at IS NULL`);
    // Stock moves one key at a time (the key trigger updates it per row), so a crossing is one row
    // here; the row is written in the transaction that sold the key, and only when that commits.
    await db.query(`
      CREATE FUNCTION products_low_stock_alert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO stock_alerts (product_id, stock, threshold) VALUES (NEW.id, NEW.stock, NEW.low_stock_threshold);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER products_low_stock AFTER UPDATE OF stock, low_stock_threshold ON products
      FOR EACH ROW WHEN (OLD.stock >= OLD.low_stock_threshold AND NEW.stock < NEW.low_stock_threshold)
      EXECUTE FUNCTION products_low_stock_alert()`);

    await db.query(`
      CREATE TABLE refunds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders(id),
        order_item_id uuid NOT NULL UNIQUE REFERENCES order_items(id),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        product_id uuid NOT NULL REFERENCES products(id) ON DELETE RESTRICT,
        quantity integer NOT NULL CHECK (quantity > 0),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        amount_zar_cents integer NOT NULL CHECK (amount_zar_cents >= 0),
        method text NOT NULL CHECK (method IN ('credit', 'gateway')),
        status text NOT NULL CHECK (status IN ('credited', 'awaiting_gateway_refund', 'gateway_refunded')),
        reason text CHECK (length(reason) <= 500),
        key_ids uuid[] NOT NULL DEFAULT '{}',
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_by_email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        CHECK ((method = 'credit') = (status = 'credited'))
      )`);
    await db.query(`CREATE INDEX refunds_order_idx ON refunds (order_id, created_at)`);
    await db.query(`CREATE INDEX refunds_awaiting_idx ON refunds (created_at) WHERE status = 'awaiting_gateway_refund'`);
    await db.query(`ALTER TABLE order_items ADD COLUMN refunded_at timestamptz`);
    await db.query(`ALTER TABLE user_credits ADD COLUMN refund_id uuid UNIQUE REFERENCES refunds(id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE user_credits DROP COLUMN refund_id`);
    await db.query(`ALTER TABLE order_items DROP COLUMN refunded_at`);
    await db.query(`DROP TABLE refunds`);
    await db.query(`DROP TRIGGER products_low_stock ON products`);
    await db.query(`DROP FUNCTION products_low_stock_alert`);
    await db.query(`DROP TABLE stock_alerts`);
    await db.query(`ALTER TABLE products DROP COLUMN low_stock_threshold`);
  }
}
