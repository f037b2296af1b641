import { randomBytes, randomInt } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { agreeToImmediateDelivery, open } from './shop.js';
import { signInAsAdmin } from './admin-session.js';
import { signUpVerified } from './dev-mailbox.js';

const PASSWORD = 'keyshop-e2e-7';
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/keyshop_e2e';
/**
 * The e2e app keeps the default FRAUD_REVIEW_FIRST_ORDER_CENTS (€200): a new shopper's first order of
 * a game at this price (€275 with the 10% service fee) is held for review once paid.
 */
const PRICE_CENTS = 25_000;
const HELD_REASON = 'First order of €275.00, above the €200.00 review limit';

let counter = 0;
const uniqueEmail = () => `e2e-after-sales-${Date.now().toString(36)}-${process.pid}-${++counter}@keyshop.local`;
/** A client address of its own: sign-in is rate-limited per address, and the app trusts X-Forwarded-For. */
const clientAddress = () => `198.19.${randomInt(256)}.${randomInt(1, 255)}`;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
});

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

/** A new account, signed in in this browser (signing up signs in); answers its credentials. */
async function signInAsNewShopper(page: Page): Promise<{ email: string; password: string }> {
  await open(page, '/');
  const account = { email: uniqueEmail(), password: PASSWORD };
  await signUpVerified(page.request, account, origin(page));
  return account;
}

/** The administrator, in a browser context of their own (in the given theme, else the default one). */
async function adminPage(browser: Browser, theme?: 'dark' | 'light'): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() }, reducedMotion: 'reduce' });
  if (theme) await context.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
  const page = await context.newPage();
  await open(page, '/');
  await signInAsAdmin(context, new URL(page.url()).origin);
  return page;
}

/** A game of this test's own (expensive unless told), with `keys` keys added as the admin does. */
async function newGame(admin: Page, keys: number, priceCents = PRICE_CENTS): Promise<{ id: string; name: string; slug: string }> {
  const suffix = randomBytes(4).toString('hex');
  const game = { name: `After-sales Test ${suffix}`, slug: `after-sales-test-${suffix}` };
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query(`INSERT INTO products (name, slug, price_cents, platform) VALUES ($1, $2, $3, 'PC') RETURNING id`, [game.name, game.slug, priceCents]);
    const codes = Array.from({ length: keys }, () => `E2E-HELD-${randomBytes(6).toString('hex').toUpperCase()}`);
    const response = await admin.request.post(`/api/admin/products/${rows[0].id}/keys`, { data: { keys: codes.join('\n') }, headers: origin(admin) });
    expect(response.status()).toBe(200);
    return { id: rows[0].id, ...game };
  } finally {
    await db.end();
  }
}

/** Buys the game in the browser: its page, checkout, Pay at the built-in sandbox gateway; answers the order number of the order, held for review. */
async function buyHeldOrderInBrowser(page: Page, game: { name: string; slug: string }): Promise<string> {
  await open(page, `/product/${game.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(game.name);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await open(page, '/checkout');
  await page.getByLabel('First Name').fill('Thandi');
  await page.getByLabel('Last Name').fill('Nkosi');
  await agreeToImmediateDelivery(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  const orderNumber = await page.locator('dt:text-is("Reference") + dd').innerText();
  expect(orderNumber).toMatch(/^KS-\d{4}-\d+$/);
  await page.getByRole('button', { name: 'Pay' }).click();
  // A held order is not told its keys are on their way: the payment page says it is under review.
  await expect(page.getByRole('heading', { name: 'Order under review' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toHaveCount(0);
  return orderNumber;
}

/** Checks out through the API and pays at the built-in gateway; answers the order number once it is `status` (paid, held: verified). */
async function buyThroughApi(page: Page, productId: string, status = 'verified', contact: Record<string, string> = {}): Promise<string> {
  const checkout = await page.request.post('/api/checkout', { data: { items: [{ productId, quantity: 1 }], firstName: 'Sipho', lastName: 'Dlamini', deliveryConsent: true, ...contact }, headers: origin(page) });
  expect(checkout.status()).toBe(201);
  const { orderNumber, payment } = (await checkout.json()) as { orderNumber: string; payment: { action: string; fields: [string, string][] } };
  const processed = await page.request.post(payment.action, { form: Object.fromEntries(payment.fields), maxRedirects: 0 });
  expect(processed.status()).toBe(303);
  const paid = await page.request.post(`${processed.headers().location}/complete`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/orders/${orderNumber}`)).json()) as { status: string }).status, { timeout: 20_000 })
    .toBe(status);
  return orderNumber;
}

