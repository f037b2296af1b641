import { MigrationInterface, QueryRunner } from 'typeorm';

/** The platform filter compares case-insensitively; this index serves it and its counts. */
export class CataloguePlatformIndex1732650000000 implements MigrationInterface {
  name = 'CataloguePlatformIndex1732650000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX products_platform_lower_idx ON products (lower(platform)) WHERE active`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX products_platform_lower_idx`);
  }
}
