import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The home page's rows: new releases and pre-orders walk the games by release date (one index, read
 * either way); best sellers read the orders paid lately that count as sales, by payment time, without
 * touching the table.
 */
export class DiscoveryIndexes1733330000000 implements MigrationInterface {
  name = 'DiscoveryIndexes1733330000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX products_release_idx ON products (release_date DESC, id) WHERE active AND release_date IS NOT NULL`);
    await db.query(
      `CREATE INDEX orders_sales_idx ON orders (paid_at) INCLUDE (id) WHERE paid_at IS NOT NULL AND stage <> 'cancelled' AND payment_method <> 'redeem'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX orders_sales_idx`);
    await db.query(`DROP INDEX products_release_idx`);
  }
}
