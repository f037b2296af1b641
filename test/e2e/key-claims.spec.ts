import { randomBytes, randomInt } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { expectMailInDevMailbox, signUpVerified } from './dev-mailbox.js';
import { ADMIN, open, signIn } from './shop.js';

const PASSWORD = 'keyshop-e2e-7';
/** A game the demo seed stocks with keys, not on Steam (which an admin sends by hand). */
const GAME = 'Halo Infinite';
/** A real 1×1 PNG, as a screenshot. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const MESSAGE = 'Xbox says this code has already been used on another account.';

let counter = 0;
const uniqueEmail = () => `e2e-claims-${Date.now().toString(36)}-${process.pid}-${++counter}@keyshop.local`;
/** A client address of its own: sign-in is rate-limited per address, and the app trusts X-Forwarded-For. */
const clientAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
});

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

async function signInAsNewShopper(page: Page): Promise<string> {
  await open(page, '/');
  const account = { email: uniqueEmail(), password: PASSWORD };
  await signUpVerified(page.request, account, origin(page));
  return account.email;
}

/** The administrator, in a browser context of their own. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const page = await context.newPage();
  await signIn(page, ADMIN);
  return page;
}

async function productId(page: Page, name: string): Promise<string> {
  const { items } = (await (await page.request.get(`/api/products?search=${encodeURIComponent(name)}`)).json()) as { items: { id: string; name: string }[] };
  const product = items.find((item) => item.name === name);
  expect(product).toBeDefined();
  return (product as { id: string }).id;
}

/** A fresh key for the game, added as the admin does, so that a replacement is in stock. */
async function addKey(admin: Page, id: string) {
  const response = await admin.request.post(`/api/admin/products/${id}/keys`, { data: { keys: `E2E-CLAIM-${randomBytes(6).toString('hex').toUpperCase()}` }, headers: origin(admin) });
  expect(response.status()).toBe(200);
}

