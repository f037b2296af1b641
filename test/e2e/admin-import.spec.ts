import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import Queue from 'bull';
import { E2E_FREETOGAME_PORT, E2E_RAWG_PORT } from '../../playwright.config.js';
import { FakeFreeToGame, freeToGameGame } from '../fakes/freetogame.js';
import { FakeRawg, rawgGame } from '../fakes/rawg.js';
import { signUpVerified } from './dev-mailbox.js';
import { ADMIN, open, signIn } from './shop.js';

const PASSWORD = 'keyshop-e2e-7';

/** Names and ids no earlier run (nor another test) has used: an import only counts games new to the store. */
const RUN = `${Date.now().toString(36)}${randomInt(1000)}`.toUpperCase();
const FIRST_ID = 500_000_000 + (Date.now() % 100_000_000);
const FREETOGAME_GAMES = ['Ember', 'Tidal', 'Quartz'].map((word, n) => freeToGameGame(FIRST_ID + n, `Skyforge ${word} ${RUN}`));
/** 45 games: two RAWG pages of 40; the last has a name of its own, to find it in the store. */
const RAWG_GAMES = [
  ...Array.from({ length: 44 }, (_, n) => rawgGame(FIRST_ID + 100 + n, `Voyager Chronicle ${RUN} Part ${n + 1}`)),
  rawgGame(FIRST_ID + 200, `Lumen Orchard ${RUN}`),
];

let freeToGame: FakeFreeToGame;
let rawg: FakeRawg;

test.beforeAll(async () => {
  freeToGame = await FakeFreeToGame.start(FREETOGAME_GAMES, E2E_FREETOGAME_PORT);
  rawg = await FakeRawg.start(RAWG_GAMES, E2E_RAWG_PORT);
});

test.afterAll(async () => {
  await freeToGame?.close();
  await rawg?.close();
});

// Sign-in is rate-limited per client address: each test comes from an address of its own, as the
// app trusts X-Forwarded-For from its proxy.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.21.${randomInt(256)}.${randomInt(1, 255)}` });
});

const importCard = (page: Page) => page.getByRole('region', { name: 'Import Games', exact: true });
const importButton = (page: Page) => importCard(page).getByRole('button', { name: /^(Import Games \(FreeToGame \+ RAWG\)|Importing\.\.\.)$/ });
const history = (page: Page) => importCard(page).getByRole('table', { name: 'Recent imports, newest first' });
const scheduleField = (page: Page) => importCard(page).getByRole('textbox', { name: 'Cron (UTC)' });

