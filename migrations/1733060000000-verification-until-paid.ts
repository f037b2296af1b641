import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `requires_verification` follows the product spec again: every order is created with it, and the
 * verified payment clears it. The fraud hold is the order's own stage (`held_for_review`, driven by
 * `review_reasons`), so the flag no longer says anything about review.
 */
export class VerificationUntilPaid1733060000000 implements MigrationInterface {
  name = 'VerificationUntilPaid1733060000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE orders ALTER COLUMN requires_verification SET DEFAULT true`);
    await db.query(`UPDATE orders SET requires_verification = (paid_at IS NULL) WHERE requires_verification <> (paid_at IS NULL)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE orders ALTER COLUMN requires_verification SET DEFAULT false`);
    await db.query(`UPDATE orders SET requires_verification = cardinality(review_reasons) > 0 AND review_approved_at IS NULL`);
  }
}
