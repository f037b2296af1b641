import { randomBytes, randomInt } from 'node:crypto';
import { expect, request as apiRequest, type APIRequestContext, type Page, type Response } from '@playwright/test';

import { ADMIN, adminSession, signInAsAdmin } from './admin-session.js';

export { ADMIN };

/** Opens a page and waits until it has settled and React has hydrated it, so that its controls respond. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  await hydrated(page, response);
  return response;
}

/** Reloads the page, and waits as `open` does. */
export async function reload(page: Page) {
  const response = await page.reload({ waitUntil: 'networkidle' });
  await hydrated(page, response);
  return response;
}

/**
 * Waits until React has hydrated the page shown (client/features/hydration/HydrationMark.tsx marks it): the
 * server's markup shows before, but a click or a key press on it would be lost. A response that is
 * not one of the store's pages (no React root: JSON, the sandbox gateway, the dev mailbox) has nothing
 * to wait for. A loaded machine may take seconds.
 */
export async function hydrated(page: Page, response?: Response | null) {
  if (response && !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated') || !document.getElementById('root'), null, { timeout: 30_000 });
}

/** Signs the browser in through the API; the session cookie is the page's context's. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  // Any page of the store gives the origin; it is not acted on, so it need not be hydrated (nor have scripts).
  if (page.url() === 'about:blank') await page.goto('/');
  if (account.email === ADMIN.email) return signInAsAdmin(page.context(), new URL(page.url()).origin);
  const response = await page.request.post('/api/auth/token?grant_type=password', { data: account, headers: { origin: new URL(page.url()).origin } });
  expect(response.status()).toBe(200);
}

/** Adds a game to the cart from its card in the store, as a shopper does. */
export async function addToCartFromStore(page: Page, name: string) {
  await open(page, `/products?search=${encodeURIComponent(name)}`);
  const card = page.getByRole('region', { name: 'Results' }).getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByRole('button', { name: 'Added' })).toBeVisible();
}

/**
 * Adds `count` new keys to a demo game as the admin does, through the API, so that a test which
 * buys or shows it in stock does not depend on what the journeys before it bought.
 */
export async function restock(baseURL: string, slug: string, count: number): Promise<void> {
  await asAdmin(baseURL, slug, async (admin, id, authorization) => {
    const keys = Array.from({ length: count }, () => `E2E-RESTOCK-${randomBytes(6).toString('hex').toUpperCase()}`).join('\n');
    const added = await admin.post(`/api/admin/products/${id}/keys`, { data: { keys }, headers: { authorization } });
    expect(added.status()).toBe(200);
  });
}

/** Signs the admin in through the API, from an address of its own, and acts on a demo game by its slug. */
async function asAdmin(baseURL: string, slug: string, act: (admin: APIRequestContext, productId: string, authorization: string) => Promise<void>): Promise<void> {
  const admin = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.18.${randomInt(256)}.${randomInt(1, 255)}` } });
  try {
    const { accessToken: token } = await adminSession(baseURL);
    const product = await admin.get(`/api/products/${slug}`);
    expect(product.status()).toBe(200);
    const { id } = (await product.json()) as { id: string };
    await act(admin, id, `Bearer ${token}`);
  } finally {
    await admin.dispose();
  }
}

/** Ticks the checkout's consent to immediate delivery, without which no order is placed. */
export async function agreeToImmediateDelivery(page: Page) {
  await page.getByRole('checkbox', { name: /delivered immediately/ }).check();
}

/**
 * Sets how a demo game is delivered and where its key activates, as the admin does through the API.
 * A test that makes a demo game a Steam gift or a physical item sets it back to a key when it ends.
 */
export async function setDelivery(baseURL: string, slug: string, change: { deliveryKind: 'key' | 'steam_gift' | 'physical'; activationPlatform: string | null }): Promise<void> {
  await asAdmin(baseURL, slug, async (admin, id, authorization) => {
    const changed = await admin.patch(`/api/admin/products/${id}`, { data: change, headers: { authorization } });
    expect(changed.status()).toBe(200);
  });
}
