import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/** Where the browser tests run their fake FreeToGame and RAWG (test/fakes) while an import runs. */
export const E2E_FREETOGAME_PORT = port + 91;
export const E2E_RAWG_PORT = port + 92;

/** Browser tests drive Debian's Chromium against the built app on its own database. */
export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node dist/src/main.js',
    url: `${baseURL}/health/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/keyshop_e2e',
      REDIS_URL: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/2',
      RATE_LIMIT_PER_MINUTE: '100000',
      SIGN_UP_LIMIT_PER_IP: '100000',
      CHECKOUT_LIMIT_PER_ACCOUNT: '100000',
      CHECKOUT_LIMIT_PER_IP: '100000',
      FRAUD_REVIEW_ORDERS_PER_NAME: '100000',
      FAILED_PAYMENT_LIMIT: '100000',
      UNPAID_KEYS_LIMIT_PER_ACCOUNT: '100000',
      UNPAID_KEYS_LIMIT_PER_IP: '100000',
      // The tests play the proxy: each sets its own X-Forwarded-For, so per-address limits do not collide.
      TRUST_PROXY: 'true',
      FREETOGAME_URL: `http://127.0.0.1:${E2E_FREETOGAME_PORT}/api`,
      FREETOGAME_REQUEST_INTERVAL_MS: '0',
      RAWG_URL: `http://127.0.0.1:${E2E_RAWG_PORT}/api`,
      RAWG_API_KEY: 'rawg-test-key',
      IMPORT_RETRY_DELAY_MS: '10',
    },
  },
});
