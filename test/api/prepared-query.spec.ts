import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { preparedQuery } from '../../src/database/prepared-query.js';
import { createTestDatabase, type TestDatabase } from '../harness/test-database.js';

// Prepared statements run where the caller's other statements run: in its transaction, or on the pool.
describe('prepared statements', () => {
  let database: TestDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = await new DataSource(dataSourceOptions(database.url, 2)).initialize();
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const categoryNamed = (on: Parameters<typeof preparedQuery>[0], slug: string) =>
    preparedQuery<{ name: string }>(on, 'SELECT name FROM categories WHERE slug = $1', [slug]);

  it('see the rows of the transaction they are given, which the pool sees only once it commits', async () => {
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO categories (name, slug) VALUES ('Prepared', 'prepared')`);
      // Six runs: from the sixth on, Postgres runs its kept generic plan.
      for (let run = 0; run < 6; run += 1) expect(await categoryNamed(tx, 'prepared')).toEqual([{ name: 'Prepared' }]);
      expect(await categoryNamed(db, 'prepared')).toEqual([]);
    });
    expect(await categoryNamed(db, 'prepared')).toEqual([{ name: 'Prepared' }]);
  });

  it('take part in a transaction that rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await preparedQuery(tx, `INSERT INTO categories (name, slug) VALUES ($1, $2) RETURNING id`, ['Rolled back', 'rolled-back']);
        throw new Error('changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(await database.query(`SELECT 1 FROM categories WHERE slug = 'rolled-back'`)).toEqual([]);
  });
});
