/** Where the tests find their services; the harness creates its own databases next to the developer's. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';
export const TEMPLATE_DATABASE = 'keyshop_test_template';

export function databaseUrl(name: string): string {
  return `${TEST_POSTGRES_URL}/${name}`;
}
