import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The devices (browser and OS, as "Chrome on Windows") each account has signed in from, so that a
 * sign-in from another one is told to the account. Kept apart from `sessions`, whose ended rows the
 * cleanup deletes: a device stays known after its sessions are gone.
 */
export class KnownDevices1733230000000 implements MigrationInterface {
  name = 'KnownDevices1733230000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE known_devices (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        device text NOT NULL,
        first_seen_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, device)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE known_devices`);
  }
}
