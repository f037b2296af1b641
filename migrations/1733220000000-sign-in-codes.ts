import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-time sign-in codes: at most one open code per account and purpose (`sign_in` for the sign-in by
 * e-mailed code, whose mail also carries a link; `challenge` for the code a password sign-in needs
 * after many failures), so a new code replaces the previous one. Only keyed digests are stored.
 */
export class SignInCodes1733220000000 implements MigrationInterface {
  name = 'SignInCodes1733220000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sign_in_codes (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('sign_in', 'challenge')),
        code_hash bytea NOT NULL,
        link_hash bytea UNIQUE,
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, purpose)
      )`);
    await db.query(`CREATE INDEX sign_in_codes_expiry_idx ON sign_in_codes (expires_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE sign_in_codes`);
  }
}