/** The WCAG 2.1 A and AA violations axe rates serious or critical, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `[${violation.impact}] ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const reviewPanel = (page: Page) => page.getByRole('region', { name: 'Held for review', exact: true });
const customerSection = (page: Page) => page.getByRole('region', { name: 'Customer', exact: true });
/** The order page's status, as its header prints it ('Status Completed'). */
const orderStatus = (page: Page, status: string) => page.getByRole('main').locator('p', { hasText: new RegExp(`^Status\\s*${status}$`) });

test.describe('after-sales', () => {
  test("checkout fills in the last order's name, phone and country, so the same country is not held as a change", async ({ page, browser }) => {
    const admin = await adminPage(browser);
    const game = await newGame(admin, 2, 1_000);
    await signInAsNewShopper(page);
    await buyThroughApi(page, game.id, 'completed', { firstName: 'Amani', lastName: 'Otieno', phone: '+254 700 123 456', country: 'Kenya' });

    await open(page, `/product/${game.slug}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await open(page, '/checkout');
    await expect(page.getByLabel('First Name')).toHaveValue('Amani');
    await expect(page.getByLabel('Last Name')).toHaveValue('Otieno');
    await expect(page.getByLabel('Phone')).toHaveValue('+254 700 123 456');
    const country = page.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveValue('Kenya');
    await expect(country.getByRole('option').first()).toHaveText('South Africa');
    await agreeToImmediateDelivery(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
    const orderNumber = await page.locator('dt:text-is("Reference") + dd').innerText();

    const db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    try {
      const { rows } = await db.query(`SELECT country, review_reasons FROM orders WHERE order_number = $1`, [orderNumber]);
      expect(rows).toEqual([{ country: 'Kenya', review_reasons: [] }]);
    } finally {
      await db.end();
    }
  });

  test('a held order says it is under review, what comes next and how long it usually takes, on its page and in the orders list', async ({ page, browser }) => {
    const admin = await adminPage(browser);
    const game = await newGame(admin, 1);
    await signInAsNewShopper(page);
    const orderNumber = await buyThroughApi(page, game.id);
    await expect
      .poll(async () => ((await (await page.request.get(`/api/orders/${orderNumber}`)).json()) as { heldForReview: boolean }).heldForReview, { timeout: 20_000 })
      .toBe(true);

    await open(page, `/dashboard/orders/${orderNumber}`);
    await expect(orderStatus(page, 'Under review')).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'Order under review' });
    await expect(notice).toContainText('usually within one business day');
    await expect(notice).toContainText('refund your payment');
    await expect(page.getByText('Waiting for review')).toBeVisible();
    await expect(page.getByText('Being prepared')).toHaveCount(0);

    await open(page, '/dashboard?tab=orders');
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await expect(row.getByText('Under review')).toBeVisible();
    await expect(row.getByText('Verified')).toHaveCount(0);
  });

  test("a large first order is held until an admin approves it; then it is delivered to the customer's account", async ({ page, browser }) => {
    // A purchase in the browser, then a delivery the page follows.
    test.slow();
    const admin = await adminPage(browser);
    const game = await newGame(admin, 2);
    await signInAsNewShopper(page);
    const orderNumber = await buyHeldOrderInBrowser(page, game);

    await open(admin, `/admin/orders/${orderNumber}`);
    await expect(admin.getByRole('heading', { level: 1 })).toContainText(orderNumber);
    await expect(reviewPanel(admin)).toBeVisible();
    await expect(reviewPanel(admin).getByRole('listitem')).toHaveText([HELD_REASON]);
    await expect(admin.getByRole('region', { name: 'Delivered keys' }).getByText('No key delivered yet.')).toBeVisible();

    await reviewPanel(admin).getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Order approved', { exact: true })).toBeVisible();
    await expect(reviewPanel(admin)).toHaveCount(0);
    // The page follows the delivery by itself.
    await expect(orderStatus(admin, 'Completed')).toBeVisible({ timeout: 20_000 });
    await expect(admin.getByRole('region', { name: 'Delivered keys' }).getByText(game.name, { exact: true })).toBeVisible();

    // The approval is in the audit log, in words.
    await open(admin, '/admin/audit');
    const entry = admin.getByRole('row').filter({ hasText: 'Held order approved' }).filter({ hasText: orderNumber });
    await expect(entry).toContainText(`Held because: ${HELD_REASON.charAt(0).toLowerCase()}${HELD_REASON.slice(1)}`);

    await open(page, `/dashboard/orders/${orderNumber}`);
    await expect(orderStatus(page, 'Completed')).toBeVisible();
    const keys = page.getByRole('region', { name: 'Your keys', exact: true });
    await expect(keys.getByRole('group', { name: `${game.name} key`, exact: true })).toBeVisible();
    await expect(keys.getByRole('button', { name: /^Reveal/ })).toBeVisible();
  });

  test('a held order cancelled with the account suspended: the customer cannot sign in until the suspension is lifted', async ({ page, browser }) => {
    const admin = await adminPage(browser);
    const game = await newGame(admin, 1);
    const account = await signInAsNewShopper(page);
    const orderNumber = await buyThroughApi(page, game.id);

    await open(admin, `/admin/orders/${orderNumber}`);
    await expect(reviewPanel(admin).getByRole('listitem')).toHaveText([HELD_REASON]);
    await expect(customerSection(admin).getByRole('button', { name: 'Suspend account' })).toBeVisible();

    await reviewPanel(admin).getByRole('button', { name: 'Cancel order' }).click();
    const dialog = admin.getByRole('dialog', { name: `Cancel order ${orderNumber}` });
    await expect(dialog).toBeVisible();
    // The reason is required.
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog.getByText('Say why the order is cancelled.', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Reason')).toBeFocused();
    await dialog.getByLabel('Reason').fill('Card reported stolen');
    await dialog.getByRole('checkbox', { name: "Also suspend this customer's account" }).check();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByText('Order cancelled', { exact: true })).toBeVisible();
    await expect(orderStatus(admin, 'Cancelled')).toBeVisible();
    await expect(reviewPanel(admin)).toHaveCount(0);
    await expect(customerSection(admin).getByText(/^Account suspended since .* UTC$/)).toBeVisible();

    // The customer's sessions are over, and signing in again is refused with the reason.
    await page.context().clearCookies();
    await open(page, '/auth');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'This account is suspended' });
    await expect(refusal).toContainText(`This account is suspended: order ${orderNumber} cancelled after review: Card reported stolen. If you think this is a mistake, write to`);
    await expect(page).toHaveURL(/\/auth$/);

    // Lifted, the account signs in again.
    await customerSection(admin).getByRole('button', { name: 'Lift suspension' }).click();
    await expect(admin.getByText('Suspension lifted', { exact: true })).toBeVisible();
    await expect(customerSection(admin).getByRole('button', { name: 'Suspend account' })).toBeVisible();
    await expect(customerSection(admin).getByText(/^Account suspended since/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth/);
  });

  test('an admin suspends an account from an order page, with a reason', async ({ page, browser }) => {
    const admin = await adminPage(browser);
    const game = await newGame(admin, 1);
    const account = await signInAsNewShopper(page);
    const orderNumber = await buyThroughApi(page, game.id);

    await open(admin, `/admin/orders/${orderNumber}`);
    await customerSection(admin).getByRole('button', { name: 'Suspend account' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Suspend this account' });
    await expect(dialog).toContainText(account.email);
    await dialog.getByLabel('Reason').fill('Chargeback');
    await dialog.getByRole('button', { name: 'Suspend account' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByText('Account suspended', { exact: true })).toBeVisible();
    await expect(customerSection(admin).getByText(/^Account suspended since .* UTC$/)).toBeVisible();

    const refused = await page.request.post('/api/auth/token?grant_type=password', { data: account, headers: origin(page) });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toContain('This account is suspended: Chargeback.');
  });

  test("a line refunded as a duplicate shows on the customer's order page and in the credit history", async ({ page, browser }) => {
    const admin = await adminPage(browser);
    const game = await newGame(admin, 1, 1500);
    await signInAsNewShopper(page);
    const orderNumber = await buyThroughApi(page, game.id, 'completed');
    const refund = await admin.request.post(`/api/admin/orders/${orderNumber}/refunds`, { data: { productId: game.id, method: 'credit' }, headers: origin(admin) });
    expect(refund.status()).toBe(201);

    await open(page, `/dashboard/orders/${orderNumber}`);
    const line = page.getByRole('region', { name: 'Items', exact: true }).getByRole('row').filter({ hasText: game.name });
    await expect(line.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(line.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} UTC$/)).toBeVisible();

    await open(page, '/dashboard?tab=credits');
    const entry = page.getByRole('listitem').filter({ hasText: 'Refund of a duplicate purchase' });
    await expect(entry).toContainText('+€15.00');
  });

  test('a payment that arrives after its order expired and its key was sold waits for stock; after a day the admin refunds it to store credit', async ({ page, browser }) => {
    const admin = await adminPage(browser);
    const game = await newGame(admin, 1, 1500);
    const db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    try {
      // The late buyer checks out and reaches the gateway, but pays only after the order expired.
      await signInAsNewShopper(page);
      const checkout = await page.request.post('/api/checkout', { data: { items: [{ productId: game.id, quantity: 1 }], firstName: 'Lerato', deliveryConsent: true }, headers: origin(page) });
      expect(checkout.status()).toBe(201);
      const { orderNumber, totalCents, payment } = (await checkout.json()) as { orderNumber: string; totalCents: number; payment: { action: string; fields: [string, string][] } };
      const gateway = await page.request.post(payment.action, { form: Object.fromEntries(payment.fields), maxRedirects: 0 });
      expect(gateway.status()).toBe(303);
      await db.query(`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE order_number = $1`, [orderNumber]);
      const stage = async () => (await db.query<{ status: string; awaiting_stock_since: Date | null }>(`SELECT status, awaiting_stock_since FROM orders WHERE order_number = $1`, [orderNumber])).rows[0];
      await expect.poll(async () => (await stage()).status, { timeout: 20_000 }).toBe('cancelled');

      // Somebody else buys the only key, then the late payment arrives.
      const rival = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })).newPage();
      await signInAsNewShopper(rival);
      await buyThroughApi(rival, game.id, 'completed');
      await rival.context().close();
      expect((await page.request.post(`${gateway.headers().location}/complete`, { maxRedirects: 0 })).status()).toBe(303);
      await expect.poll(async () => Boolean((await stage()).awaiting_stock_since), { timeout: 20_000 }).toBe(true);

      const panel = admin.getByRole('region', { name: /^Paid, waiting for stock since / });
      await open(admin, `/admin/orders/${orderNumber}`);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Refund to store credit' })).toBeDisabled();
      await expect(panel.getByText(/^Possible from /)).toBeVisible();
      expect(await seriousViolations(admin), 'the awaiting-stock panel').toEqual([]);

      // A day later the refund is allowed.
      await db.query(`UPDATE orders SET awaiting_stock_since = now() - interval '25 hours' WHERE order_number = $1`, [orderNumber]);
      await open(admin, `/admin/orders/${orderNumber}`);
      await panel.getByRole('button', { name: 'Refund to store credit' }).click();
      await expect(panel.getByText(`Refund €${(totalCents / 100).toFixed(2)} to the customer's store credit and cancel ${orderNumber}? Its keys go back on sale.`)).toBeVisible();
      await panel.getByRole('button', { name: `Yes, refund €${(totalCents / 100).toFixed(2)}` }).click();
      await expect(admin.getByText('Refunded to store credit', { exact: true }).first()).toBeVisible();
      await expect(panel).toHaveCount(0);
      await admin.context().close();

      expect(await stage()).toEqual({ status: 'cancelled', awaiting_stock_since: null });
      // The late buyer finds all they paid as store credit.
      await open(page, '/dashboard?tab=credits');
      const entry = page.getByRole('listitem').filter({ hasText: `Refund for order ${orderNumber} (no stock)` });
      await expect(entry).toContainText(`+€${(totalCents / 100).toFixed(2)}`);
    } finally {
      await db.end();
    }
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`the review panel, the cancel dialog and a suspended customer pass axe in the ${theme} theme`, async ({ page, browser }) => {
      // Three axe runs on a full admin page.
      test.slow();
      const admin = await adminPage(browser, theme);
      const game = await newGame(admin, 1);
      await signInAsNewShopper(page);
      const orderNumber = await buyThroughApi(page, game.id);

      await open(admin, `/admin/orders/${orderNumber}`);
      await expect(admin.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(reviewPanel(admin)).toBeVisible();
      expect(await seriousViolations(admin), 'the held order').toEqual([]);

      await reviewPanel(admin).getByRole('button', { name: 'Cancel order' }).click();
      const dialog = admin.getByRole('dialog', { name: `Cancel order ${orderNumber}` });
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await expect(dialog.getByText('Say why the order is cancelled.', { exact: true })).toBeVisible();
      expect(await seriousViolations(admin), 'the cancel dialog').toEqual([]);
      await dialog.getByRole('button', { name: 'Keep the order' }).click();
      await expect(dialog).toBeHidden();

      await customerSection(admin).getByRole('button', { name: 'Suspend account' }).click();
      const suspend = admin.getByRole('dialog', { name: 'Suspend this account' });
      await suspend.getByLabel('Reason').fill('Chargeback');
      await suspend.getByRole('button', { name: 'Suspend account' }).click();
      await expect(customerSection(admin).getByText(/^Account suspended since/)).toBeVisible();
      expect(await seriousViolations(admin), 'the suspended customer').toEqual([]);
    });
  }
});
