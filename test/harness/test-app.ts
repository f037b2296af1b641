import { Redis } from 'ioredis';
import { FakeSmtp } from '../fakes/smtp.js';
import { LIFTED_LIMITS } from './lifted-limits.js';
import { RunningProcess, startProcess, waitFor } from './processes.js';
import { freePort } from './ports.js';
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

let redisCleared: Promise<void> | undefined;

/** The database of each running test app, by its URL, for harness steps that stand for what a person does by mail. */
const databases = new Map<string, TestDatabase>();

export function testDatabaseOf(url: string): TestDatabase {
  const db = databases.get(url);
  if (!db) throw new Error(`No test app runs at ${url}`);
  return db;
}

/** Empties this worker's Redis database once per test file, so no job or lock of an earlier file lingers. */
function clearRedisOnce(): Promise<void> {
  redisCleared ??= (async () => {
    const redis = new Redis(TEST_REDIS_URL);
    await redis.flushdb();
    await redis.quit();
  })();
  return redisCleared;
}

/** How long an app may take to boot: the machine running the tests may be busy with much else. */
export const APP_START_TIMEOUT_MS = 90_000;

/** Waits until the app at `url` answers /health/live, failing at once with its output if it exits. */
export async function waitForApp(app: RunningProcess, url: string): Promise<void> {
  const exited = () => app.child.exitCode !== null || app.child.signalCode !== null;
  await waitFor(`the app to listen on ${url}`, async () => exited() || (await fetch(`${url}/health/live`)).ok || undefined, APP_START_TIMEOUT_MS);
  if (exited()) throw new Error(`The app at ${url} exited with code ${app.child.exitCode}:\n${app.output()}`);
}

/**
 * The built app as a real process on a free port and a database of its own; `env` overrides variables,
 * `cwd` runs the copy laid out in another folder (package.json, node_modules, dist, client/dist).
 */
export async function startTestApp(env: Record<string, string> = {}, cwd?: string): Promise<TestApp> {
  // Independent steps, side by side: the database clone is the slow one.
  const [db, port] = await Promise.all([createTestDatabase().then(async (db) => (await insertFixtureAccounts(db), db)), freePort(), clearRedisOnce()]);
  const url = `http://127.0.0.1:${port}`;
  const app = startProcess('node', ['dist/src/main.js'], {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: db.url,
    REDIS_URL: TEST_REDIS_URL,
    ...LIFTED_LIMITS,
    PUBLIC_URL: url,
    // No load balancer to drain from, also for the apps a test runs in production mode.
    SHUTDOWN_DRAIN_MS: '0',
    ...env,
  }, cwd);
  try {
    await waitForApp(app, url);
  } catch (error) {
    await app.stop();
    await db.drop();
    throw error;
  }
  databases.set(url, db);
  return {
    url,
    db,
    process: app,
    close: async () => {
      databases.delete(url);
      await app.stop();
      await db.drop();
    },
  };
}

export interface MailingTestApp extends TestApp {
  /** The fake SMTP server the app sends its mail to. */
  smtp: FakeSmtp;
}

/** `startTestApp` with a fake SMTP server of its own as the app's SMTP_URL; `close()` stops both. */
export async function startAppWithMail(env: Record<string, string> = {}): Promise<MailingTestApp> {
  const smtp = await FakeSmtp.start();
  try {
    const app = await startTestApp({ ...smtp.env(), ...env });
    return {
      ...app,
      smtp,
      close: async () => {
        await app.close();
        await smtp.close();
      },
    };
  } catch (error) {
    await smtp.close();
    throw error;
  }
}
