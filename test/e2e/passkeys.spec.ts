import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSKEY_ORIGIN } from '../../playwright.config.js';
import { signUpVerified } from './dev-mailbox.js';
import { open, reload } from './shop.js';

const PASSWORD = 'keyshop-e2e-8';
const newAddress = () => `198.21.${randomInt(256)}.${randomInt(1, 255)}`;

/** Gives the page Chromium's virtual authenticator: a platform authenticator that holds discoverable passkeys and verifies its user. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

/** The claims of the session's access token, as the cookie holds it. */
async function accessTokenClaims(page: Page): Promise<Record<string, unknown>> {
  const cookie = (await page.context().cookies()).find((one) => one.name === 'access_token');
  expect(cookie, 'the access token cookie').toBeDefined();
  return JSON.parse(Buffer.from(cookie!.value.split('.')[1], 'base64url').toString('utf8'));
}

async function signOut(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/logout?scope=local', { headers: { origin: new URL(page.url()).origin } });
  expect(response.status()).toBe(204);
}

const passkeys = (page: Page) => page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem');

test('a passkey added in the settings signs in alone as two factors, shows its last use, and can be renamed and removed', async ({ browser, request }) => {
  const account = { email: `e2e-passkeys-${Date.now().toString(36)}-${randomInt(1e6)}@keyshop.local`, password: PASSWORD };
  await signUpVerified(request, account, { 'x-forwarded-for': newAddress() });

  const context = await browser.newContext({ baseURL: E2E_PASSKEY_ORIGIN, extraHTTPHeaders: { 'x-forwarded-for': newAddress() } });
  const page = await context.newPage();
  await addVirtualAuthenticator(page);
  await open(page, '/');
  const signIn = await page.request.post('/api/auth/token?grant_type=password', { data: account, headers: { origin: new URL(page.url()).origin } });
  expect(signIn.status()).toBe(200);
  expect(await accessTokenClaims(page)).toMatchObject({ aal: 1 });

  await open(page, '/dashboard?tab=settings');
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys(page)).toHaveCount(1);
  await expect(passkeys(page)).toContainText('Chrome on Linux');
  await expect(passkeys(page)).toContainText('Never used');

  // Signed out, the passkey alone signs in: no e-mail, no password.
  await signOut(page);
  await open(page, '/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  expect(await accessTokenClaims(page)).toMatchObject({ aal: 2, email: account.email });

  await open(page, '/dashboard?tab=settings');
  await expect(passkeys(page)).toContainText('Last used');

  await page.getByRole('button', { name: 'Rename passkey Chrome on Linux' }).click();
  await page.getByLabel('Passkey name').fill('Work laptop');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(passkeys(page)).toContainText('Work laptop');
  await reload(page);
  await expect(passkeys(page)).toContainText('Work laptop');

  await page.getByRole('button', { name: 'Remove passkey Work laptop' }).click();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();

  // The authenticator still holds the passkey, but the store no longer knows it.
  await signOut(page);
  await open(page, '/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'We could not verify this passkey' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  await context.close();
});
