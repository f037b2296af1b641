import { MigrationInterface, QueryRunner } from 'typeorm';

/** The statuses `product_keys` allows, read from its CHECK constraint, so this migration keeps whatever others added. */
async function keyStatuses(db: QueryRunner): Promise<string[]> {
  const [row] = await db.query(
    `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = 'product_keys'::regclass AND conname = 'product_keys_status_check'`,
  );
  return [...String(row?.def ?? '').matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
}

async function setKeyStatuses(db: QueryRunner, statuses: string[]): Promise<void> {
  const list = statuses.map((status) => `'${status.replace(/[^a-z_]/g, '')}'`).join(', ');
  await db.query(`ALTER TABLE product_keys DROP CONSTRAINT IF EXISTS product_keys_status_check`);
  await db.query(`ALTER TABLE product_keys ADD CONSTRAINT product_keys_status_check CHECK (status IN (${list}))`);
}

/**
 * Invalid-key claims: a customer reports a delivered key that does not work (a message, an optional
 * screenshot kept in the row), and an admin replaces it, refunds it as store credit, or rejects the
 * claim. A key replaced or refunded is `burned`: out of use for good, never back on sale (a trigger
 * refuses any change of a burned key's status, and the stock trigger counts only available keys).
 */
export class KeyClaims1732930000000 implements MigrationInterface {
  name = 'KeyClaims1732930000000';

  async up(db: QueryRunner): Promise<void> {
    const statuses = await keyStatuses(db);
    await setKeyStatuses(db, [...new Set([...(statuses.length ? statuses : ['available', 'reserved', 'delivered']), 'burned'])]);
    await db.query(`
      CREATE FUNCTION product_keys_burned_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'product key % is burned: its status cannot change', OLD.id USING ERRCODE = 'check_violation';
      END $$`);
    await db.query(`
      CREATE TRIGGER product_keys_burned_is_final BEFORE UPDATE OF status ON product_keys
      FOR EACH ROW WHEN (OLD.status = 'burned' AND NEW.status IS DISTINCT FROM 'burned') EXECUTE FUNCTION product_keys_burned_is_final()`);

    await db.query(`
      CREATE TABLE key_claims (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        key_id uuid NOT NULL REFERENCES product_keys(id) ON DELETE RESTRICT,
        order_id uuid NOT NULL REFERENCES orders(id) ON DELETE RESTRICT,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        product_id uuid NOT NULL REFERENCES products(id) ON DELETE RESTRICT,
        masked_key text NOT NULL,
        message text NOT NULL CHECK (char_length(message) BETWEEN 10 AND 2000),
        screenshot bytea CHECK (octet_length(screenshot) BETWEEN 1 AND 716800),
        screenshot_type text CHECK (screenshot_type IN ('image/png', 'image/jpeg', 'image/webp')),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'replaced', 'credited', 'rejected')),
        replacement_key_id uuid UNIQUE REFERENCES product_keys(id) ON DELETE RESTRICT,
        credit_cents integer CHECK (credit_cents > 0),
        credit_id uuid UNIQUE REFERENCES user_credits(id) ON DELETE RESTRICT,
        reject_reason text CHECK (char_length(reject_reason) BETWEEN 5 AND 500),
        resolved_by uuid REFERENCES users(id) ON DELETE SET NULL,
        resolved_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((screenshot IS NULL) = (screenshot_type IS NULL)),
        CHECK (
          (status = 'open' AND resolved_at IS NULL AND replacement_key_id IS NULL AND credit_cents IS NULL AND reject_reason IS NULL)
          OR (status = 'replaced' AND resolved_at IS NOT NULL AND replacement_key_id IS NOT NULL)
          OR (status = 'credited' AND resolved_at IS NOT NULL AND credit_cents IS NOT NULL AND credit_id IS NOT NULL)
          OR (status = 'rejected' AND resolved_at IS NOT NULL AND reject_reason IS NOT NULL)
        )
      )`);
    // One open claim per key; and a key that was replaced or refunded is never claimed again.
    await db.query(`CREATE UNIQUE INDEX key_claims_one_open_idx ON key_claims (key_id) WHERE status = 'open'`);
    await db.query(`CREATE UNIQUE INDEX key_claims_one_settled_idx ON key_claims (key_id) WHERE status IN ('replaced', 'credited')`);
    await db.query(`CREATE INDEX key_claims_order_idx ON key_claims (order_id)`);
    // The admin's list: open claims first, then the newest.
    await db.query(`CREATE INDEX key_claims_list_idx ON key_claims ((status <> 'open'), created_at DESC, id DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE key_claims`);
    await db.query(`DROP TRIGGER product_keys_burned_is_final ON product_keys`);
    await db.query(`DROP FUNCTION product_keys_burned_is_final`);
    await setKeyStatuses(db, (await keyStatuses(db)).filter((status) => status !== 'burned'));
  }
}
