import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Built-in identity: users, their sessions, each session's chain of refresh tokens, and password
 * reset tokens. Tokens are stored only as SHA-256 digests; a session ends when it is revoked or when
 * it has not been refreshed for the refresh-token lifetime.
 */
export class Accounts1732500000000 implements MigrationInterface {
  name = 'Accounts1732500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
        phone text,
        password_hash text NOT NULL,
        role text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'admin')),
        age_confirmed_at timestamptz,
        terms_accepted_at timestamptz,
        last_sign_in_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);

    await db.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        user_agent text,
        ip text,
        created_at timestamptz NOT NULL DEFAULT now(),
        refreshed_at timestamptz,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        revoked_reason text
      )`);
    await db.query(`CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL`);

    // Each rotation marks the token it consumed and adds its child: the rows of a session are its chain.
    await db.query(`
      CREATE TABLE refresh_tokens (
        id bigserial PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        parent_id bigint REFERENCES refresh_tokens(id) ON DELETE CASCADE,
        token_hash bytea NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        rotated_at timestamptz
      )`);
    await db.query(`CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id)`);
    await db.query(`CREATE INDEX refresh_tokens_parent_idx ON refresh_tokens (parent_id) WHERE parent_id IS NOT NULL`);

    await db.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash bytea NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await db.query(`CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id) WHERE used_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE password_reset_tokens`);
    await db.query(`DROP TABLE refresh_tokens`);
    await db.query(`DROP TABLE sessions`);
    await db.query(`DROP TABLE users`);
  }
}
