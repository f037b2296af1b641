import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One account per person (the terms): what each account was seen with (a buyer's name, phone and
 * shipping address on paid orders, the IP and device of its sign-ins), normalised and digested, and
 * the pairs of accounts that share any of it, for an admin to review. A pair is kept once, lower
 * user id first; `reviewed_kinds` are the kinds of signal an admin had seen when deciding, so that
 * only a new kind opens a dismissed pair again.
 */
export class AccountLinks1733260000000 implements MigrationInterface {
  name = 'AccountLinks1733260000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE account_signals (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('name', 'phone', 'address', 'ip', 'device')),
        value_digest bytea NOT NULL,
        label text NOT NULL CHECK (length(label) <= 300),
        first_seen_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind, value_digest)
      )`);
    // Who else holds a value: the lookup made on every order paid and every sign-in.
    await db.query(`CREATE INDEX account_signals_value_idx ON account_signals (kind, value_digest, user_id)`);
    await db.query(`
      CREATE TABLE account_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_a uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        user_b uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        shared jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(shared) = 'array'),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'blocked')),
        reviewed_kinds text[] NOT NULL DEFAULT '{}',
        first_seen_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
        decided_by_email text,
        blocked_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        CHECK (user_a < user_b),
        UNIQUE (user_a, user_b)
      )`);
    await db.query(`CREATE INDEX account_links_user_b_idx ON account_links (user_b)`);
    await db.query(`CREATE INDEX account_links_status_idx ON account_links (status, last_seen_at DESC, id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE account_links`);
    await db.query(`DROP TABLE account_signals`);
  }
}
