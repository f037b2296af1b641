import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A key that left the store is never sold again, and payments beyond the first are kept for refunding.
 *
 * The delivery mail carries the keys in plain text, so a delivered key is known outside the store
 * whether or not anyone pressed Reveal. A trigger now refuses to move a delivered key anywhere but
 * `burned`, or to another order, or to drop its delivery stamp; and a CHECK keeps every key that has
 * a delivery or reveal stamp out of `available` and `reserved`. Keys that a line refund had put back
 * on sale and that nobody has been sent since (available, or reserved by an unpaid order, which then
 * reserves another key when it is paid) are burned and go back to the order they were delivered to.
 *
 * `extra_payments` records each completed gateway payment of an order that was already paid (a
 * customer who paid twice): at most one row per gateway payment, until an admin marks it refunded.
 */
export class DeliveredKeysAndExtraPayments1733030000000 implements MigrationInterface {
  name = 'DeliveredKeysAndExtraPayments1733030000000';

  async up(db: QueryRunner): Promise<void> {
    // Each key's latest refund gives it back its order; the refund's time stands in for the delivery's.
    await db.query(`
      UPDATE product_keys k SET status = 'burned', order_id = r.order_id, delivered_at = r.created_at, reserved_until = NULL
      FROM (SELECT DISTINCT ON (key_id) key_id, order_id, created_at FROM refunds, unnest(key_ids) AS key_id ORDER BY key_id, created_at DESC) r
      WHERE k.id = r.key_id AND k.status IN ('available', 'reserved')`);
    await db.query(`
      ALTER TABLE product_keys ADD CONSTRAINT product_keys_delivered_off_sale
      CHECK (status NOT IN ('available', 'reserved') OR (delivered_at IS NULL AND revealed_at IS NULL))`);
    await db.query(`
      CREATE FUNCTION product_keys_delivered_is_gone() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'product key % was delivered: it can only stay with order % or be burned', OLD.id, OLD.order_id USING ERRCODE = 'check_violation';
      END $$`);
    await db.query(`
      CREATE TRIGGER product_keys_delivered_is_gone BEFORE UPDATE ON product_keys
      FOR EACH ROW WHEN (
        OLD.status = 'delivered'
        AND (NEW.status NOT IN ('delivered', 'burned') OR NEW.order_id IS DISTINCT FROM OLD.order_id OR NEW.delivered_at IS NULL)
      ) EXECUTE FUNCTION product_keys_delivered_is_gone()`);

    await db.query(`
      CREATE TABLE extra_payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders(id),
        provider text NOT NULL,
        provider_payment_id text NOT NULL,
        amount_zar_cents integer NOT NULL CHECK (amount_zar_cents >= 0),
        received_at timestamptz NOT NULL DEFAULT now(),
        refunded_at timestamptz,
        refunded_by uuid REFERENCES users(id) ON DELETE SET NULL,
        refunded_by_email text,
        UNIQUE (provider, provider_payment_id),
        CHECK ((refunded_at IS NULL) = (refunded_by_email IS NULL))
      )`);
    await db.query(`CREATE INDEX extra_payments_order_idx ON extra_payments (order_id, received_at)`);
    await db.query(`CREATE INDEX extra_payments_unrefunded_idx ON extra_payments (order_id) WHERE refunded_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE extra_payments`);
    await db.query(`DROP TRIGGER product_keys_delivered_is_gone ON product_keys`);
    await db.query(`DROP FUNCTION product_keys_delivered_is_gone`);
    await db.query(`ALTER TABLE product_keys DROP CONSTRAINT product_keys_delivered_off_sale`);
  }
}
