import { randomBytes, randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { E2E_WHOLESALER_CREDENTIALS, E2E_WHOLESALER_PORT } from '../../playwright.config.js';
import { FakeWholesaler } from '../fakes/wholesaler.js';
import { signUpVerified } from './dev-mailbox.js';
import { ADMIN, agreeToImmediateDelivery, open, signIn } from './shop.js';
import { expectAccessibleInBothThemes } from './accessibility-check.js';

const DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/keyshop_e2e';
const PASSWORD = 'keyshop-e2e-7';

let wholesaler: FakeWholesaler;
/** The wholesaler's products, listed before the first search: the store reads its list at most once a minute. */
const OFFERS = { restock: `Wholesale Journey ${randomBytes(3).toString('hex')}`, preOrder: `Wholesale Pre-order ${randomBytes(3).toString('hex')}` };

test.beforeAll(async () => {
  wholesaler = await FakeWholesaler.start(E2E_WHOLESALER_PORT, E2E_WHOLESALER_CREDENTIALS);
  for (const name of Object.values(OFFERS)) wholesaler.addProduct({ name, price: 4.2, stock: 12 });
});
test.afterAll(async () => {
  await wholesaler?.close();
});
// Sign-in is rate-limited per client address: each test comes from an address of its own.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.22.${randomInt(256)}.${randomInt(1, 255)}` });
});

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    return (await db.query(text, values)).rows as T[];
  } finally {
    await db.end();
  }
}

/** A game of this test's own with no keys, released this many days from today (none: released long ago). */
async function newGame(releaseInDays: number | null): Promise<{ id: string; name: string; slug: string }> {
  const suffix = randomBytes(4).toString('hex');
  const game = { name: `Restock Journey ${suffix}`, slug: `restock-journey-${suffix}` };
  const [row] = await sql<{ id: string }>(
    `INSERT INTO products (name, slug, price_cents, platform, release_date) VALUES ($1, $2, 1499, 'PC', current_date + $3::int) RETURNING id`,
    [game.name, game.slug, releaseInDays ?? -365],
  );
  return { id: row.id, ...game };
}

/** "12 March 2027" for the date this many days from today (UTC). */
const dayText = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Checks out the cart (a pre-order in it) and pays in the sandbox; answers the order's number once it waits for its release day. */
async function payForPreOrderInCart(page: Page): Promise<string> {
  await open(page, '/checkout');
  await page.getByLabel('First Name').fill('Thandi');
  await agreeToImmediateDelivery(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  const orderNumber = await page.locator('dt:text-is("Reference") + dd').innerText();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: /Payment Successful|Payment Processing/ })).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await sql<{ stage: string }>(`SELECT stage FROM orders WHERE order_number = $1`, [orderNumber]))[0].stage, { timeout: 20_000 }).toBe('awaiting_release');
  return orderNumber;
}

/** A verified shopper of this test's own, signed in on the page. */
async function signedInShopper(page: Page, name: string): Promise<void> {
  const account = { email: `e2e-${name}-${Date.now().toString(36)}-${randomInt(1e6)}@keyshop.local`, password: PASSWORD };
  await open(page, '/');
  await signUpVerified(page.request, account, { origin: new URL(page.url()).origin });
  await signIn(page, account);
}

/** Sets the game's restock in its dialog on the admin's products page, from the wholesaler's product found by name. */
async function setRestockInDialog(page: Page, game: { name: string }, offerName: string, settings: { min: string; reorder: string; maxPrice: string }, axe = false) {
  await open(page, `/admin/products?search=${encodeURIComponent(game.name)}`);
  await page.getByRole('button', { name: `Restock ${game.name} from the wholesaler` }).click();
  const dialog = page.getByRole('dialog', { name: `Restock ${game.name}` });
  await expect(dialog.getByText("None chosen yet: search the wholesaler's products below.")).toBeVisible();
  await dialog.getByLabel("Search the wholesaler's products").fill(offerName);
  await dialog.getByRole('button', { name: 'Search' }).click();
  const offer = dialog.getByRole('list', { name: "The wholesaler's products" }).getByRole('listitem').filter({ hasText: offerName });
  await expect(offer).toContainText('€4.20');
  await expect(offer).toContainText('12 in stock');
  await offer.getByRole('radio').check();
  await expect(dialog.getByText(`Bought as ${offerName}`)).toBeVisible();
  await dialog.getByLabel('Minimum stock (keys)').fill(settings.min);
  await dialog.getByLabel('Reorder quantity (keys)').fill(settings.reorder);
  await dialog.getByLabel('Maximum buy price (€)').fill(settings.maxPrice);
  if (axe) await expectAccessibleInBothThemes(page);
  await dialog.getByRole('button', { name: 'Save restock' }).click();
  // The toast, and its words for screen readers.
  await expect(page.getByText('Restock saved', { exact: true }).first()).toBeVisible();
}

