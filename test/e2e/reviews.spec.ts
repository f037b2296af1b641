import { randomInt } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_FREETOGAME_PORT, E2E_RAWG_PORT } from '../../playwright.config.js';
import { FakeFreeToGame } from '../fakes/freetogame.js';
import { FakeRawg, rawgGame } from '../fakes/rawg.js';
import { ADMIN, open, restock, signIn } from './shop.js';
import { signUpVerified } from './dev-mailbox.js';

/** A demo game on PC (no Steam trade URL needed), bought and reviewed here. */
const GAME = { name: 'Factorio', slug: 'factorio' };
/** A demo game nobody reviews in these tests, with no rating from anywhere. */
const UNRATED = { name: 'Cities: Skylines', slug: 'cities-skylines' };
const REVIEW = 'Automation that eats whole weekends; the key worked at once.';
const clientAddress = () => `198.19.${randomInt(256)}.${randomInt(1, 255)}`;
const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
});

/** A new shopper in the page's context, who buys one key of the game (checkout, then Pay at the built-in gateway) and waits for its delivery. */
async function buyerOf(page: Page, productId: string): Promise<void> {
  await open(page, '/');
  const email = `e2e-reviews-${Date.now().toString(36)}-${randomInt(1_000_000)}@keyshop.local`;
  await signUpVerified(page.request, { email, password: 'keyshop-e2e-7' }, origin(page));
  const checkout = await page.request.post('/api/checkout', { data: { items: [{ productId, quantity: 1 }], firstName: 'Lindiwe', lastName: 'Dube', deliveryConsent: true }, headers: origin(page) });
  expect(checkout.status()).toBe(201);
  const { orderNumber, payment } = (await checkout.json()) as { orderNumber: string; payment: { action: string; fields: [string, string][] } };
  const processed = await page.request.post(payment.action, { form: Object.fromEntries(payment.fields), maxRedirects: 0 });
  expect(processed.status()).toBe(303);
  expect((await page.request.post(`${processed.headers().location}/complete`, { maxRedirects: 0 })).status()).toBe(303);
  await expect.poll(async () => ((await (await page.request.get(`/api/orders/${orderNumber}`)).json()) as { status: string }).status, { timeout: 20_000 }).toBe('completed');
}

/** The administrator, in a browser context of their own. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const page = await context.newPage();
  await signIn(page, ADMIN);
  return page;
}

/** Hides what earlier runs left visible on the game, so that this run's review is its only one. */
async function hideEarlierReviews(admin: Page, slug: string): Promise<void> {
  for (;;) {
    const { items } = (await (await admin.request.get('/api/admin/reviews?visibility=visible')).json()) as { items: { id: string; productSlug: string }[] };
    const earlier = items.filter((item) => item.productSlug === slug);
    if (earlier.length === 0) return;
    for (const { id } of earlier) expect((await admin.request.post(`/api/admin/reviews/${id}/hide`, { headers: origin(admin) })).status()).toBe(200);
  }
}

const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Customer reviews' });
const storeCard = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Results' }).getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a buyer reviews the game they received; the page and its card show it, until an admin hides it', async ({ browser, baseURL, page }) => {
  await restock(baseURL as string, GAME.slug, 2);
  const admin = await adminPage(browser);
  await hideEarlierReviews(admin, GAME.slug);
  const { id } = (await (await page.request.get(`/api/products/${GAME.slug}`)).json()) as { id: string };
  await buyerOf(page, id);

  await open(page, `/product/${GAME.slug}`);
  const reviews = reviewsSection(page);
  await expect(reviews.getByText('No reviews yet.')).toBeVisible();
  const form = reviews.getByRole('form', { name: 'Write a review' });
  await expect(reviews.getByText('your review is shown as Lindiwe D., marked Verified buyer')).toBeVisible();
  // Sent empty, the form says what it needs.
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(form.getByText('Choose from 1 to 5 stars.')).toBeVisible();
  // The fourth star, as a shopper clicks it; the radio behind it is what assistive technology reads.
  await form.locator('label').filter({ hasText: '4 stars' }).click();
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByLabel('Your review').fill(REVIEW);
  await form.getByRole('button', { name: 'Publish review' }).click();

  await expect(reviews.getByText('4.0 out of 5 · 1 review')).toBeVisible();
  const list = reviews.getByRole('list', { name: 'Reviews' });
  const item = list.getByRole('article', { name: 'Review by Lindiwe D.' });
  await expect(item.getByText(REVIEW)).toBeVisible();
  await expect(item.getByText('Verified buyer')).toBeVisible();
  await expect(item.getByRole('img', { name: '4 stars' })).toBeVisible();
  await expect(reviews.getByRole('heading', { name: 'Your review' })).toBeVisible();
  await expect(page.getByRole('main').getByText('4.0 out of 5 · 1 review').first()).toBeVisible();

  // The store's card, as any visitor sees it.
  const guest = await browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  await open(guest, `/products?search=${encodeURIComponent(GAME.name)}`);
  const card = storeCard(guest, GAME.name);
  await expect(card.getByText('· 1 review')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible();

  // The admin hides it from the Reviews page of the console.
  await open(admin, '/admin');
  await admin.getByRole('link', { name: /^Reviews/ }).click();
  await expect(admin.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: REVIEW });
  await row.getByRole('button', { name: `Hide Lindiwe D.'s review of ${GAME.name}` }).click();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Show Lindiwe D.'s review of ${GAME.name}` })).toBeVisible();

  // Gone from the page and its rating; its author sees it marked hidden.
  await open(page, `/product/${GAME.slug}`);
  await expect(reviews.getByText('No reviews yet.')).toBeVisible();
  await expect(reviews.getByRole('list', { name: 'Reviews' })).toHaveCount(0);
  await expect(reviews.getByText('Hidden by the store: other shoppers do not see your review')).toBeVisible();
  await open(guest, `/products?search=${encodeURIComponent(GAME.name)}`);
  await expect(storeCard(guest, GAME.name)).toBeVisible();
  await expect(storeCard(guest, GAME.name).getByText(/review/)).toHaveCount(0);
  await expect(storeCard(guest, GAME.name).getByRole('img', { name: /^Rated/ })).toHaveCount(0);
  await admin.context().close();
  await guest.close();
});

