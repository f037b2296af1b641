import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Redeem codes (kept as a keyed hash and a masked form, never in plain) and what store credit needs
 * to be spent safely: credit rows tied to the order they paid or came back from (one return per
 * order), and a trigger that refuses any spend that would take a balance below zero.
 */
export class RedeemCodesAndCredit1732800000000 implements MigrationInterface {
  name = 'RedeemCodesAndCredit1732800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE redeem_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code_hash bytea NOT NULL UNIQUE,
        masked_code text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('product', 'credit')),
        product_id uuid REFERENCES products(id) ON DELETE RESTRICT,
        credit_cents integer,
        note text CHECK (length(note) <= 100),
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        redeemed_by uuid REFERENCES users(id) ON DELETE RESTRICT,
        redeemed_at timestamptz,
        order_id uuid REFERENCES orders(id),
        CHECK ((kind = 'product' AND product_id IS NOT NULL AND credit_cents IS NULL)
            OR (kind = 'credit' AND product_id IS NULL AND credit_cents > 0)),
        CHECK ((redeemed_at IS NULL) = (redeemed_by IS NULL))
      )`);
    await db.query(`CREATE INDEX redeem_codes_created_idx ON redeem_codes (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX redeem_codes_redeemed_idx ON redeem_codes (redeemed_at DESC) WHERE redeemed_at IS NOT NULL`);

    await db.query(`ALTER TABLE user_credits ADD COLUMN order_id uuid REFERENCES orders(id)`);
    await db.query(`ALTER TABLE user_credits ADD COLUMN redeem_code_id uuid UNIQUE REFERENCES redeem_codes(id)`);
    // An order spends credit once and gets it back at most once.
    await db.query(`CREATE UNIQUE INDEX user_credits_order_source_idx ON user_credits (order_id, source) WHERE order_id IS NOT NULL`);

    // Spending serialises on the user (the same advisory lock the application takes before it
    // computes what to spend), so two checkouts at once can never both spend the same balance.
    await db.query(`
      CREATE FUNCTION user_credits_no_overdraft() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtextextended('user_credits:' || NEW.user_id::text, 0));
        IF (SELECT coalesce(sum(amount_cents), 0) FROM user_credits WHERE user_id = NEW.user_id) + NEW.amount_cents < 0 THEN
          RAISE EXCEPTION 'store credit of user % would go below zero', NEW.user_id USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER user_credits_no_overdraft BEFORE INSERT ON user_credits
      FOR EACH ROW WHEN (NEW.amount_cents < 0) EXECUTE FUNCTION user_credits_no_overdraft()`);

    await db.query(`ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check CHECK (payment_method IN ('payfast', 'store_credit', 'redeem'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE orders DROP CONSTRAINT orders_payment_method_check`);
    await db.query(`DROP TRIGGER user_credits_no_overdraft ON user_credits`);
    await db.query(`DROP FUNCTION user_credits_no_overdraft`);
    await db.query(`DROP INDEX user_credits_order_source_idx`);
    await db.query(`ALTER TABLE user_credits DROP COLUMN redeem_code_id`);
    await db.query(`ALTER TABLE user_credits DROP COLUMN order_id`);
    await db.query(`DROP TABLE redeem_codes`);
  }
}