test.describe('restocking from the wholesaler', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin sets a product to restock in its dialog; the store buys keys and lists the purchase with today’s spend', async ({ page }) => {
    const game = await newGame(null);
    const offerName = OFFERS.restock;
    await open(page, '/');
    await signIn(page, ADMIN);

    await setRestockInDialog(page, game, offerName, { min: '2', reorder: '3', maxPrice: '5.00' }, true);
    await expect.poll(async () => (await sql<{ stock: number }>(`SELECT stock FROM products WHERE id = $1`, [game.id]))[0].stock, { timeout: 30_000 }).toBe(3);

    await open(page, '/admin/purchases');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: game.name }) });
    await expect(row.getByText('Received')).toBeVisible();
    await expect(row.getByText('3 added')).toBeVisible();
    await expect(row.getByRole('cell', { name: '€12.60' })).toBeVisible();
    await expect(page.getByTestId('spend-today')).toContainText('of the daily cap of €1,000.00');
    await expectAccessibleInBothThemes(page);
  });

  test('a pre-order is bought, says its day, and is delivered when the release date passes, its keys bought from the wholesaler', async ({ page, browser }) => {
    const game = await newGame(20);
    const offerName = OFFERS.preOrder;

    // The admin restocks it from the wholesaler; nothing is bought while no order waits and the minimum is 0.
    const admin = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.23.${randomInt(256)}.${randomInt(1, 255)}` } });
    const adminPage = await admin.newPage();
    await open(adminPage, '/');
    await signIn(adminPage, ADMIN);
    await setRestockInDialog(adminPage, game, offerName, { min: '0', reorder: '1', maxPrice: '5.00' });
    await admin.close();

    await signedInShopper(page, 'preorder');

    const line = `Pre-order: delivered on ${dayText(20)}`;
    await open(page, `/product/${game.slug}`);
    await expect(page.getByRole('main').getByText(line).first()).toBeVisible();
    await expect(page.getByRole('main').getByText('Instant key by e-mail')).toHaveCount(0);
    await expectAccessibleInBothThemes(page);
    await page.getByRole('main').getByRole('button', { name: 'Pre-order' }).first().click();

    const orderNumber = await payForPreOrderInCart(page);
    await open(page, `/dashboard/orders/${orderNumber}`);
    await expect(page.getByRole('status').filter({ hasText: line })).toBeVisible();
    await expectAccessibleInBothThemes(page);

    // The release day comes: the date moves through the database, and the release job delivers.
    await sql(`UPDATE products SET release_date = current_date - 1 WHERE id = $1`, [game.id]);
    await expect
      .poll(async () => ((await (await page.request.get(`/api/orders/${orderNumber}`)).json()) as { status: string }).status, { timeout: 45_000 })
      .toBe('completed');
    await open(page, `/dashboard/orders/${orderNumber}`);
    await expect(page.getByRole('region', { name: 'Your keys', exact: true }).getByRole('group', { name: `${game.name} key` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Pre-order' })).toHaveCount(0);
    const bought = await sql<{ state: string; quantity: number }>(`SELECT state, quantity FROM supplier_purchases WHERE product_id = $1`, [game.id]);
    expect(bought).toEqual([{ state: 'completed', quantity: 2 }]);
  });

  test('an admin cancels a paid pre-order from its order page, and the customer has all it was worth as store credit', async ({ page, browser }) => {
    const game = await newGame(30);
    await signedInShopper(page, 'cancelled-preorder');
    await open(page, `/product/${game.slug}`);
    await page.getByRole('main').getByRole('button', { name: 'Pre-order' }).first().click();
    const orderNumber = await payForPreOrderInCart(page);
    const { totalCents } = (await (await page.request.get(`/api/orders/${orderNumber}`)).json()) as { totalCents: number };

    const admin = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.24.${randomInt(256)}.${randomInt(1, 255)}` } });
    const adminPage = await admin.newPage();
    await open(adminPage, '/');
    await signIn(adminPage, ADMIN);
    await open(adminPage, `/admin/orders/${encodeURIComponent(orderNumber)}`);
    const panel = adminPage.getByRole('region', { name: `Paid pre-order: delivered on ${dayText(30)}` });
    await expect(panel).toBeVisible();
    await expectAccessibleInBothThemes(adminPage);
    await panel.getByRole('button', { name: 'Cancel pre-order' }).click();
    await expect(panel.getByText(`Cancel pre-order ${orderNumber} and refund`)).toBeVisible();
    await panel.getByRole('button', { name: /^Yes, refund €/ }).click();
    await expect(adminPage.getByText('Refunded to store credit', { exact: true }).first()).toBeVisible();
    await expect(panel).toHaveCount(0);
    await admin.close();

    expect((await sql<{ stage: string }>(`SELECT stage FROM orders WHERE order_number = $1`, [orderNumber]))[0].stage).toBe('cancelled');
    const credits = (await (await page.request.get('/api/me/credits')).json()) as { balanceCents: number };
    expect(credits.balanceCents).toBe(totalCents);
  });
});
