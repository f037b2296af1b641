import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the buyer agreed at checkout to immediate delivery of the digital content, and so to losing
 * the right of withdrawal (EU rules for digital content): the store's proof. Null for orders placed
 * before the checkbox existed and for redeemed codes, which are not distance sales.
 */
export class DeliveryConsent1733100000000 implements MigrationInterface {
  name = 'DeliveryConsent1733100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE orders ADD COLUMN delivery_consent_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE orders DROP COLUMN delivery_consent_at`);
  }
}
