import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A low-stock alert per crossing, and only one. The old trigger wrote an alert for every fall below
 * the threshold seen row by row, even inside one transaction (a key released and another reserved in
 * the same transaction moved the stock 4 → 5 → 4 and wrote a second alert), and the mailer mailed
 * every alert whose product was low when it ran, so two falls between two ticks mailed twice.
 *
 * Now an alert stays open until the stock is back at the threshold (`rearmed_at`), a unique index
 * lets a product have one open alert at most, and the trigger is deferred to the commit, where it
 * reads the product as the transaction leaves it: still low → the open alert (written once, ON
 * CONFLICT DO NOTHING); back at the threshold → the open alert is closed. The mailer mails only an
 * open alert, claiming it with a conditional update.
 */
export class StockAlertOncePerCrossing1733300000000 implements MigrationInterface {
  name = 'StockAlertOncePerCrossing1733300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE stock_alerts ADD COLUMN rearmed_at timestamptz`);
    // Every alert but the latest of a product still below its threshold is over.
    await db.query(`
      UPDATE stock_alerts a SET rearmed_at = now()
      WHERE a.id <> (SELECT l.id FROM stock_alerts l WHERE l.product_id = a.product_id ORDER BY l.created_at DESC, l.id DESC LIMIT 1)
         OR NOT EXISTS (SELECT 1 FROM products p WHERE p.id = a.product_id AND p.stock < p.low_stock_threshold)`);
    await db.query(`CREATE UNIQUE INDEX stock_alerts_open_idx ON stock_alerts (product_id) WHERE rearmed_at IS NULL`);
    await db.query(`DROP TRIGGER products_low_stock ON products`);
    await db.query(`DROP FUNCTION products_low_stock_alert`);
    await db.query(`
      CREATE FUNCTION products_low_stock_alert() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        now_low boolean;
      BEGIN
        SELECT stock < low_stock_threshold INTO now_low FROM products WHERE id = NEW.id;
        IF now_low THEN
          -- NEW is the row as the crossing left it: the keys left when the stock fell.
          INSERT INTO stock_alerts (product_id, stock, threshold) VALUES (NEW.id, NEW.stock, NEW.low_stock_threshold)
          ON CONFLICT (product_id) WHERE rearmed_at IS NULL DO NOTHING;
        ELSIF now_low IS NOT NULL THEN
          UPDATE stock_alerts SET rearmed_at = clock_timestamp() WHERE product_id = NEW.id AND rearmed_at IS NULL;
        END IF;
        RETURN NULL;
      END $$`);
    // Queued on every crossing either way; run at commit, when the transaction's last word on the
    // stock is known (the products row stays locked by the transaction until then).
    await db.query(`
      CREATE CONSTRAINT TRIGGER products_low_stock AFTER UPDATE OF stock, low_stock_threshold ON products
      DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW WHEN ((OLD.stock < OLD.low_stock_threshold) IS DISTINCT FROM (NEW.stock < NEW.low_stock_threshold))
      EXECUTE FUNCTION products_low_stock_alert()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER products_low_stock ON products`);
    await db.query(`DROP FUNCTION products_low_stock_alert`);
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
    await db.query(`DROP INDEX stock_alerts_open_idx`);
    await db.query(`ALTER TABLE stock_alerts DROP COLUMN rearmed_at`);
  }
}
