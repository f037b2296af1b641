import { defineConfig } from '@playwright/test';
import { LIFTED_LIMITS } from './test/harness/lifted-limits.js';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/** Where the browser tests run their fake FreeToGame and RAWG (test/fakes) while an import runs. */
export const E2E_FREETOGAME_PORT = port + 91;
export const E2E_RAWG_PORT = port + 92;
/** Where the browser tests run their fake key wholesaler, and the credentials the journeys' app uses with it. */
export const E2E_WHOLESALER_PORT = port + 93;
export const E2E_WHOLESALER_CREDENTIALS = { clientId: 'keyshop-e2e-wholesale', clientSecret: 'keyshop-e2e-wholesale-secret' };
/**
 * The journeys' app as passkeys see it: Chromium refuses WebAuthn on an IP address, so the passkey
 * journey opens the store by the name `localhost` (a secure context over plain HTTP, like 127.0.0.1).
 */
export const E2E_PASSKEY_ORIGIN = `http://localhost:${port}`;
/** A second web process on the journeys' database and Redis, as behind a load balancer (the live chat crosses processes). */
export const E2E_SECOND_WEB_URL = `http://127.0.0.1:${port + 2}`;

/**
 * The spec files that only look at pages (axe, head tags, information pages, the app shell): they run
 * beside the others, on an app with a database and Redis of their own that is reset at every run, so
 * that nothing the other tests buy, import or edit can change what they see while they look.
 */
const PAGE_SPECS = ['accessibility', 'info-pages', 'pwa', 'seo', 'shell'].map((name) => `${name}.spec.ts`);
const pagesPort = Number(process.env.E2E_PAGES_PORT ?? port + 1);
const pagesURL = `http://127.0.0.1:${pagesPort}`;
const pagesDatabaseUrl = process.env.E2E_PAGES_DATABASE_URL ?? `${process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/keyshop_e2e'}_pages`;
const pagesRedisUrl = process.env.E2E_PAGES_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

/** What both apps of the browser tests run with; limits are off, as each test acts from addresses of its own. */
const appEnv = { NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...LIFTED_LIMITS };
const journeysDatabaseUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/keyshop_e2e';
const journeysRedisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/2';

/**
 * Browser tests drive Debian's Chromium against the built app on its own database. The journeys
 * (accounts, checkout, admin, ...) share one app and run one file at a time, as they change data the
 * others read; the page checks run beside them, on their own app, with the second worker.
 */
export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 2,
  // A whole journey on a loaded 2-core machine can miss a wait once; a second try tells a slow machine
  // from a broken store, and the suite's summary names every test that passed only on its second try.
  retries: 1,
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // A journey signs in, buys, administers: a minute on a slow 2-core machine that runs jest beside it,
    // as an admin page checked with axe may take too.
    { name: 'journeys', testIgnore: PAGE_SPECS, workers: 1, timeout: 60_000, use: { baseURL } },
    { name: 'pages', testMatch: PAGE_SPECS, fullyParallel: true, timeout: 60_000, use: { baseURL: pagesURL } },
  ],
  webServer: [
    {
      command: 'node dist/src/main.js',
      url: `${baseURL}/health/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...appEnv,
        PORT: String(port),
        PUBLIC_URL: baseURL,
        PASSKEY_ORIGIN: E2E_PASSKEY_ORIGIN,
        DATABASE_URL: journeysDatabaseUrl,
        REDIS_URL: journeysRedisUrl,
        FREETOGAME_URL: `http://127.0.0.1:${E2E_FREETOGAME_PORT}/api`,
        FREETOGAME_REQUEST_INTERVAL_MS: '0',
        RAWG_URL: `http://127.0.0.1:${E2E_RAWG_PORT}/api`,
        RAWG_API_KEY: 'rawg-test-key',
        IMPORT_RETRY_DELAY_MS: '10',
        WHOLESALER_URL: `http://127.0.0.1:${E2E_WHOLESALER_PORT}`,
        WHOLESALER_CLIENT_ID: E2E_WHOLESALER_CREDENTIALS.clientId,
        WHOLESALER_CLIENT_SECRET: E2E_WHOLESALER_CREDENTIALS.clientSecret,
        WHOLESALER_DAILY_SPEND_CAP_CENTS: '100000',
        // A test moves a release date into the past through the database: the job follows within seconds.
        PRE_ORDER_RELEASE_CRON: '*/2 * * * * *',
        // A test expires an order through the database: the expiry job follows within seconds.
        ORDER_EXPIRY_CRON: '*/2 * * * * *',
      },
    },
    {
      command: 'node dist/src/main.js',
      url: `${E2E_SECOND_WEB_URL}/health/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...appEnv, APP_ROLE: 'web', PORT: String(port + 2), PUBLIC_URL: E2E_SECOND_WEB_URL, DATABASE_URL: journeysDatabaseUrl, REDIS_URL: journeysRedisUrl },
    },
    {
      // A fresh database and Redis at every run: migrated, seeded, and emptied of an earlier run's jobs and counters.
      command:
        'node scripts/reset-database.mjs "$DATABASE_URL" && node dist/src/database/migrate.js >/dev/null && node dist/src/database/seed.js >/dev/null' +
        ` && node -e "const R=require('ioredis');const r=new R(process.env.REDIS_URL);r.flushdb().then(()=>r.quit())"` +
        ' && exec node dist/src/main.js',
      url: `${pagesURL}/health/ready`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: { ...appEnv, PORT: String(pagesPort), PUBLIC_URL: pagesURL, DATABASE_URL: pagesDatabaseUrl, REDIS_URL: pagesRedisUrl },
    },
  ],
});
