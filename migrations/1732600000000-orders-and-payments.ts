import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders, their lines and their payments. Order numbers come from `generate_order_number()` over a
 * sequence; the payment notifications are the audit trail, and their gateway id is the idempotency key.
 */
export class OrdersAndPayments1732600000000 implements MigrationInterface {
  name = 'OrdersAndPayments1732600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SEQUENCE order_number_seq START 1000`);
    await db.query(`
      CREATE FUNCTION generate_order_number() RETURNS text LANGUAGE sql VOLATILE AS $$
        SELECT 'KS-' || to_char(now() AT TIME ZONE 'UTC', 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0')
      $$`);
    await db.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        order_number text NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'verified', 'processing', 'completed', 'cancelled')),
        requires_verification boolean NOT NULL DEFAULT true,
        subtotal_cents integer NOT NULL CHECK (subtotal_cents >= 0),
        service_fee_cents integer NOT NULL CHECK (service_fee_cents >= 0),
        credit_applied_cents integer NOT NULL DEFAULT 0 CHECK (credit_applied_cents >= 0),
        total_cents integer NOT NULL CHECK (total_cents >= 0),
        total_zar_cents integer NOT NULL CHECK (total_zar_cents >= 0),
        zar_per_eur numeric(10, 4) NOT NULL,
        email text NOT NULL,
        first_name text NOT NULL,
        last_name text,
        phone text,
        country text NOT NULL DEFAULT 'South Africa',
        steam_trade_url text,
        gift_recipient_email text,
        payment_method text NOT NULL DEFAULT 'payfast',
        payment_reference text,
        idempotency_key text,
        reserved_until timestamptz,
        paid_at timestamptz,
        cancelled_at timestamptz,
        cancel_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, idempotency_key)
      )`);
    await db.query(`CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC)`);
    await db.query(`CREATE INDEX orders_unpaid_idx ON orders (reserved_until) WHERE status = 'pending'`);

    await db.query(`
      CREATE TABLE order_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        product_id uuid NOT NULL REFERENCES products(id) ON DELETE RESTRICT,
        name text NOT NULL,
        platform text NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
        line_total_cents integer NOT NULL CHECK (line_total_cents >= 0)
      )`);
    await db.query(`CREATE INDEX order_items_order_idx ON order_items (order_id)`);
    await db.query(`ALTER TABLE product_keys ADD CONSTRAINT product_keys_order_fk FOREIGN KEY (order_id) REFERENCES orders(id)`);

    await db.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid REFERENCES orders(id),
        provider text NOT NULL,
        provider_payment_id text NOT NULL,
        status text NOT NULL,
        amount_cents integer NOT NULL,
        currency text NOT NULL DEFAULT 'ZAR',
        raw jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (provider, provider_payment_id, status)
      )`);
    await db.query(`CREATE INDEX payments_order_idx ON payments (order_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE payments`);
    await db.query(`ALTER TABLE product_keys DROP CONSTRAINT product_keys_order_fk`);
    await db.query(`DROP TABLE order_items`);
    await db.query(`DROP TABLE orders`);
    await db.query(`DROP FUNCTION generate_order_number`);
    await db.query(`DROP SEQUENCE order_number_seq`);
  }
}
