import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Envelope encryption of product keys: data keys, stored only wrapped by a master key named by its id,
 * so the master key can be rotated by re-wrapping them. A product key names the data key it is sealed
 * under; null marks a code sealed before this, straight under the master key, which still opens and
 * which `npm run cli -- rotate-key-encryption` converts. One look-up key per hashing use.
 */
export class KeyEncryptionKeys1733150000000 implements MigrationInterface {
  name = 'KeyEncryptionKeys1733150000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE data_keys (
        id uuid PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN ('product-keys', 'product-key-hash', 'redeem-code-hash')),
        master_key_id text NOT NULL,
        wrapped bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        rewrapped_at timestamptz
      )`);
    await db.query(`CREATE UNIQUE INDEX data_keys_one_lookup_key ON data_keys (purpose) WHERE purpose <> 'product-keys'`);
    await db.query(`CREATE INDEX data_keys_newest_idx ON data_keys (purpose, master_key_id, created_at)`);
    await db.query(`ALTER TABLE product_keys ADD COLUMN data_key_id uuid REFERENCES data_keys (id)`);
    await db.query(`CREATE INDEX product_keys_legacy_idx ON product_keys (id) WHERE data_key_id IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE product_keys DROP COLUMN data_key_id`);
    await db.query(`DROP TABLE data_keys`);
  }
}
