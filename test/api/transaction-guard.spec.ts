import { DataSource } from 'typeorm';
import { guardPoolInTransactions, PoolUsedInTransactionError } from '../../src/database/transaction-guard.js';
import { createTestDatabase, type TestDatabase } from '../harness/test-database.js';

describe('the guard against a second pool connection inside a transaction', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = await new DataSource({ type: 'postgres', url: db.url, extra: { max: 2, connectionTimeoutMillis: 5000 } }).initialize();
    guardPoolInTransactions(dataSource);
  });
  afterAll(async () => {
    await dataSource.destroy();
    await db.drop();
  });

  it('refuses at once a pool query made while a transaction is open, and rolls the transaction back', async () => {
    const asked = Date.now();
    await expect(
      dataSource.transaction(async (tx) => {
        await tx.query(`CREATE TABLE guarded (n int)`);
        await dataSource.query(`SELECT 1`);
      }),
    ).rejects.toBeInstanceOf(PoolUsedInTransactionError);
    expect(Date.now() - asked).toBeLessThan(1000);
    expect(await dataSource.query(`SELECT to_regclass('guarded') AS found`)).toEqual([{ found: null }]);
  });

  it('refuses a transaction opened inside another, and anything a callback runs in parallel on the pool', async () => {
    await expect(dataSource.transaction(() => dataSource.transaction(async () => undefined))).rejects.toBeInstanceOf(PoolUsedInTransactionError);
    await expect(dataSource.transaction('SERIALIZABLE', (tx) => Promise.all([tx.query(`SELECT 1`), dataSource.query(`SELECT 2`)]))).rejects.toBeInstanceOf(
      PoolUsedInTransactionError,
    );
  });

  it("lets a transaction use its own connection, and the pool serve everything outside one, even work the transaction started", async () => {
    let later: Promise<unknown> = Promise.resolve();
    let transactionEnded!: () => void;
    const ended = new Promise<void>((resolve) => (transactionEnded = resolve));
    const [{ n }] = await dataSource.transaction(async (tx) => {
      // Started inside the transaction, run once it has ended.
      later = ended.then(() => dataSource.query(`SELECT 3 AS n`));
      return tx.query(`SELECT 1 AS n`);
    });
    transactionEnded();
    expect(n).toBe(1);
    expect(await later).toEqual([{ n: 3 }]);
    expect(await Promise.all([dataSource.query(`SELECT 2 AS n`), dataSource.query(`SELECT 2 AS n`)])).toEqual([[{ n: 2 }], [{ n: 2 }]]);
  });
});
