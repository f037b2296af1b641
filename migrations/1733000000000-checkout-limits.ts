import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What checkout limits count by: the client address an order was placed from (keys held unpaid and
 * orders placed per address) and its card-holder name as counted (orders under one name across
 * accounts, a review signal). Earlier orders have neither; the windows they count in are short.
 */
export class CheckoutLimits1733000000000 implements MigrationInterface {
  name = 'CheckoutLimits1733000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE orders ADD COLUMN client_ip inet`);
    await db.query(`ALTER TABLE orders ADD COLUMN card_holder_key text CHECK (length(card_holder_key) <= 250)`);
    await db.query(`CREATE INDEX orders_client_ip_idx ON orders (client_ip, created_at) WHERE client_ip IS NOT NULL`);
    await db.query(`CREATE INDEX orders_card_holder_idx ON orders (card_holder_key, created_at) WHERE card_holder_key IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX orders_card_holder_idx`);
    await db.query(`DROP INDEX orders_client_ip_idx`);
    await db.query(`ALTER TABLE orders DROP COLUMN card_holder_key`);
    await db.query(`ALTER TABLE orders DROP COLUMN client_ip`);
  }
}
