import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { signInAsAdmin } from './admin-session.js';
import { signUpVerified } from './dev-mailbox.js';
import { ADMIN, open } from './shop.js';

const PASSWORD = 'keyshop-e2e-7';
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/keyshop_e2e';

let counter = 0;
const uniqueEmail = () => `e2e-refunds-${Date.now().toString(36)}-${process.pid}-${++counter}@keyshop.local`;
/** A client address of its own: sign-in is rate-limited per address, and the app trusts X-Forwarded-For. */
const clientAddress = () => `198.17.${randomInt(256)}.${randomInt(1, 255)}`;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
});

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

async function signInAsNewShopper(page: Page): Promise<void> {
  await open(page, '/');
  await signUpVerified(page.request, { email: uniqueEmail(), password: PASSWORD }, origin(page));
}

/** The administrator, in a browser context of their own. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const page = await context.newPage();
  await open(page, '/');
  await signInAsAdmin(context, new URL(page.url()).origin);
  return page;
}

/** A game of this test's own (so no other test's sales move its stock), with `keys` keys added as the admin does. */
async function newGame(admin: Page, keys: number, priceCents: number): Promise<{ id: string; name: string }> {
  const suffix = randomBytes(4).toString('hex');
  const name = `Refund Test ${suffix}`;
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query(`INSERT INTO products (name, slug, price_cents, platform) VALUES ($1, $2, $3, 'PC') RETURNING id`, [name, `refund-test-${suffix}`, priceCents]);
    const codes = Array.from({ length: keys }, () => `E2E-REFUND-${randomBytes(6).toString('hex').toUpperCase()}`);
    const response = await admin.request.post(`/api/admin/products/${rows[0].id}/keys`, { data: { keys: codes.join('\n') }, headers: origin(admin) });
    expect(response.status()).toBe(200);
    return { id: rows[0].id, name };
  } finally {
    await db.end();
  }
}

type PaymentForm = { action: string; fields: [string, string][] };

