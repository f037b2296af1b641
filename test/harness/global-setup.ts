import { execFileSync } from 'node:child_process';
import pg from 'pg';

// Jest loads this file outside the test module system, so it imports no project files.
const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const template = 'keyshop_test_template';

/** Migrates and seeds a fresh template database once with the real commands; test files clone it. */
export default async function globalSetup(): Promise<void> {
  const admin = new pg.Client({ connectionString: `${postgresUrl}/postgres` });
  await admin.connect();
  try {
    const stale = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'keyshop_test_%'`);
    for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  const env = { ...process.env, DATABASE_URL: `${postgresUrl}/${template}`, NODE_ENV: 'test', REDIS_URL: 'redis://127.0.0.1:6379/1' };
  execFileSync('node', ['dist/src/database/migrate.js'], { env, stdio: 'inherit' });
  execFileSync('node', ['dist/src/database/seed.js'], { env, stdio: 'inherit' });
}