/** Presses the import button and sees the run going: 'Importing...', disabled, with its progress. */
async function startImport(page: Page) {
  const button = importButton(page);
  // A run left going by an earlier try of a test is followed by the page to its end first.
  await expect(button).toHaveText('Import Games (FreeToGame + RAWG)', { timeout: 30_000 });
  await button.click();
  await expect(button).toHaveText('Importing...');
  await expect(button).toBeDisabled();
  await expect(importCard(page).getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
}

test.describe('admin game imports', () => {
  test('an admin imports games from FreeToGame and RAWG, follows the run, and finds the new games waiting as drafts', async ({ page }) => {
    await signIn(page, ADMIN);
    const response = await open(page, '/admin');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
    const card = importCard(page);
    await expect(card.getByText(/Games come from FreeToGame and RAWG/)).toBeVisible();
    await expect(card.getByText(/^RAWG requests are limited to 20,000 a month as configured; [\d,]+ used this month\.$/)).toBeVisible();

    await startImport(page);

    // The outcome, in the card (a toast says it too).
    await expect(card.getByText('Successfully imported 48 games!', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText('FreeToGame: 3 of 3 · RAWG: 45 games from 2 pages', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Successfully imported 48 games!', { exact: true })).toBeVisible();
    await expect(importButton(page)).toHaveText('Import Games (FreeToGame + RAWG)');
    await expect(importButton(page)).toBeEnabled();
    await expect(card.getByRole('progressbar')).toHaveCount(0);

    // The run is the newest of the history.
    const newest = history(page).getByRole('row').nth(1);
    await expect(newest.getByRole('cell').nth(1)).toHaveText('Manual', { useInnerText: true });
    await expect(newest.getByRole('cell').nth(2)).toHaveText(ADMIN.email, { useInnerText: true });
    await expect(newest.getByRole('cell').nth(3)).toHaveText('Succeeded', { useInnerText: true });
    await expect(newest.getByRole('cell').nth(4).getByText('48 games', { exact: true })).toBeVisible();
    await expect(newest.getByRole('cell').nth(4).getByText('FreeToGame 3 of 3 · RAWG 45 from 2 pages', { exact: true })).toBeVisible();
    // RAWG's requests count against the month's budget.
    await expect(card.getByText(/^RAWG requests are limited to 20,000 a month as configured; [1-9][\d,]* used this month\.$/)).toBeVisible();

    // New games wait as drafts: not in the store, listed as drafts in the admin's products.
    const game = FREETOGAME_GAMES[1].title;
    await open(page, `/products?search=${encodeURIComponent(game)}&sort=newest`);
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('link', { name: game, exact: true })).toHaveCount(0);
    await open(page, `/admin/products?state=draft&search=${encodeURIComponent(game)}`);
    await expect(page.getByRole('row').filter({ hasText: game }).getByText('Draft', { exact: true })).toBeVisible();

    const rawgTitle = RAWG_GAMES[44].name;
    await open(page, `/admin/products?state=draft&search=${encodeURIComponent(rawgTitle)}`);
    await expect(page.getByRole('row').filter({ hasText: rawgTitle }).getByText('Draft', { exact: true })).toBeVisible();
  });

  test('an invalid custom schedule is refused with the reason; a valid one shows as its preset with the next run; Off clears it', async ({ page }) => {
    await signIn(page, ADMIN);
    await open(page, '/admin');
    const card = importCard(page);
    const form = card.getByRole('form', { name: 'Import schedule' });
    await form.getByRole('radio', { name: 'Custom (cron)' }).check();
    const field = scheduleField(page);
    await expect(field).toHaveAttribute('placeholder', '0 3 * * *');
    await expect(card.getByText('Five fields: minute hour day month weekday; at most once an hour', { exact: true })).toBeVisible();

    await field.fill('every night');
    await form.getByRole('button', { name: 'Save schedule' }).click();
    await expect(form.getByRole('alert')).toHaveText(/^The schedule must be a cron expression of five fields/);

    await field.fill('*/5 * * * *');
    await form.getByRole('button', { name: 'Save schedule' }).click();
    await expect(form.getByRole('alert')).toHaveText('Imports may be scheduled at most once an hour.');

    await field.fill('0 3 * * *');
    await form.getByRole('button', { name: 'Save schedule' }).click();
    await expect(card.getByText('Schedule saved: Every day at 03:00 UTC.', { exact: true })).toBeVisible();
    await expect(card.getByText(/^Every day at 03:00 UTC\. Next import in .+ \([A-Z][a-z]{2} \d{1,2}, \d{4}, 03:00 UTC\)$/)).toBeVisible();

    // It is kept, and shown as the preset it is.
    await open(page, '/admin');
    await expect(form.getByRole('radio', { name: 'Every day' })).toBeChecked();
    await expect(form.getByLabel('At (UTC)')).toHaveValue('03:00');
    await expect(card.getByText(/Next import in .+ 03:00 UTC\)$/)).toBeVisible();

    // Off again, so that no scheduled import starts while other tests run.
    await form.getByRole('radio', { name: 'Off' }).check();
    await form.getByRole('button', { name: 'Save schedule' }).click();
    await expect(card.getByText('Scheduled imports are turned off.', { exact: true })).toBeVisible();
    await expect(card.getByText(/^No scheduled imports/)).toBeVisible();
  });

  test('a source that cannot be read makes the import fail with its reason', async ({ page }) => {
    // FreeToGame answers its list with malformed JSON on every attempt.
    freeToGame.script('/api/games', ...Array.from({ length: 4 }, () => ({ raw: '{"games": [' })));
    await signIn(page, ADMIN);
    await open(page, '/admin');
    const card = importCard(page);

    await startImport(page);

    const alert = card.getByRole('alert');
    await expect(alert).toContainText('Import failed: FreeToGame', { timeout: 30_000 });
    await expect(alert.getByText(/^Import failed: FreeToGame \(.+\/api\/games\) failed after 4 attempts: an answer that is not JSON$/)).toBeVisible();
    await expect(importButton(page)).toHaveText('Import Games (FreeToGame + RAWG)');
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Import failed', { exact: true })).toBeVisible();

    const newest = history(page).getByRole('row').nth(1);
    await expect(newest.getByRole('cell').nth(3)).toHaveText('Failed', { useInnerText: true });
    await expect(newest.getByRole('cell').nth(5)).toContainText('Import failed: FreeToGame');
    expect(freeToGame.requestsTo('/api/games').length).toBeGreaterThanOrEqual(4);
  });

  test('an import started elsewhere is followed from the page, and a second one is refused with the reason', async ({ page }) => {
    await signIn(page, ADMIN);
    await open(page, '/admin');
    const card = importCard(page);
    const origin = new URL(page.url()).origin;
    /** Another admin (or the schedule) starts an import; FreeToGame takes its time to answer. */
    const startElsewhere = async () => {
      freeToGame.script('/api/games', { delayMs: 4000, body: FREETOGAME_GAMES });
      expect((await page.request.post('/api/admin/import', { headers: { origin } })).status()).toBe(202);
    };

    // Opened while a run goes on, the page shows it at once and follows it to its end.
    await startElsewhere();
    await open(page, '/admin');
    await expect(importButton(page)).toHaveText('Importing...');
    await expect(importButton(page)).toBeDisabled();
    await expect(card.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await expect(card.getByText(/^Successfully imported \d+ games!$/)).toBeVisible({ timeout: 30_000 });
    await expect(importButton(page)).toHaveText('Import Games (FreeToGame + RAWG)');

    // A page that did not know yet: its click is refused with the reason, and it follows the run going on.
    await startElsewhere();
    await importButton(page).click();
    await expect(card.getByRole('alert')).toHaveText(/^Import failed: An import is already running\./);
    await expect(importButton(page)).toHaveText('Importing...');
    await expect(importButton(page)).toBeDisabled();
    await expect(card.getByText(/^Successfully imported \d+ games!$/)).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('alert')).toHaveText('');
    await expect(importButton(page)).toBeEnabled();
  });

  test('the queues page shows every queue with its counts, and retries a failed job', async ({ page }) => {
    // A job that fails: an import of a run that cannot exist, put straight into the app's import queue.
    const importQueue = new Queue('import', process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/2');
    const runId = `e2e-missing-run-${RUN}`;
    const job = await importQueue.add('run', { runId }, { attempts: 1 });
    await job.finished().catch(() => undefined);
    await importQueue.close();

    await signIn(page, ADMIN);
    await open(page, '/admin');
    await page.getByRole('link', { name: /^Queues/ }).click();
    await expect(page).toHaveURL(/\/admin\/queues$/);
    await expect(page).toHaveTitle('Queues | Admin | Keyshop');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Queues');

    for (const name of ['System', 'Catalog', 'Orders', 'Mail', 'Import', 'Fraud']) {
      const queue = page.getByRole('region', { name, exact: true });
      await expect(queue).toBeVisible();
      await expect(queue.getByRole('term')).toHaveText(['Waiting', 'Active', 'Delayed', 'Completed', 'Failed']);
      await expect(queue.getByRole('definition')).toHaveText(Array.from({ length: 5 }, () => /^\d[\d,]*$/));
    }
    const imports = page.getByRole('region', { name: 'Import', exact: true });
    await expect(imports.getByText('Game imports from FreeToGame and RAWG')).toBeVisible();
    await expect(imports.getByText('Has failures', { exact: true })).toBeVisible();

    // The failed job, with its reason, and Retry.
    const failed = imports.getByRole('list', { name: 'Failed jobs of the import queue' }).getByRole('listitem').filter({ hasText: `#${job.id}` });
    await expect(failed).toContainText(runId);
    await failed.getByRole('button', { name: `Retry job ${job.id}` }).click();
    await expect(imports.getByRole('status').getByText(`Job ${job.id} (run) is back in the import queue.`, { exact: true })).toBeVisible();
  });

  test('a customer opening /admin or /admin/queues is refused', async ({ page, request }) => {
    const account = { email: `e2e-import-${RUN.toLowerCase()}-${randomInt(1_000_000)}@keyshop.local`, password: PASSWORD };
    await signUpVerified(request, account, { 'x-forwarded-for': `198.21.${randomInt(256)}.${randomInt(1, 255)}` });
    await signIn(page, account);

    for (const path of ['/admin', '/admin/queues']) {
      const response = await open(page, path);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
      await expect(page.getByText('Admin access required')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Import Games (FreeToGame + RAWG)' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Import Games' })).toHaveCount(0);
    }
    expect((await page.request.post('/api/admin/import', { headers: { origin: new URL(page.url()).origin } })).status()).toBe(403);
  });
});
