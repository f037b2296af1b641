import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in: each session's assurance level (1 = one factor, 2 = two) and when it last
 * proved a second factor (step-up asks for a recent one); an account's authenticator-app secret
 * (sealed, with the last time step used so that a code works once) and its single-use recovery
 * codes (stored as digests).
 */
export class SecondFactors1733240000000 implements MigrationInterface {
  name = 'SecondFactors1733240000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sessions ADD COLUMN aal smallint NOT NULL DEFAULT 1`);
    await db.query(`ALTER TABLE sessions ADD COLUMN second_factor_at timestamptz`);
    await db.query(`
      CREATE TABLE totp_factors (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        secret_sealed bytea NOT NULL,
        confirmed_at timestamptz,
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash bytea NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, code_hash)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE recovery_codes`);
    await db.query(`DROP TABLE totp_factors`);
    await db.query(`ALTER TABLE sessions DROP COLUMN second_factor_at, DROP COLUMN aal`);
  }
}
