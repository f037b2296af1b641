import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

// Jest loads this file outside the test module system, so it imports no project files.
const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

/**
 * Migrates and seeds a fresh template database once, with the real commands; test files clone it.
 * The run's id goes to the test workers through the environment.
 */
export default async function globalSetup(): Promise<void> {
  process.env.KEYSHOP_TEST_RUN = randomBytes(4).toString('hex');
  const template = `keyshop_test_${process.env.KEYSHOP_TEST_RUN}_template`;
  const env = { ...process.env, DATABASE_URL: `${postgresUrl}/${template}`, NODE_ENV: 'test', REDIS_URL: 'redis://127.0.0.1:6379/1' };
  execFileSync('node', ['dist/src/database/migrate.js'], { env, stdio: 'inherit' });
  execFileSync('node', ['dist/src/database/seed.js'], { env, stdio: 'inherit' });
}