/** Buys one key of the game: checkout through the API, then Pay at the built-in gateway; answers the order number once it is delivered. */
async function buy(page: Page, id: string): Promise<string> {
  const checkout = await page.request.post('/api/checkout', { data: { items: [{ productId: id, quantity: 1 }], firstName: 'Thandi', lastName: 'Nkosi', deliveryConsent: true }, headers: origin(page) });
  expect(checkout.status()).toBe(201);
  const { orderNumber, payment } = (await checkout.json()) as { orderNumber: string; payment: { action: string; fields: [string, string][] } };
  const processed = await page.request.post(payment.action, { form: Object.fromEntries(payment.fields), maxRedirects: 0 });
  expect(processed.status()).toBe(303);
  const paid = await page.request.post(`${processed.headers().location}/complete`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/orders/${orderNumber}`)).json()) as { status: string }).status, { timeout: 20_000 })
    .toBe('completed');
  return orderNumber;
}

const keysSection = (page: Page) => page.getByRole('region', { name: 'Your keys', exact: true });

test.describe('key claims', () => {
  test('a customer reports a key with a screenshot and, once an admin replaces it, finds the new key on the order page', async ({ page, browser }) => {
    await signInAsNewShopper(page);
    const game = await productId(page, GAME);
    const orderNumber = await buy(page, game);

    await open(page, `/dashboard/orders/${orderNumber}`);
    const key = keysSection(page).getByRole('group', { name: `${GAME} key`, exact: true });
    await key.getByRole('button', { name: /^Reveal/ }).click();
    const oldCode = await key.getByLabel(`Key code for ${GAME}`).innerText();
    await expect(key.getByText(/You can report it until/)).toBeVisible();

    await key.getByRole('button', { name: /^Report a problem/ }).click();
    const dialog = page.getByRole('dialog', { name: `Report a problem with your ${GAME} key` });
    await expect(dialog).toBeVisible();
    // Too short a message is caught before anything is sent.
    await dialog.getByLabel('What happens when you activate the key?').fill('broken');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Tell us what happens when you activate the key: at least 10 characters.')).toBeVisible();
    await dialog.getByLabel('What happens when you activate the key?').fill(MESSAGE);
    await dialog.getByLabel(/^Screenshot/).setInputFiles({ name: 'error.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    await expect(key.getByText('Reported — we are looking into it', { exact: true })).toBeVisible();
    await expect(key.getByRole('button', { name: /^Report a problem/ })).toHaveCount(0);

    // The admin replaces it from the claim's page, with a key added to the stock.
    const admin = await adminPage(browser);
    await addKey(admin, game);
    await open(admin, '/admin');
    await admin.getByRole('link', { name: /^Key claims/ }).click();
    await expect(admin).toHaveURL(/\/admin\/claims$/);
    await expect(admin).toHaveTitle('Key Claims | Admin | Keyshop');
    const row = admin.getByRole('row').filter({ hasText: orderNumber });
    await expect(row.getByText('Open', { exact: true })).toBeVisible();
    await row.getByRole('link').click();
    await expect(admin.getByRole('heading', { level: 1, name: `${GAME} key claim` })).toBeVisible();
    await expect(admin.getByText(MESSAGE)).toBeVisible();
    const screenshot = admin.getByRole('img', { name: `Screenshot sent with the claim on ${GAME}` });
    await expect(screenshot).toBeVisible();
    await expect.poll(() => screenshot.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    await admin.getByRole('radio', { name: /^Replace the key/ }).check();
    await admin.getByRole('button', { name: 'Resolve claim' }).click();
    await expect(admin.getByRole('region', { name: 'Resolution' }).getByText(/^Replaced: the customer has a new key \(•+[A-Z0-9]{4}\) in the order and by e-mail; the old key is burned\.$/)).toBeVisible();
    await expect(admin.getByText('Replaced', { exact: true }).first()).toBeVisible();
    await admin.context().close();

    // The customer sees the outcome and the new key below the old one.
    await open(page, `/dashboard/orders/${orderNumber}`);
    const old = keysSection(page).getByRole('group', { name: `${GAME} key, no longer in use` });
    await expect(old.getByText('Replaced: your new key is below', { exact: true })).toBeVisible();
    const replacement = keysSection(page).getByRole('group', { name: `${GAME} key`, exact: true });
    await replacement.getByRole('button', { name: /^Reveal/ }).click();
    const newCode = await replacement.getByLabel(`Key code for ${GAME}`).innerText();
    expect(newCode).toMatch(/^[A-Z0-9-]{8,}$/);
    expect(newCode).not.toBe(oldCode);

    // The replacement mail is in the development mailbox.
    await expectMailInDevMailbox(browser, `Your replacement key for ${GAME}`);
  });

  test('an admin rejects a claim from /admin/claims with a reason the customer reads; a key past the window offers no report', async ({ page, browser }) => {
    await signInAsNewShopper(page);
    const game = await productId(page, GAME);
    const orderNumber = await buy(page, game);
    await open(page, `/dashboard/orders/${orderNumber}`);
    const key = keysSection(page).getByRole('group', { name: `${GAME} key`, exact: true });
    await key.getByRole('button', { name: /^Report a problem/ }).click();
    const dialog = page.getByRole('dialog', { name: `Report a problem with your ${GAME} key` });
    await dialog.getByLabel('What happens when you activate the key?').fill(MESSAGE);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(key.getByText('Reported — we are looking into it', { exact: true })).toBeVisible();

    const admin = await adminPage(browser);
    await open(admin, '/admin/claims');
    await admin.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: 'Open' }).click();
    await expect(admin).toHaveURL(/\/admin\/claims\?status=open$/);
    await expect(admin.getByRole('heading', { name: 'Open claims' })).toBeVisible();
    await admin.getByRole('row').filter({ hasText: orderNumber }).getByRole('link').click();
    await expect(admin.getByText('The customer sent no screenshot.')).toBeVisible();

    await admin.getByRole('button', { name: 'Resolve claim' }).click();
    await expect(admin.getByText('Choose how to resolve the claim.')).toBeVisible();
    await admin.getByRole('radio', { name: /^Reject the claim/ }).check();
    await admin.getByRole('button', { name: 'Resolve claim' }).click();
    await expect(admin.getByText('Tell the customer why: at least 5 characters.')).toBeVisible();
    const reason = 'This code was activated on another account before your report.';
    await admin.getByLabel('Reason for the customer').fill(reason);
    await admin.getByRole('button', { name: 'Resolve claim' }).click();
    const resolution = admin.getByRole('region', { name: 'Resolution' });
    await expect(resolution.getByText('Rejected: the customer has been told why by e-mail and on the order page.')).toBeVisible();
    await expect(resolution.getByText(`Reason given: ${reason}`)).toBeVisible();
    await expect(admin.getByRole('region', { name: /^Notifications/ }).getByText('Claim resolved')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Resolve claim' })).toHaveCount(0);

    await open(admin, '/admin/claims?status=rejected');
    await expect(admin.getByRole('row').filter({ hasText: orderNumber }).getByText('Rejected', { exact: true })).toBeVisible();
    await admin.context().close();

    // The customer reads the reason; the key is still theirs and may be reported again within the window.
    await open(page, `/dashboard/orders/${orderNumber}`);
    await expect(key.getByText(`Rejected: ${reason}`, { exact: true })).toBeVisible();
    await expect(key.getByRole('button', { name: /^Report a problem/ })).toBeVisible();

    // Past the window the report is not offered, and the page says why.
    const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/keyshop_e2e' });
    await db.connect();
    try {
      await db.query(`UPDATE product_keys SET delivered_at = now() - interval '49 hours' WHERE order_id = (SELECT id FROM orders WHERE order_number = $1)`, [orderNumber]);
    } finally {
      await db.end();
    }
    await open(page, `/dashboard/orders/${orderNumber}`);
    await expect(key.getByText(/^A key that does not work can be reported within 48 hours of its delivery; this one was delivered on /)).toBeVisible();
    await expect(key.getByRole('button', { name: /^Report a problem/ })).toHaveCount(0);
  });
});
