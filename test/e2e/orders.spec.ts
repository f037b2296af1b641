import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectMailInDevMailbox, signUpVerified } from './dev-mailbox.js';
import { ADMIN, agreeToImmediateDelivery, restock, setDelivery, open, signIn } from './shop.js';

const PASSWORD = 'keyshop-e2e-7';
/** A game the demo seed stocks with several keys, without Steam; and a Steam game this file makes a Steam gift, then a key again. */
const XBOX_GAME = 'Halo Infinite';
const STEAM_GIFT = { name: 'Palworld', slug: 'palworld' };
const STEAM_TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEfGh';

let counter = 0;
/** An e-mail address no other test (nor an earlier run) has used. */
const uniqueEmail = () => `e2e-orders-${Date.now().toString(36)}-${process.pid}-${++counter}@keyshop.local`;

// Sign-in is rate-limited per client address: each test comes from an address of its own, as the
// app trusts X-Forwarded-For from its proxy.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${randomInt(256)}.${randomInt(1, 255)}` });
});

/** A new account of its own, made through the API, and the browser signed in with it. */
async function signInAsNewShopper(page: Page, request: APIRequestContext): Promise<string> {
  const account = { email: uniqueEmail(), password: PASSWORD };
  await signUpVerified(request, account);
  await signIn(page, account);
  return account.email;
}

/** Adds a game to the cart from its card in the store. */
async function addFromStore(page: Page, name: string) {
  await open(page, `/products?search=${encodeURIComponent(name)}`);
  const card = page.getByRole('region', { name: 'Results' }).getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByRole('button', { name: 'Added' })).toBeVisible();
}

/** Buys one game through checkout and the built-in sandbox gateway; answers the order number. */
async function buy(page: Page, name: string, steamTradeUrl?: string): Promise<string> {
  await addFromStore(page, name);
  await open(page, '/checkout');
  await page.getByLabel('First Name').fill('Thandi');
  await page.getByLabel('Last Name').fill('Nkosi');
  if (steamTradeUrl) await page.getByLabel('Steam Trade URL').fill(steamTradeUrl);
  await agreeToImmediateDelivery(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  const orderNumber = await page.locator('dt:text-is("Reference") + dd').innerText();
  expect(orderNumber).toMatch(/^KS-\d{4}-\d+$/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 15_000 });
  return orderNumber;
}

