import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { databaseUrl, TEMPLATE_DATABASE, TEST_RUN } from './test-env.js';

export interface TestDatabase {
  url: string;
  query<T extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** A migrated database of the test file's own, cloned from the template in a few milliseconds. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `keyshop_test_${TEST_RUN}_f${randomBytes(5).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`));
  const url = databaseUrl(name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // pool.end() resolves before its idle connections have closed, so DROP … WITH (FORCE) may still
  // terminate one of them: that connection's error is expected and must not fail the test file.
  pool.on('error', () => undefined);
  return {
    url,
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    drop: async () => {
      await pool.end();
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
