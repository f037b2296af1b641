/** Where the tests find their services; the harness creates its own databases next to the developer's. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
// Each jest worker gets a Redis database of its own (3, 4, ... after TEST_REDIS_DB_BASE, 2 by default),
// so apps that run at the same time in different workers never take each other's queued jobs, locks
// or cache entries. Two test runs at once on one machine set different bases.
const worker = Number(process.env.JEST_WORKER_ID ?? 1);
const redisBase = Number(process.env.TEST_REDIS_DB_BASE ?? 2);
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? `redis://127.0.0.1:6379/${redisBase + worker}`;
// Each run names its databases after itself (set by global-setup.ts), so two runs on one machine
// never drop each other's databases.
export const TEST_RUN = process.env.KEYSHOP_TEST_RUN ?? 'local';
export const TEMPLATE_DATABASE = `keyshop_test_${TEST_RUN}_template`;

export function databaseUrl(name: string): string {
  return `${TEST_POSTGRES_URL}/${name}`;
}