/** Fulfilment runs in the background: the order reaches `status` within a few seconds. */
async function waitForStatus(page: Page, orderNumber: string, status: string) {
  await expect
    .poll(async () => ((await (await page.request.get(`/api/orders/${orderNumber}`)).json()) as { status: string }).status, { timeout: 20_000 })
    .toBe(status);
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('order pages', () => {
  test('a shopper opens a paid order, reveals its key and finds the delivery mail', async ({ page, request, browser }) => {
    await signInAsNewShopper(page, request);
    const orderNumber = await buy(page, XBOX_GAME);
    await waitForStatus(page, orderNumber, 'completed');

    await open(page, '/dashboard?tab=orders');
    await page.getByRole('link', { name: orderNumber }).first().click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderNumber}$`));
    await expect(page).toHaveTitle(`Order ${orderNumber} | Keyshop`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(orderNumber);
    await expect(page.getByRole('main').getByText('Completed', { exact: true }).first()).toBeVisible();

    const items = section(page, 'Items');
    await expect(items.getByRole('rowheader', { name: XBOX_GAME })).toBeVisible();
    await expect(items.getByRole('cell', { name: 'Xbox' })).toBeVisible();
    const summary = section(page, 'Summary');
    await expect(summary.getByText('Subtotal')).toBeVisible();
    await expect(summary.getByText('Service fee')).toBeVisible();
    await expect(summary.getByText(/^R [\d ]+\.\d{2} charged in ZAR$/)).toBeVisible();
    await expect(section(page, 'Status history').getByText('Order placed', { exact: true })).toBeVisible();
    await expect(section(page, 'Status history').getByText('Payment confirmed', { exact: true })).toBeVisible();

    const keys = section(page, 'Your keys');
    const key = keys.getByRole('group', { name: `${XBOX_GAME} key` });
    await expect(key.getByText(/•{4,}[A-Z0-9]{4}$/)).toBeVisible();
    await expect(keys.getByText(/Revealing a key is recorded/)).toBeVisible();

    await key.getByRole('button', { name: /^Reveal/ }).click();
    const code = key.getByLabel(`Key code for ${XBOX_GAME}`);
    await expect(code).toHaveText(/^[A-Z0-9-]{8,}$/);
    await expect(key.getByRole('button', { name: /^Copy/ })).toBeVisible();
    await expect(key.getByText(/^Revealed /)).toBeVisible();

    await page.getByRole('link', { name: 'Back to my orders' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=orders$/);

    // The delivery mail is in the development mailbox.
    await expectMailInDevMailbox(browser, `Your keys for order ${orderNumber}`);

    // Somebody else gets the 404 page for the same address.
    const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(256)}.${randomInt(1, 255)}` } });
    const stranger = await other.newPage();
    await signInAsNewShopper(stranger, other.request);
    const response = await stranger.goto(`/dashboard/orders/${orderNumber}`);
    expect(response?.status()).toBe(404);
    await expect(stranger.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(stranger.getByText(XBOX_GAME)).toHaveCount(0);
    await other.close();
  });

  test('a signed-out visitor signs in first', async ({ page }) => {
    await open(page, '/dashboard/orders/KS-2026-000001');
    await expect(page).toHaveURL(/\/auth\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/orders/KS-2026-000001');
  });

  test('the admin lists orders and completes an order with a Steam gift once its trade offer is sent', async ({ page, request, browser, baseURL }) => {
    await restock(baseURL as string, STEAM_GIFT.slug, 1);
    await setDelivery(baseURL as string, STEAM_GIFT.slug, { deliveryKind: 'steam_gift', activationPlatform: null });
    const shopper = await signInAsNewShopper(page, request);
    let orderNumber: string;
    try {
      orderNumber = await buy(page, STEAM_GIFT.name, STEAM_TRADE_URL);
    } finally {
      // Other journeys buy it as a key; the order keeps the kind it was bought with.
      await setDelivery(baseURL as string, STEAM_GIFT.slug, { deliveryKind: 'key', activationPlatform: 'Steam' });
    }
    await waitForStatus(page, orderNumber, 'processing');

    await open(page, `/dashboard/orders/${orderNumber}`);
    await expect(section(page, 'Your keys').getByText('Our team sends it as a Steam trade offer')).toBeVisible();

    const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.20.${randomInt(256)}.${randomInt(1, 255)}` } });
    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN);
    await open(admin, '/admin');
    await admin.getByRole('link', { name: /^Orders/ }).click();
    await expect(admin).toHaveURL(/\/admin\/orders$/);
    await expect(admin).toHaveTitle('Orders | Admin | Keyshop');
    await expect(admin.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: orderNumber }) });
    await expect(row).toBeVisible();
    await expect(row.getByText(shopper)).toBeVisible();
    await expect(row.getByText('Waiting for a manual step')).toBeVisible();

    // The filter lives in the URL.
    await admin.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: 'Completed' }).click();
    await expect(admin).toHaveURL(/\/admin\/orders\?status=completed$/);
    await expect(admin.getByRole('heading', { name: 'Orders: completed' })).toBeVisible();
    await expect(admin.getByRole('link', { name: orderNumber })).toHaveCount(0);
    await admin.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: 'Processing' }).click();
    await expect(admin).toHaveURL(/\/admin\/orders\?status=processing$/);

    await admin.getByRole('link', { name: orderNumber }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/orders/${orderNumber}$`));
    const customer = section(admin, 'Customer');
    await expect(customer.getByText(shopper)).toBeVisible();
    await expect(customer.getByRole('link', { name: /steamcommunity\.com\/tradeoffer/ })).toHaveAttribute('href', STEAM_TRADE_URL);
    await expect(section(admin, 'Manual items').getByText(STEAM_GIFT.name)).toBeVisible();
    await expect(section(admin, 'Manual items').getByText('Steam trade offer')).toBeVisible();

    await admin.getByRole('button', { name: 'Mark as completed' }).click();
    await admin.getByRole('button', { name: 'Yes, complete order' }).click();
    await expect(admin.getByText(`${orderNumber} is now completed.`, { exact: true })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Mark as completed' })).toHaveCount(0);
    await expect(section(admin, 'Status history').getByText('Completed', { exact: true })).toBeVisible();

    // Completing it again is refused with the store's message.
    const again = await admin.request.post(`/api/admin/orders/${orderNumber}/complete`, { headers: { origin: new URL(admin.url()).origin } });
    expect(again.status()).toBe(409);
    const missing = await admin.goto('/admin/orders/KS-1999-000001');
    expect(missing?.status()).toBe(404);
    await expect(admin.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await adminContext.close();

    await open(page, `/dashboard/orders/${orderNumber}`);
    await expect(page.getByRole('main').getByText('Completed', { exact: true }).first()).toBeVisible();
    await expect(section(page, 'Your keys').getByText('Sent as a Steam trade offer')).toBeVisible();
  });
});
