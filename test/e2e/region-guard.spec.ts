import { randomBytes, randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { signUpVerified } from './dev-mailbox.js';
import { agreeToImmediateDelivery, open, restock, signIn } from './shop.js';
import { expectAccessibleInBothThemes } from './accessibility-check.js';

const DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/keyshop_e2e';
const PASSWORD = 'keyshop-e2e-7';
const WARNING = 'This key activates only in Europe. Your account says United States. It will not work there.';

let counter = 0;
const uniqueEmail = () => `e2e-region-${Date.now().toString(36)}-${process.pid}-${++counter}@keyshop.local`;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.24.${randomInt(256)}.${randomInt(1, 255)}` });
});

async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[]): Promise<T[]> {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    return (await db.query<T>(sql, params)).rows;
  } finally {
    await db.end();
  }
}

/** A game of this test's own with keys, locked to `region`. */
async function newGame(baseURL: string, region: string) {
  const suffix = randomBytes(4).toString('hex');
  const game = { name: `Region Game ${suffix}`, slug: `region-game-${suffix}` };
  await query(`INSERT INTO products (name, slug, price_cents, platform, region) VALUES ($1, $2, 1999, 'PC', $3)`, [game.name, game.slug, region]);
  await restock(baseURL, game.slug, 2);
  return game;
}

const buyBar = (page: Page) => page.getByTestId('buy-bar');

test.describe('region guard', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a shopper whose profile says United States is warned before an EU-only key, not before a Global one, and the order records it', async ({ page, request, baseURL }) => {
    const europe = await newGame(baseURL as string, 'Europe');
    const global = await newGame(baseURL as string, 'Global');
    const account = { email: uniqueEmail(), password: PASSWORD };
    await signUpVerified(request, account);
    await signIn(page, account);

    await open(page, '/dashboard');
    await page.getByLabel('Country').selectOption({ label: 'United States' });
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Profile updated successfully').first()).toBeVisible();

    await open(page, `/product/${global.slug}`);
    await expect(page.getByTestId('key-regions')).toHaveText('Every region (a Global key)');
    await buyBar(page).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(buyBar(page).getByRole('button', { name: 'Added' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await open(page, `/product/${europe.slug}`);
    await expect(page.getByTestId('key-regions')).toContainText('Europe only');
    await buyBar(page).getByRole('button', { name: 'Add to Cart' }).click();
    const dialog = page.getByRole('dialog', { name: `Check the region of ${europe.name}` });
    await expect(dialog.getByTestId('region-warning')).toHaveText(WARNING);
    await expectAccessibleInBothThemes(page);
    // Cancel adds nothing; Add anyway adds it, remembering the warning.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await buyBar(page).getByRole('button', { name: 'Add to Cart' }).click();
    await dialog.getByRole('button', { name: 'Add anyway' }).click();
    await expect(buyBar(page).getByRole('button', { name: 'Added' })).toBeVisible();

    await open(page, '/cart');
    const line = (name: string) => page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(line(europe.name).getByTestId('cart-line-region')).toHaveText('Region: Europe');
    await expect(line(global.name).getByTestId('cart-line-region')).toHaveText('Region: Global');

    await open(page, '/checkout');
    await page.getByLabel('First Name').fill('Thandi');
    await agreeToImmediateDelivery(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
    const lines = await query<{ name: string; region_warning_shown: boolean }>(
      `SELECT i.name, i.region_warning_shown FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.email = $1 ORDER BY i.name`,
      [account.email],
    );
    expect(Object.fromEntries(lines.map((row) => [row.name, row.region_warning_shown]))).toEqual({ [europe.name]: true, [global.name]: false });
  });

  test('a signed-out shopper whose browser speaks en-US is warned before an EU-only key', async ({ browser, baseURL }) => {
    const europe = await newGame(baseURL as string, 'Europe');
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    try {
      const page = await context.newPage();
      await open(page, `/product/${europe.slug}`);
      await buyBar(page).getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByRole('dialog').getByTestId('region-warning')).toHaveText(
        "This key activates only in Europe. Your browser's language settings say United States. It will not work there.",
      );
    } finally {
      await context.close();
    }
  });
});
