import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shoppers' profiles (one per user, same id) and the store-credit ledger: the balance is the sum of
 * a user's rows, spending is a negative row, and amounts are euro cents.
 */
export class ProfilesAndCredits1732500200000 implements MigrationInterface {
  name = 'ProfilesAndCredits1732500200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE profiles (
        id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        email text NOT NULL,
        phone_number text,
        steam_trade_url text,
        is_verified boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE user_credits (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        amount_cents integer NOT NULL CHECK (amount_cents <> 0),
        source text NOT NULL CHECK (length(source) BETWEEN 1 AND 100),
        cd_key text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX user_credits_user_idx ON user_credits (user_id, created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE user_credits`);
    await db.query(`DROP TABLE profiles`);
  }
}
