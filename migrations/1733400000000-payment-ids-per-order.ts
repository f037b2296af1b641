import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A gateway's payment id makes a notification a repeat only on the order it paid. Unique across all
 * orders, a notification for another order that carried an id already seen (the built-in gateway
 * draws 7-digit ids at random, as PayFast's sandbox does) was taken for a repeat and dropped: the
 * order stayed unpaid although the gateway had told the shopper it was paid. The new key leads with
 * the order, so it also serves the lookups of an order's payments that had an index of their own.
 */
export class PaymentIdsPerOrder1733400000000 implements MigrationInterface {
  name = 'PaymentIdsPerOrder1733400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE payments DROP CONSTRAINT payments_provider_provider_payment_id_status_key`);
    await db.query(`ALTER TABLE payments ADD CONSTRAINT payments_order_payment_status_key UNIQUE (order_id, provider, provider_payment_id, status)`);
    await db.query(`DROP INDEX payments_order_idx`);
    await db.query(`ALTER TABLE extra_payments DROP CONSTRAINT extra_payments_provider_provider_payment_id_key`);
    await db.query(`ALTER TABLE extra_payments ADD CONSTRAINT extra_payments_order_payment_key UNIQUE (order_id, provider, provider_payment_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE extra_payments DROP CONSTRAINT extra_payments_order_payment_key`);
    await db.query(`ALTER TABLE extra_payments ADD CONSTRAINT extra_payments_provider_provider_payment_id_key UNIQUE (provider, provider_payment_id)`);
    await db.query(`CREATE INDEX payments_order_idx ON payments (order_id)`);
    await db.query(`ALTER TABLE payments DROP CONSTRAINT payments_order_payment_status_key`);
    await db.query(`ALTER TABLE payments ADD CONSTRAINT payments_provider_provider_payment_id_status_key UNIQUE (provider, provider_payment_id, status)`);
  }
}
