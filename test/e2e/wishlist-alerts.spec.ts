import { randomBytes, randomInt } from 'node:crypto';
import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import pg from 'pg';
import { adminSession } from './admin-session.js';
import { readMailInDevMailbox, signUpVerified } from './dev-mailbox.js';
import { open, signIn } from './shop.js';
import { expectAccessibleInBothThemes } from './accessibility-check.js';

const DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/keyshop_e2e';
const PASSWORD = 'keyshop-e2e-7';

let counter = 0;
const uniqueEmail = () => `e2e-wishlist-${Date.now().toString(36)}-${process.pid}-${++counter}@keyshop.local`;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.22.${randomInt(256)}.${randomInt(1, 255)}` });
});

/** A game of this test's own, sold out or with `keys` keys, written as the admin's import would leave it. */
async function newGame(baseURL: string, { keys = 0, priceCents = 2999 }: { keys?: number; priceCents?: number } = {}) {
  const suffix = randomBytes(4).toString('hex');
  const game = { name: `Wishlist Game ${suffix}`, slug: `wishlist-game-${suffix}`, id: '' };
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query(`INSERT INTO products (name, slug, price_cents, platform) VALUES ($1, $2, $3, 'PC') RETURNING id`, [game.name, game.slug, priceCents]);
    game.id = rows[0].id;
  } finally {
    await db.end();
  }
  if (keys > 0) await uploadKeys(baseURL, game.id, keys);
  return game;
}

async function asAdmin<T>(baseURL: string, act: (admin: Awaited<ReturnType<typeof apiRequest.newContext>>, authorization: string) => Promise<T>): Promise<T> {
  const admin = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.23.${randomInt(256)}.${randomInt(1, 255)}` } });
  try {
    const { accessToken } = await adminSession(baseURL);
    return await act(admin, `Bearer ${accessToken}`);
  } finally {
    await admin.dispose();
  }
}

const uploadKeys = (baseURL: string, productId: string, count: number) =>
  asAdmin(baseURL, async (admin, authorization) => {
    const keys = Array.from({ length: count }, () => `E2E-ALERT-${randomBytes(6).toString('hex').toUpperCase()}`).join('\n');
    expect((await admin.post(`/api/admin/products/${productId}/keys`, { data: { keys }, headers: { authorization } })).status()).toBe(200);
  });

const setPrice = (baseURL: string, productId: string, priceCents: number) =>
  asAdmin(baseURL, async (admin, authorization) => {
    expect((await admin.patch(`/api/admin/products/${productId}`, { data: { priceCents }, headers: { authorization } })).status()).toBe(200);
  });

/** The outbox's mails of one template to one address about one game, as the store wrote them. */
async function mailsAbout(recipient: string, template: string, productName: string): Promise<number> {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1 AND template = $2 AND payload->>'productName' = $3`, [recipient, template, productName]);
    return rows[0].n;
  } finally {
    await db.end();
  }
}

test.describe('wishlist and alerts', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a game wishlisted while signed out is in the dashboard’s Wishlist tab after signing in', async ({ page, request, baseURL }) => {
    const game = await newGame(baseURL as string, { keys: 1 });
    const account = { email: uniqueEmail(), password: PASSWORD };
    await signUpVerified(request, account);

    await open(page, `/product/${game.slug}`);
    const heart = page.getByRole('main').getByRole('button', { name: `Add ${game.name} to wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // Kept by the browser across pages.
    await open(page, `/product/${game.slug}`);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await signIn(page, account);
    await open(page, '/dashboard?tab=wishlist');
    const item = page.getByTestId('wishlist-item').filter({ hasText: game.name });
    await expect(item).toBeVisible();
    await expect(item).toContainText('€29.99');
    await expect(item).toContainText('In stock');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();
    await expectAccessibleInBothThemes(page);

    await item.getByRole('button', { name: `Add ${game.name} to cart` }).click();
    await item.getByRole('button', { name: `Remove ${game.name} from wishlist` }).click();
    await expect(page.getByTestId('wishlist-item').filter({ hasText: game.name })).toHaveCount(0);
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  });

  test('“Notify me” on a sold-out game mails once when keys arrive and not on a second upload; its link unsubscribes signed out', async ({ page, browser, request, baseURL }) => {
    const game = await newGame(baseURL as string);
    const account = { email: uniqueEmail(), password: PASSWORD };
    await signUpVerified(request, account);
    await signIn(page, account);

    await open(page, `/product/${game.slug}`);
    const main = page.getByRole('main');
    await expect(main.getByText('Instant key by e-mail')).toHaveCount(0);
    await expect(main.getByText('Key by e-mail once back in stock')).toBeVisible();
    await main.getByRole('button', { name: 'Notify me' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Get an e-mail when ${game.name} is back` });
    await expect(dialog).toContainText(account.email);
    await expectAccessibleInBothThemes(page);
    await dialog.getByRole('button', { name: 'Notify me' }).click();
    await expect(dialog.getByRole('status')).toContainText(`We will e-mail ${account.email} once`);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(main.getByRole('button', { name: 'We will notify you' }).first()).toBeVisible();

    await uploadKeys(baseURL as string, game.id, 2);
    const text = await readMailInDevMailbox(browser, account.email, `Back in stock: ${game.name}`);
    expect(text).toContain(`${game.name} (PC) is back in stock`);
    await uploadKeys(baseURL as string, game.id, 1);
    // The second upload's stock is on the page before the test looks at the mails again.
    await expect.poll(async () => ((await (await page.request.get(`/api/products/${game.slug}`)).json()) as { stock: number }).stock).toBe(3);
    expect(await mailsAbout(account.email, 'back_in_stock', game.name)).toBe(1);

    // The link works without signing in, from a browser that never was.
    const unsubscribeLink = text.match(/Unsubscribe: (\S+)/)?.[1] as string;
    const stranger = await browser.newContext();
    try {
      const signedOut = await stranger.newPage();
      await open(signedOut, unsubscribeLink);
      await expect(signedOut.getByRole('main').getByRole('status')).toContainText('You are unsubscribed.');
      await expect(signedOut.getByRole('main').getByRole('status')).toContainText(`We will not e-mail you when ${game.name} is back in stock.`);
      await expectAccessibleInBothThemes(signedOut);
    } finally {
      await stranger.close();
    }
  });

  test('a wishlister gets a price-drop mail when the admin lowers the price, and its link turns them off signed out', async ({ page, browser, request, baseURL }) => {
    const game = await newGame(baseURL as string, { keys: 1, priceCents: 3999 });
    const account = { email: uniqueEmail(), password: PASSWORD };
    await signUpVerified(request, account);
    await signIn(page, account);
    await open(page, `/product/${game.slug}`);
    const heart = page.getByRole('main').getByRole('button', { name: `Add ${game.name} to wishlist` });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await setPrice(baseURL as string, game.id, 2499);
    const text = await readMailInDevMailbox(browser, account.email, `Price drop: ${game.name} is now €24.99`);
    expect(text).toContain('is now €24.99, down from €39.99');

    const stranger = await browser.newContext();
    try {
      const signedOut = await stranger.newPage();
      await open(signedOut, text.match(/Unsubscribe: (\S+)/)?.[1] as string);
      await expect(signedOut.getByRole('main').getByRole('status')).toContainText('We will not e-mail you about price drops');
    } finally {
      await stranger.close();
    }
    await open(page, '/dashboard?tab=settings');
    await expect(page.getByRole('checkbox', { name: 'E-mail me when a game on my wishlist gets cheaper' })).not.toBeChecked();
  });
});
