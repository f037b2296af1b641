import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail verification: an account's address is verified once its owner follows a link mailed to it.
 * Accounts made before this were trusted as they were, so they count as verified from their creation.
 * A link is stored only as a SHA-256 digest; an e-mail change keeps the new address on its link until
 * the link is followed, so the account's address changes only then.
 */
export class EmailVerification1733210000000 implements MigrationInterface {
  name = 'EmailVerification1733210000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users ADD COLUMN email_verified_at timestamptz`);
    await db.query(`UPDATE users SET email_verified_at = created_at`);
    await db.query(`
      CREATE TABLE email_verification_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash bytea NOT NULL UNIQUE,
        new_email text CHECK (length(new_email) BETWEEN 3 AND 254),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await db.query(`CREATE INDEX email_verification_tokens_user_idx ON email_verification_tokens (user_id) WHERE used_at IS NULL`);
    await db.query(`CREATE INDEX email_verification_tokens_expires_idx ON email_verification_tokens (expires_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE email_verification_tokens`);
    await db.query(`ALTER TABLE users DROP COLUMN email_verified_at`);
  }
}
