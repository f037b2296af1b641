import { MigrationInterface, QueryRunner } from 'typeorm';

/** The sorts of the listing, each with the index a platform's page walks in that order. */
const PLATFORM_SORT_INDEXES: Record<string, string> = {
  products_platform_name_idx: 'lower(name), id',
  products_platform_price_idx: 'price_cents, id',
  products_platform_newest_idx: 'created_at DESC, id',
  products_platform_popularity_idx: 'popularity DESC, id',
  products_platform_discount_idx: 'discount_percent DESC, id',
};

/**
 * Plans for the filtered listing. Without statistics on lower(platform) Postgres guessed 0.5% of the
 * rows per platform and sorted every match instead of walking an index. A platform's page now reads
 * just its rows in order, and the covering index lets its count read the index alone. The exact-case
 * platform index served no query.
 */
export class CatalogueQueryPlans1732960000000 implements MigrationInterface {
  name = 'CatalogueQueryPlans1732960000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE STATISTICS products_platform_lower_stats ON (lower(platform)) FROM products`);
    await db.query(`DROP INDEX products_platform_lower_idx`);
    await db.query(`DROP INDEX products_platform_idx`);
    await db.query(`CREATE INDEX products_platform_lower_idx ON products (lower(platform)) INCLUDE (platform) WHERE active`);
    for (const [name, columns] of Object.entries(PLATFORM_SORT_INDEXES)) {
      await db.query(`CREATE INDEX ${name} ON products (lower(platform), ${columns}) WHERE active`);
    }
    await db.query(`ANALYZE products`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const name of Object.keys(PLATFORM_SORT_INDEXES)) await db.query(`DROP INDEX ${name}`);
    await db.query(`DROP INDEX products_platform_lower_idx`);
    await db.query(`CREATE INDEX products_platform_idx ON products (platform, lower(name)) WHERE active`);
    await db.query(`CREATE INDEX products_platform_lower_idx ON products (lower(platform)) WHERE active`);
    await db.query(`DROP STATISTICS products_platform_lower_stats`);
  }
}
