import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passkeys (WebAuthn credentials) of each account. A sign-in with one is a session of `aal` 2
 * (the columns come with the second factors' migration before this one).
 */
export class Passkeys1733250000000 implements MigrationInterface {
  name = 'Passkeys1733250000000';

  async up(db: QueryRunner): Promise<void> {
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
  }
}
