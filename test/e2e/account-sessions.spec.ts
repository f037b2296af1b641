import { randomInt } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpVerified } from './dev-mailbox.js';
import { open, reload } from './shop.js';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const PASSWORD = 'keyshop-e2e-7';

const newAddress = () => `198.19.${randomInt(256)}.${randomInt(1, 255)}`;

/** A browser of its own (cookies and all), as a second device would be. */
async function newDevice(browser: Browser, baseURL: string, userAgent?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, userAgent, extraHTTPHeaders: { 'x-forwarded-for': newAddress() } });
  return context.newPage();
}

/** Signs the device in through the API, from a page of the store, so that its cookies are set. */
async function signIn(page: Page, account: { email: string; password: string }) {
  await open(page, '/');
  const response = await page.request.post('/api/auth/token?grant_type=password', { data: account, headers: { origin: new URL(page.url()).origin } });
  expect(response.status()).toBe(200);
}

const devices = (page: Page) => page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');

test('a device signed out in the settings of another is signed out on its next page', async ({ browser, request, baseURL }) => {
  const account = { email: `e2e-sessions-${Date.now().toString(36)}-${randomInt(1e6)}@keyshop.local`, password: PASSWORD };
  await signUpVerified(request, account, { 'x-forwarded-for': newAddress() });

  const laptop = await newDevice(browser, baseURL!);
  const phone = await newDevice(browser, baseURL!, IPHONE_SAFARI);
  await signIn(laptop, account);
  await signIn(phone, account);

  await open(laptop, '/dashboard?tab=settings');
  // The session the verification link started (from the API, no browser) and the two devices.
  await expect(devices(laptop)).toHaveCount(3);
  const thisDevice = devices(laptop).filter({ hasText: 'This device' });
  await expect(thisDevice).toHaveCount(1);
  await expect(thisDevice).toContainText('Chrome on Linux');
  const iphone = devices(laptop).filter({ hasText: 'Safari on iOS' });
  await expect(iphone).toHaveCount(1);

  await open(phone, '/dashboard');
  await expect(phone.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await iphone.getByRole('button', { name: /^Sign out Safari on iOS/ }).click();
  await expect(devices(laptop).filter({ hasText: 'Safari on iOS' })).toHaveCount(0);
  await expect(devices(laptop)).toHaveCount(2);

  await phone.goto('/dashboard?tab=settings');
  await expect(phone).toHaveURL(/\/auth\?/);
  await expect(phone.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await reload(laptop);
  await expect(laptop.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await laptop.getByRole('button', { name: 'Sign out all other devices' }).click();
  await expect(devices(laptop)).toHaveCount(1);
  await expect(devices(laptop)).toContainText('This device');

  await laptop.context().close();
  await phone.context().close();
});
