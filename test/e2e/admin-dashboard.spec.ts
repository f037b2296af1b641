import { randomBytes, randomInt } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { signInAsAdmin } from './admin-session.js';
import { signUpVerified } from './dev-mailbox.js';
import { formatEur } from '../../src/common/money.js';
import { expectAccessibleInBothThemes } from './accessibility-check.js';
import { open } from './shop.js';

const PASSWORD = 'keyshop-e2e-7';
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/keyshop_e2e';
/** The e2e app keeps the default review limit: a first order above €200 is held for review once paid. */
const HELD_PRICE_CENTS = 25_000;

let counter = 0;
const uniqueEmail = () => `e2e-dashboard-${Date.now().toString(36)}-${process.pid}-${++counter}@keyshop.local`;
/** A client address of its own: sign-in is rate-limited per address, and the app trusts X-Forwarded-For. */
const clientAddress = () => `198.23.${randomInt(256)}.${randomInt(1, 255)}`;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
});

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

interface Totals {
  orders: number;
  revenueCents: number;
  averageOrderCents: number;
  newCustomers: number;
}
interface Dashboard {
  totals: Totals;
  series: { start: string; orders: number; revenueCents: number; newCustomers: number }[];
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await open(page, '/');
  await signInAsAdmin(context, new URL(page.url()).origin);
  return page;
}

async function signInAsNewShopper(page: Page): Promise<void> {
  await open(page, '/');
  await signUpVerified(page.request, { email: uniqueEmail(), password: PASSWORD }, origin(page));
}

/** A game of this test's own at `priceCents`, with `keys` keys added as the admin does. */
async function newGame(admin: Page, priceCents: number, keys = 3): Promise<{ id: string; name: string }> {
  const name = `Dashboard Test ${randomBytes(4).toString('hex')}`;
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query(`INSERT INTO products (name, slug, price_cents, platform) VALUES ($1, $2, $3, 'PC') RETURNING id`, [name, name.toLowerCase().replace(/ /g, '-'), priceCents]);
    const codes = Array.from({ length: keys }, () => `E2E-DASH-${randomBytes(6).toString('hex').toUpperCase()}`);
    const response = await admin.request.post(`/api/admin/products/${rows[0].id}/keys`, { data: { keys: codes.join('\n') }, headers: origin(admin) });
    expect(response.status()).toBe(200);
    return { id: rows[0].id, name };
  } finally {
    await db.end();
  }
}