/** Pays with the order's payment form at the built-in gateway, as the shopper's browser does: the form, then Pay. */
async function pay(page: Page, payment: PaymentForm): Promise<void> {
  const processed = await page.request.post(payment.action, { form: Object.fromEntries(payment.fields), maxRedirects: 0 });
  expect(processed.status()).toBe(303);
  const paid = await page.request.post(`${processed.headers().location}/complete`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

/** Checks out through the API and pays at the built-in gateway; answers the order number and its payment form once it is delivered. */
/**
 * Checks out through the API and pays at the built-in gateway; answers the order number once it is
 * delivered, and a way to open another payment of the same order (the checkout sent again with its
 * idempotency key, as a second tab would).
 */
async function buyWithPayment(page: Page, productId: string, quantity: number): Promise<{ orderNumber: string; anotherPayment: () => Promise<PaymentForm> }> {
  const checkOut = () =>
    page.request.post('/api/checkout', {
      data: { items: [{ productId, quantity }], firstName: 'Thandi', lastName: 'Nkosi', deliveryConsent: true },
      headers: { ...origin(page), 'idempotency-key': idempotencyKey },
    });
  const idempotencyKey = randomUUID();
  const checkout = await checkOut();
  expect(checkout.status()).toBe(201);
  const { orderNumber, payment } = (await checkout.json()) as { orderNumber: string; payment: PaymentForm };
  await pay(page, payment);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/orders/${orderNumber}`)).json()) as { status: string }).status, { timeout: 20_000 })
    .toBe('completed');
  const anotherPayment = async () => ((await (await checkOut()).json()) as { payment: PaymentForm }).payment;
  return { orderNumber, anotherPayment };
}

async function buy(page: Page, productId: string, quantity: number): Promise<string> {
  return (await buyWithPayment(page, productId, quantity)).orderNumber;
}

const refundsSection = (page: Page) => page.getByRole('region', { name: 'Refunds', exact: true });
const lowStockSection = (page: Page) => page.getByRole('region', { name: /^Low stock/ });
const lineOf = (page: Page, name: string) => refundsSection(page).getByRole('listitem').filter({ hasText: name });

test.describe('admin refunds', () => {
  test('an admin sees a game fall below its threshold, then refunds a duplicate purchase of it to store credit', async ({ page, browser }) => {
    const admin = await adminPage(browser);
    const game = await newGame(admin, 6, 1299);
    await signInAsNewShopper(page);
    const orderNumber = await buy(page, game.id, 2);

    // Two of six keys sold: four left, below the default threshold of five.
    await open(admin, '/admin');
    await expect(lowStockSection(admin).getByRole('link', { name: game.name })).toBeVisible();
    await expect(lowStockSection(admin).getByRole('listitem').filter({ hasText: game.name })).toContainText('4 keys left · alert below 5');

    await open(admin, `/admin/orders/${orderNumber}`);
    await expect(admin.getByRole('heading', { level: 1 })).toContainText(orderNumber);
    await lineOf(admin, game.name).getByRole('button', { name: `Refund ${game.name}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Refund ${game.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Its 2 keys are burned \(the delivery mail carried them, so they are never sold again\)/)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /^Store credit, at once/ })).toBeChecked();
    await dialog.getByLabel(/^Reason/).fill('Bought twice by mistake');
    await dialog.getByRole('button', { name: 'Refund €25.98' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByText('Line refunded', { exact: true })).toBeVisible();
    await expect(lineOf(admin, game.name).getByText('Refunded as store credit', { exact: true })).toBeVisible();
    await expect(lineOf(admin, game.name).getByRole('button', { name: `Refund ${game.name}` })).toHaveCount(0);
    await expect(admin.getByRole('region', { name: 'Delivered keys' }).getByText('No key delivered yet.')).toBeVisible();

    // The customer has the credit; the mailed keys are burned, not back on sale: the game is still low.
    const credits = (await (await page.request.get('/api/me/credits')).json()) as { balanceCents: number };
    expect(credits.balanceCents).toBe(2598);
    await open(admin, '/admin');
    await expect(lowStockSection(admin).getByRole('listitem').filter({ hasText: game.name })).toContainText('4 keys left · alert below 5');

    // Two new keys bring it back to six: it is no longer low.
    const restock = await admin.request.post(`/api/admin/products/${game.id}/keys`, { data: { keys: ['A', 'B'].map((n) => `E2E-RESTOCK-${n}-${randomBytes(6).toString('hex').toUpperCase()}`).join('\n') }, headers: origin(admin) });
    expect(restock.status()).toBe(200);
    await open(admin, '/admin');
    await expect(lowStockSection(admin)).toBeVisible();
    await expect(lowStockSection(admin).getByRole('link', { name: game.name })).toHaveCount(0);

    // Raising the threshold above the six keys in stock puts the game back on the list.
    await open(admin, `/admin/products?search=${encodeURIComponent(game.name)}`);
    await admin.getByRole('button', { name: `Edit ${game.name}` }).click();
    const edit = admin.getByRole('dialog', { name: `Edit ${game.name}` });
    await expect(edit.getByLabel('Low-stock alert below (keys)')).toHaveValue('5');
    await edit.getByLabel('Low-stock alert below (keys)').fill('ten');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByText('Enter a whole number of keys from 0 to 10,000; 0 turns the alert off.')).toBeVisible();
    await edit.getByLabel('Low-stock alert below (keys)').fill('8');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(admin.getByRole('row').filter({ hasText: game.name })).toContainText('Low: below 8');
    await open(admin, '/admin');
    await expect(lowStockSection(admin).getByRole('listitem').filter({ hasText: game.name })).toContainText('6 keys left · alert below 8');
  });

  test('a line with a revealed key offers no refund; a gateway refund waits until the admin marks it done', async ({ page, browser }) => {
    const admin = await adminPage(browser);
    const revealed = await newGame(admin, 1, 1500);
    const duplicate = await newGame(admin, 1, 2000);
    await signInAsNewShopper(page);
    const first = await buy(page, revealed.id, 1);
    const order = (await (await page.request.get(`/api/orders/${first}`)).json()) as { keys: { id: string }[] };
    const reveal = await page.request.post(`/api/orders/${first}/keys/${order.keys[0].id}/reveal`, { headers: origin(page) });
    expect(reveal.status()).toBe(200);

    await open(admin, `/admin/orders/${first}`);
    await expect(lineOf(admin, revealed.name)).toContainText(/A key was revealed .* UTC: it cannot be refunded as a duplicate\./);
    await expect(lineOf(admin, revealed.name).getByRole('button')).toHaveCount(0);

    const second = await buy(page, duplicate.id, 1);
    await open(admin, `/admin/orders/${second}`);
    await lineOf(admin, duplicate.name).getByRole('button', { name: `Refund ${duplicate.name}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Refund ${duplicate.name}` });
    await dialog.getByRole('radio', { name: /^Back to the payment, at PayFast/ }).check();
    await dialog.getByRole('button', { name: 'Refund €20.00' }).click();
    await expect(dialog).toBeHidden();
    const line = lineOf(admin, duplicate.name);
    await expect(line.getByText('Awaiting your refund at PayFast', { exact: true })).toBeVisible();
    await expect(line).toContainText('R 410.00 to refund at PayFast');

    await line.getByRole('button', { name: 'Mark refunded at PayFast' }).click();
    await line.getByRole('button', { name: 'Yes, it is refunded' }).click();
    await expect(line.getByText('Refunded at PayFast', { exact: true })).toBeVisible();
    expect(((await (await page.request.get('/api/me/credits')).json()) as { balanceCents: number }).balanceCents).toBe(0);
  });

  test('a second payment of a paid order is shown as a payment to refund, with its amount, until the admin marks it refunded', async ({ page, browser }) => {
    const admin = await adminPage(browser);
    const game = await newGame(admin, 1, 1000);
    await signInAsNewShopper(page);
    const { orderNumber, anotherPayment } = await buyWithPayment(page, game.id, 1);
    // The shopper pays the same order again, from another tab.
    await pay(page, await anotherPayment());

    await open(admin, `/admin/orders/${orderNumber}`);
    const toRefund = admin.getByRole('region', { name: 'Payments to refund' });
    await expect(toRefund).toContainText('The customer paid this order more than once: refund R 225.50 at PayFast');
    const row = toRefund.getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('R 225.50');
    await expect(row.getByText('To refund', { exact: true })).toBeVisible();

    await open(admin, '/admin/orders');
    await expect(admin.getByRole('row').filter({ hasText: orderNumber })).toContainText('R 225.50 to refund');

    await open(admin, `/admin/orders/${orderNumber}`);
    await row.getByRole('button', { name: /^Mark payment .* refunded$/ }).click();
    await toRefund.getByRole('button', { name: 'Yes, it is refunded' }).click();
    await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(toRefund).toContainText('every extra payment is refunded');
    await expect(row).toContainText(`by ${ADMIN.email}`);
  });
});
