import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { open } from './shop.js';

const PASSWORD = 'keyshop-e2e-7';
const STEP_MS = 30_000;

/** The code an authenticator app shows for the secret at a time step. */
const codeAt = (secret: string, step: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * STEP_MS });
const currentStep = () => Math.floor(Date.now() / STEP_MS);

test('a shopper sets up an authenticator app in the settings, signs out, and signs in with its code', async ({ browser, request, baseURL }) => {
  const address = `198.19.${randomInt(256)}.${randomInt(1, 255)}`;
  const account = { email: `e2e-totp-${Date.now().toString(36)}-${randomInt(1e6)}@keyshop.local`, password: PASSWORD };
  const created = await request.post('/api/auth/signup', { data: { ...account, ageConfirmed: true, termsAccepted: true }, headers: { 'x-forwarded-for': address } });
  expect(created.status()).toBe(200);
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
  const page = await context.newPage();

  await open(page, '/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: `Account menu for ${account.email}` })).toBeVisible();

  await open(page, '/dashboard?tab=settings');
  const panel = page.getByRole('region', { name: 'Two-Factor Authentication' });
  await panel.getByRole('button', { name: 'Set Up Authenticator App' }).click();
  await expect(panel.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await panel.getByLabel('Secret key').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const enrolmentStep = currentStep();
  await panel.getByLabel('Code from the app').fill(codeAt(secret, enrolmentStep));
  await panel.getByRole('button', { name: 'Turn On' }).click();
  await expect(panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await panel.getByRole('button', { name: 'I Have Saved Them' }).click();
  await expect(panel.getByText('On', { exact: true })).toBeVisible();
  await expect(panel.getByText('10 recovery codes left.')).toBeVisible();

  await page.getByRole('button', { name: `Account menu for ${account.email}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: `Account menu for ${account.email}` })).toHaveCount(0);

  await open(page, '/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // The code of the enrolment works once: the app's next one (accepted a step early) signs in.
  await page.getByLabel('Authentication code').fill(codeAt(secret, Math.max(currentStep(), enrolmentStep + 1)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: `Account menu for ${account.email}` })).toBeVisible();
  const status = await page.request.get('/api/auth/mfa');
  expect(await status.json()).toEqual({ enrolled: true, recoveryCodesLeft: 10 });
  await context.close();
});