/** Checks out through the API and pays at the built-in gateway; answers the order once it is `status`. */
async function buy(page: Page, productId: string, quantity: number, status: string): Promise<{ orderNumber: string; totalCents: number }> {
  const checkout = await page.request.post('/api/checkout', { data: { items: [{ productId, quantity }], firstName: 'Sipho', lastName: 'Dlamini', deliveryConsent: true }, headers: origin(page) });
  expect(checkout.status()).toBe(201);
  const { orderNumber, totalCents, payment } = (await checkout.json()) as { orderNumber: string; totalCents: number; payment: { action: string; fields: [string, string][] } };
  const processed = await page.request.post(payment.action, { form: Object.fromEntries(payment.fields), maxRedirects: 0 });
  expect(processed.status()).toBe(303);
  const paid = await page.request.post(`${processed.headers().location}/complete`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect.poll(async () => ((await (await page.request.get(`/api/orders/${orderNumber}`)).json()) as { status: string }).status, { timeout: 20_000 }).toBe(status);
  return { orderNumber, totalCents };
}

const todayFigures = async (admin: Page): Promise<Dashboard> => (await (await admin.request.get('/api/admin/dashboard?period=today')).json()) as Dashboard;

test("the dashboard adds up today's paid orders, shows them as charts and as a table, and is accessible in both themes", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  const cheap = await newGame(admin, 1000);
  const dear = await newGame(admin, 2500);
  // What other tests of the run already sold today: this test's orders come on top.
  const before = await todayFigures(admin);

  await signInAsNewShopper(page);
  const first = await buy(page, cheap.id, 1, 'completed');
  const second = await buy(page, dear.id, 1, 'completed');
  expect([first.totalCents, second.totalCents]).toEqual([1100, 2750]);

  const orders = before.totals.orders + 2;
  const revenueCents = before.totals.revenueCents + 3850;
  await open(admin, '/admin?period=today');
  const sales = admin.getByRole('region', { name: 'Sales: today' });
  await expect(sales.locator('[data-figure="revenue"]')).toHaveText(formatEur(revenueCents));
  await expect(sales.locator('[data-figure="orders"]')).toHaveText(String(orders));
  await expect(sales.locator('[data-figure="average"]')).toHaveText(formatEur(Math.round(revenueCents / orders)));
  await expect(admin.getByRole('link', { name: 'Today', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(sales.getByRole('img', { name: /^Revenue per hour, a chart/ })).toBeVisible();

  // The same figures as a table, for screen readers and for anyone who wants the numbers.
  const toggle = sales.getByRole('button', { name: 'Show as a table' });
  await toggle.click();
  await expect(sales.getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
  const table = sales.getByRole('table', { name: 'Sales per hour: today, oldest first' });
  const hour = new Date().getUTCHours();
  const ours = before.series[hour];
  const row = table.getByRole('row', { name: new RegExp(`^${String(hour).padStart(2, '0')}:00`) });
  // innerText: what is shown, without the names a phone's card gives each value (hidden on wide screens).
  await expect(row.getByRole('cell').nth(0)).toHaveText(formatEur(ours.revenueCents + 3850), { useInnerText: true });
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(ours.orders + 2), { useInnerText: true });
  await expect(table.getByRole('row')).toHaveCount(25);

  // A period is a link: the last 30 days hold today's orders too.
  await admin.getByRole('link', { name: '30 days', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\?period=30d$/);
  await expect(admin.getByRole('region', { name: 'Sales: the last 30 days' })).toBeVisible();

  await open(admin, '/admin?period=today');
  await admin.getByRole('region', { name: 'Sales: today' }).getByRole('button', { name: 'Show as a table' }).click();
  await expectAccessibleInBothThemes(admin);
  await admin.context().close();
});

test('a held order is listed as held for review, its filter and the dashboard lead to it, and its lines unfold in the list', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser);
  const game = await newGame(admin, HELD_PRICE_CENTS, 1);
  await signInAsNewShopper(page);
  const { orderNumber } = await buy(page, game.id, 1, 'verified');

  // The dashboard's count of held orders links to the list of exactly those.
  await open(admin, '/admin');
  const needs = admin.getByRole('region', { name: 'Needs action' });
  await needs.getByRole('link', { name: /^Held for review/ }).click();
  await expect(admin).toHaveURL(/\/admin\/orders\?stage=held_for_review$/);
  await expect(admin.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: 'Held for review' })).toHaveAttribute('aria-current', 'page');
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: orderNumber }) });
  await expect(row.getByText('Held for review', { exact: true })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Orders: held for review' })).toBeVisible();

  // In the whole list it shows the same, never a plain "Verified".
  await open(admin, '/admin/orders');
  await expect(row.getByText('Held for review', { exact: true })).toBeVisible();
  await expect(row.getByText('Verified', { exact: true })).toHaveCount(0);

  // Its lines unfold under the row, without opening the order.
  const disclosure = row.getByRole('button', { name: `Lines of order ${orderNumber}` });
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await disclosure.click();
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  const lines = admin.getByRole('list', { name: `Lines of order ${orderNumber}` });
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(lines).toContainText(game.name);
  await expect(lines).toContainText(`1 × ${formatEur(HELD_PRICE_CENTS)}`);
  await expect(admin).toHaveURL(/\/admin\/orders$/);
  await disclosure.click();
  await expect(lines).toHaveCount(0);
  await admin.context().close();
});
