import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signUpVerified } from './dev-mailbox.js';
import { open } from './shop.js';

const PASSWORD = 'keyshop-e2e-7';
let counter = 0;
const uniqueEmail = () => `e2e-payment-result-${Date.now().toString(36)}-${process.pid}-${++counter}@keyshop.local`;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${randomInt(256)}.${randomInt(1, 255)}` });
});

/** A new account, signed in in this page's browser context. */
async function signInAsNewShopper(page: Page) {
  await open(page, '/');
  const origin = new URL(page.url()).origin;
  const account = { email: uniqueEmail(), password: PASSWORD };
  await signUpVerified(page.request, account, { origin });
  expect((await page.request.post('/api/auth/token?grant_type=password', { data: account, headers: { origin } })).status()).toBe(200);
}

/** Places an unpaid order of one game as the signed-in shopper; answers its number. */
async function placeOrder(page: Page): Promise<string> {
  const products = await (await page.request.get('/api/products?search=Halo%20Infinite')).json();
  const res = await page.request.post('/api/checkout', {
    data: { items: [{ productId: products.items[0].id, quantity: 1 }], firstName: 'Thandi', lastName: 'Nkosi', deliveryConsent: true },
    headers: { origin: new URL(page.url()).origin, 'idempotency-key': `payment-result-${Date.now()}-${++counter}` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).orderNumber;
}

test.describe('payment result page', () => {
  test('claims no success for an order that does not exist', async ({ page }) => {
    await signInAsNewShopper(page);
    await open(page, '/payment/success?order=KS-2099-999999');
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    await expect(page.getByText('We could not find that order.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toHaveCount(0);
  });

  test("says nothing about another shopper's order", async ({ page, browser }) => {
    await signInAsNewShopper(page);
    const orderNumber = await placeOrder(page);
    const other = await browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(256)}.${randomInt(1, 255)}` } });
    await signInAsNewShopper(other);
    await open(other, `/payment/success?order=${orderNumber}`);
    await expect(other.getByText('We could not find that order.')).toBeVisible();
    await expect(other.getByRole('heading', { name: 'Payment Successful' })).toHaveCount(0);
    await other.close();
  });

  test('sends an unpaid order of the shopper on to Payment Processing', async ({ page }) => {
    await signInAsNewShopper(page);
    const orderNumber = await placeOrder(page);
    await page.goto(`/payment/success?order=${orderNumber}`);
    // The page sends it on once its scripts run, which on a loaded machine can take longer than an assertion's 5 s.
    await expect(page).toHaveURL(new RegExp(`/payment/pending\\?order=${orderNumber}$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Payment Processing' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toHaveCount(0);
  });
});
