import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's product list opens on every state at once, by name. The name indexes were all partial
 * (live, draft, hidden), so for that default Postgres read and sorted the whole table for each page:
 * 400 to 800 ms at a million products, against 5 ms for the live ones alone. This index walks every
 * product in the list's order; the partial ones still serve the store and the state filters.
 */
export class AdminProductListIndex1733410000000 implements MigrationInterface {
  name = 'AdminProductListIndex1733410000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX products_admin_name_idx ON products (lower(name), id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX products_admin_name_idx`);
  }
}