test('a game with no reviews and no imported rating shows no stars, and says who can review it', async ({ page }) => {
  await open(page, `/product/${UNRATED.slug}`);
  await expect(page.getByRole('heading', { name: UNRATED.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: /^Rated/ })).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/RAWG rating/)).toHaveCount(0);
  const reviews = reviewsSection(page);
  await expect(reviews.getByText('No reviews yet.')).toBeVisible();
  await expect(reviews.getByText('Only buyers who received this game can review it. Sign in to review a game you bought here.')).toBeVisible();

  await open(page, `/products?search=${encodeURIComponent(UNRATED.name)}`);
  const card = storeCard(page, UNRATED.name);
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: /^Rated/ })).toHaveCount(0);
  await expect(card.getByText(/★|rating|review/)).toHaveCount(0);
});

test('a game imported from RAWG shows its RAWG rating, labelled as RAWG\'s, apart from the reviews', async ({ browser, page }) => {
  const name = `Aurora Drift ${Date.now().toString(36).toUpperCase()}${randomInt(1000)}`;
  const freeToGame = await FakeFreeToGame.start([], E2E_FREETOGAME_PORT);
  const rawg = await FakeRawg.start([rawgGame(700_000_000 + randomInt(100_000_000), name, { rating: 4.2 })], E2E_RAWG_PORT);
  try {
    const admin = await adminPage(browser);
    const started = await admin.request.post('/api/admin/import', { headers: origin(admin) });
    expect(started.status()).toBe(202);
    // Imported games arrive as drafts: the admin prices it, stocks it and publishes it.
    const drafts = async () => ((await (await admin.request.get(`/api/admin/products?state=draft&search=${encodeURIComponent(name)}`)).json()) as { items: { id: string; name: string }[] }).items;
    await expect.poll(async () => (await drafts()).map((item) => item.name), { timeout: 30_000 }).toContain(name);
    const [draft] = await drafts();
    expect((await admin.request.patch(`/api/admin/products/${draft.id}`, { headers: origin(admin), data: { priceCents: 1999 } })).status()).toBe(200);
    expect((await admin.request.post(`/api/admin/products/${draft.id}/keys`, { headers: origin(admin), data: { keys: `AURORA-${randomInt(1_000_000)}-KEY` } })).status()).toBe(200);
    expect((await admin.request.post(`/api/admin/products/${draft.id}/publish`, { headers: origin(admin) })).status()).toBe(200);
    await expect
      .poll(async () => ((await (await page.request.get(`/api/products?search=${encodeURIComponent(name)}`)).json()) as { items: { name: string }[] }).items.map((item) => item.name), { timeout: 30_000 })
      .toContain(name);
    await admin.context().close();
  } finally {
    await freeToGame.close();
    await rawg.close();
  }

  await open(page, `/products?search=${encodeURIComponent(name)}`);
  const card = storeCard(page, name);
  await expect(card.getByText('RAWG rating 4.2/5')).toBeVisible();
  await expect(card.getByRole('img', { name: /^Rated/ })).toHaveCount(0);

  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('RAWG rating 4.2/5', { exact: true })).toBeVisible();
  const reviews = reviewsSection(page);
  await expect(reviews.getByText("RAWG rating 4.2/5, from players on RAWG: not counted in this store's reviews.")).toBeVisible();
  await expect(reviews.getByText('No reviews yet.')).toBeVisible();
});
