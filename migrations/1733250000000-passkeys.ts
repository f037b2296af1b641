import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passkeys (WebAuthn credentials) of each account, and how strongly each session was signed in:
 * `aal` 1 for one factor, 2 for two (a passkey with user verification counts as two), with the time
 * the second one was shown.
 */
export class Passkeys1733250000000 implements MigrationInterface {
  name = 'Passkeys1733250000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sessions ADD COLUMN IF NOT EXISTS aal smallint NOT NULL DEFAULT 1`);
    await db.query(`ALTER TABLE sessions ADD COLUMN IF NOT EXISTS second_factor_at timestamptz`);
    await db.query(`
      CREATE TABLE passkeys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        credential_id text NOT NULL UNIQUE,
        public_key bytea NOT NULL,
        sign_count bigint NOT NULL DEFAULT 0 CHECK (sign_count >= 0),
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await db.query(`CREATE INDEX passkeys_user_id_idx ON passkeys (user_id, created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE passkeys`);
    await db.query(`ALTER TABLE sessions DROP COLUMN IF EXISTS second_factor_at`);
    await db.query(`ALTER TABLE sessions DROP COLUMN IF EXISTS aal`);
  }
}
