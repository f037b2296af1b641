import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sitemap's product files walk the active products in slug order, fifty thousand at a time.
 * Covering the slug and its date of change, one file is one range scan of this index alone.
 */
export class SitemapIndex1733350000000 implements MigrationInterface {
  name = 'SitemapIndex1733350000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX products_sitemap_idx ON products (slug) INCLUDE (updated_at) WHERE active`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX products_sitemap_idx`);
  }
}
