import { Redis } from 'ioredis';
import { freePort, RunningProcess, startProcess, waitFor } from './processes.js';
import { createTestDatabase, TestDatabase } from './test-database.js';
import { TEST_REDIS_URL } from './test-env.js';
import { insertFixtureAccounts } from './tokens.js';

export interface TestApp {
  /** Base URL to hand to supertest, e.g. `request(sut.url).get('/')`. */
  url: string;
  db: TestDatabase;
  process: RunningProcess;
  close(): Promise<void>;
}

let redisCleared = false;

/** Empties this worker's Redis database once per test file, so no job or lock of an earlier file lingers. */
async function clearRedisOnce(): Promise<void> {
  if (redisCleared) return;
  redisCleared = true;
  const redis = new Redis(TEST_REDIS_URL);
  await redis.flushdb();
  await redis.quit();
}

/** How long an app may take to boot: the machine running the tests may be busy with much else. */
export const APP_START_TIMEOUT_MS = 45_000;

/** Waits until the app at `url` answers /health/live, failing at once with its output if it exits. */
export async function waitForApp(app: RunningProcess, url: string): Promise<void> {
  const exited = () => app.child.exitCode !== null || app.child.signalCode !== null;
  await waitFor(`the app to listen on ${url}`, async () => exited() || (await fetch(`${url}/health/live`)).ok || undefined, APP_START_TIMEOUT_MS);
  if (exited()) throw new Error(`The app at ${url} exited with code ${app.child.exitCode}:\n${app.output()}`);
}

/** The built app as a real process on a free port and a database of its own; `env` overrides variables. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  await clearRedisOnce();
  const db = await createTestDatabase();
  await insertFixtureAccounts(db);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = startProcess('node', ['dist/src/main.js'], {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: db.url,
    REDIS_URL: TEST_REDIS_URL,
    RATE_LIMIT_PER_MINUTE: '100000',
    // Tests sign up many accounts from one address; the sign-up limit's test sets its own.
    SIGN_UP_LIMIT_PER_IP: '100000',
    // Tests check out often from one address and name; the velocity and reservation tests set their own limits.
    CHECKOUT_LIMIT_PER_ACCOUNT: '100000',
    CHECKOUT_LIMIT_PER_IP: '100000',
    FRAUD_REVIEW_ORDERS_PER_NAME: '100000',
    FAILED_PAYMENT_LIMIT: '100000',
    UNPAID_KEYS_LIMIT_PER_ACCOUNT: '100000',
    UNPAID_KEYS_LIMIT_PER_IP: '100000',
    // Tests play the proxy: a test may set X-Forwarded-For to act from an address of its own.
    TRUST_PROXY: 'true',
    PUBLIC_URL: url,
    ...env,
  });
  try {
    await waitForApp(app, url);
  } catch (error) {
    await app.stop();
    await db.drop();
    throw error;
  }
  return {
    url,
    db,
    process: app,
    close: async () => {
      await app.stop();
      await db.drop();
    },
  };
}
