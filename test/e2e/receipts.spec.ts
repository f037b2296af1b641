import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pdfText } from '../harness/pdf-text.js';
import { ADMIN, addToCartFromStore, agreeToImmediateDelivery, open, restock, signIn } from './shop.js';
import { signUpVerified } from './dev-mailbox.js';

const PASSWORD = 'keyshop-e2e-7';
/** A game the demo seed stocks with several keys, without Steam. */
const GAME = 'Halo Infinite';
const GAME_SLUG = 'halo-infinite';
const CONSENT_REFUSED = 'Please agree to immediate delivery to place your order';

let counter = 0;
const uniqueEmail = () => `e2e-receipts-${Date.now().toString(36)}-${process.pid}-${++counter}@keyshop.local`;

// Sign-in is rate-limited per client address: each test comes from an address of its own.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.20.${randomInt(256)}.${randomInt(1, 255)}` });
});

// The journeys before this file may have bought the demo game's keys.
test.beforeAll(async () => {
  await restock(test.info().project.use.baseURL as string, GAME_SLUG, 3);
});

async function newAccount(request: APIRequestContext) {
  const account = { email: uniqueEmail(), password: PASSWORD };
  await signUpVerified(request, account);
  return account;
}

/** The order page's Summary, where the amounts, the consent and the receipt are. */
const orderSummary = (page: Page) => page.getByRole('region', { name: 'Summary' });

/** Downloads the receipt from the link on the page, as the browser saves it, and reads its text. */
async function downloadReceipt(page: Page, orderNumber: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), orderSummary(page).getByRole('link', { name: 'Download receipt (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe(`receipt-${orderNumber}.pdf`);
  return pdfText(await readFile(await download.path()));
}

test('checkout wants the consent to immediate delivery, records it, and the paid order’s receipt holds its totals', async ({ page, request, browser, baseURL }) => {
  // A whole purchase through the gateway, then the admin's view of it: more than one page's time.
  test.slow();
  const account = await newAccount(request);
  await signIn(page, account);
  await addToCartFromStore(page, GAME);
  await open(page, '/checkout');
  let checkoutRequests = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/checkout')) checkoutRequests++;
  });

  await page.getByLabel('First Name').fill('Thandi');
  await page.getByLabel('Last Name').fill('Nkosi');
  const consent = page.getByRole('checkbox', { name: /delivered immediately/ });
  await expect(consent).toHaveAccessibleName(/lose my right to withdraw/);
  await page.getByRole('button', { name: 'Place Order' }).click();
  // Said once, beside the checkbox, which takes the focus; nothing is sent.
  await expect(page.getByText(CONSENT_REFUSED, { exact: true })).toHaveCount(1);
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toHaveAccessibleDescription(CONSENT_REFUSED);
  await expect(consent).toBeFocused();
  expect(checkoutRequests).toBe(0);

  await agreeToImmediateDelivery(page);
  await expect(page.getByText(CONSENT_REFUSED, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  const orderNumber = await page.locator('dt:text-is("Reference") + dd').innerText();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveTitle('Payment Successful | Keyshop');

  await open(page, `/dashboard/orders/${orderNumber}`);
  const summary = orderSummary(page);
  await expect(summary.getByText(/^You agreed to immediate delivery on \w{3} \d{1,2}, \d{4}, \d{2}:\d{2} UTC$/)).toBeVisible();
  const total = await summary.locator('dt:text-is("Total") + dd span').first().innerText();
  const rand = (await summary.getByText(/charged in ZAR/).innerText()).replace(' charged in ZAR', '');
  const fee = await summary.locator('dt:text-is("Service fee") + dd').innerText();

  const text = await downloadReceipt(page, orderNumber);
  expect(text).toContain('Keyshop (Pty) Ltd (demo)');
  expect(text).toContain(orderNumber);
  expect(text).toContain('Thandi Nkosi');
  expect(text).toContain(account.email);
  expect(text).toMatch(new RegExp(`^${GAME} \\(`, 'm'));
  const lines = text.split('\n');
  const after = (label: string) => lines[lines.indexOf(label) + 1];
  expect(after('Service fee')).toBe(fee);
  expect(after('Total (EUR)')).toBe(total);
  expect(after('Charged in ZAR')).toBe(rand);

  // The admin's view of the order says the same, and offers the same receipt.
  const adminContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.20.${randomInt(256)}.${randomInt(1, 255)}` } });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, ADMIN);
  await open(adminPage, `/admin/orders/${orderNumber}`);
  await expect(orderSummary(adminPage).getByText(/^Agreed to immediate delivery on /)).toBeVisible();
  expect(await downloadReceipt(adminPage, orderNumber)).toContain(total);
  await adminContext.close();
});

test('an unpaid order offers no receipt yet', async ({ page, request }) => {
  await signIn(page, await newAccount(request));
  const product = (await (await page.request.get(`/api/products/${GAME_SLUG}`)).json()) as { id: string };
  const placed = await page.request.post('/api/checkout', {
    data: { items: [{ productId: product.id, quantity: 1 }], firstName: 'Thandi', deliveryConsent: true },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: string };
  await open(page, `/dashboard/orders/${orderNumber}`);
  await expect(orderSummary(page).getByText(/^You agreed to immediate delivery on /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download receipt (PDF)' })).toHaveCount(0);
});

test('the payment result page of an order that is not the shopper’s is titled as it reads', async ({ page, request }) => {
  await signIn(page, await newAccount(request));
  await open(page, '/payment/success?order=KS-2099-999999');
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await expect(page).toHaveTitle('Order not found | Keyshop');
});

test('the sign-in tabs are links that work without JavaScript and keep where to go afterwards', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth?redirect=%2Fcart');
  const tabs = page.getByRole('navigation', { name: 'Sign in or sign up' });
  await expect(tabs.getByRole('link', { name: 'Sign In' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();

  await tabs.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcart&tab=signup$/);
  await expect(tabs.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByText('Create a free account to keep all your keys in one place.')).toBeVisible();

  await tabs.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcart$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await context.close();
});
