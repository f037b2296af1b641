/// <reference lib="dom" />
import { randomInt } from 'node:crypto';
import { addToCartFromStore, open, restock, signIn } from './shop.js';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signUpVerified } from './dev-mailbox.js';

const PASSWORD = 'keyshop-e2e-7';
/** A game the demo seed stocks with several keys, without Steam. */
const GAME = 'Halo Infinite';
const GAME_SLUG = 'halo-infinite';
const PHONE = { width: 390, height: 844 };

let counter = 0;
const uniqueEmail = () => `e2e-storefront-${Date.now().toString(36)}-${process.pid}-${++counter}@keyshop.local`;

// Sign-in is rate-limited per client address: each test comes from an address of its own.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${randomInt(256)}.${randomInt(1, 255)}` });
});

// The journeys before this file may have bought the demo game's keys: these tests need it in stock.
test.beforeAll(async () => {
  await restock(test.info().project.use.baseURL as string, GAME_SLUG, 5);
});

async function newAccount(request: APIRequestContext) {
  const account = { email: uniqueEmail(), password: PASSWORD };
  await signUpVerified(request, account);
  return account;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found as { x: number; y: number; width: number; height: number };
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('checkout says what is wrong once, inside the form, off Place Order, and clears it once fixed', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 850 });
  await signIn(page, await newAccount(request));
  await addToCartFromStore(page, GAME);
  await open(page, '/checkout');

  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  for (let click = 0; click < 3; click++) await placeOrder.click();
  const message = page.locator('form').getByRole('alert').filter({ hasText: 'Please fill in all required fields' });
  await expect(message).toHaveCount(1);
  await expect(page.getByText('Please fill in all required fields', { exact: true })).toHaveCount(1);
  // No toast floats over the page.
  await expect(page.getByRole('region', { name: /Notification/ }).getByRole('listitem')).toHaveCount(0);
  expect(overlaps(await box(message), await box(placeOrder))).toBe(false);
  await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('First Name').fill('Thandi');
  await expect(page.getByText('Please fill in all required fields', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('First Name')).not.toHaveAttribute('aria-invalid', 'true');
});

test('Previous and Next put their chevron and label on one line', async ({ page }) => {
  await open(page, '/products?page=2');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  for (const name of ['Previous', 'Next']) {
    const link = pagination.getByRole('link', { name });
    const label = await box(link.getByText(name, { exact: true }));
    const chevron = await box(link.locator('svg'));
    // Side by side: the chevron's middle within the label's line, and left or right of it.
    expect(Math.abs(chevron.y + chevron.height / 2 - (label.y + label.height / 2))).toBeLessThan(4);
    expect(chevron.x + chevron.width <= label.x + 1 || chevron.x >= label.x + label.width - 1).toBe(true);
  }
});

test('the dashboard tabs are links that work before any script runs, rendered from the address', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(256)}.${randomInt(1, 255)}` } });
  const page = await context.newPage();
  await signIn(page, await newAccount(context.request));
  await page.goto('/dashboard');
  const tabs = page.getByRole('navigation', { name: 'Account sections' });
  await expect(tabs.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');

  await tabs.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=orders$/);
  await expect(tabs.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('No orders found')).toBeVisible();
  await context.close();
});

test('sign-in reached from checkout says it finishes the order, and goes back to checkout', async ({ page, request }) => {
  const account = await newAccount(request);
  await addToCartFromStore(page, GAME);
  await open(page, '/checkout');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcheckout$/);
  await expect(page.getByText('Sign in to finish your order.')).toBeVisible();
  await expect(page.getByText('Sign in to see your orders, keys and store credit.')).toHaveCount(0);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
});

test('a cover that fails to load gives way to the drawn cover, framed whole', async ({ page }) => {
  await open(page, `/products?search=${encodeURIComponent(GAME)}`);
  // The product's page, reached from the store, says its picture is one that cannot be loaded.
  await page.route(`**/product/${GAME_SLUG}/index.pageContext.json*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll(`/media/covers/${GAME_SLUG}.svg`, `/media/missing/${GAME_SLUG}.jpg`);
    await route.fulfill({ response, body });
  });
  await page.getByRole('region', { name: 'Results' }).getByRole('link', { name: GAME, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GAME);

  const cover = page.getByRole('img', { name: `${GAME}, picture 1 of 3` });
  await expect(cover).toHaveAttribute('src', `/media/covers/${GAME_SLUG}.svg`);
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(cover).toHaveCSS('object-fit', 'contain');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the product page keeps price and Add to Cart on screen', async ({ page }) => {
    await open(page, `/product/${GAME_SLUG}`);
    const bar = page.getByTestId('buy-bar');
    const addToCart = bar.getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toBeInViewport();
    await expect(bar.getByText(/^€\d/).first()).toBeInViewport();
    const { y, height } = await box(bar);
    expect(y + height).toBeLessThanOrEqual(PHONE.height + 1);

    await addToCart.click();
    await expect(bar.getByRole('button', { name: 'Added' })).toBeVisible();
  });

  test('the store opens its filters in a drawer over the results', async ({ page }) => {
    await open(page, '/products');
    // Not inline above the results.
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('checkbox').first()).toBeVisible();
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await expect(drawer).toHaveCount(0);
  });
});
