import { randomInt } from 'node:crypto';
import { expect, test, type Browser } from '@playwright/test';
import { signUpVerified } from './dev-mailbox.js';
import { ADMIN, open, signIn } from './shop.js';

const clientAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

/** Signs a new account up and in, in a browser context of its own, from `ip`; answers its e-mail. */
async function accountFrom(browser: Browser, ip: string): Promise<string> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
  const page = await context.newPage();
  await open(page, '/');
  const email = `e2e-links-${Date.now().toString(36)}-${randomInt(1_000_000)}@keyshop.local`;
  // Following the verification link signs the account in from this browser and address.
  await signUpVerified(page.request, { email, password: 'keyshop-e2e-7' }, { origin: new URL(page.url()).origin });
  await context.close();
  return email;
}

test('an admin sees two accounts signed up from one browser and IP linked, and dismisses them as different people', async ({ browser, page }) => {
  const ip = clientAddress();
  const [first, second] = [await accountFrom(browser, ip), await accountFrom(browser, ip)];

  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
  await signIn(page, ADMIN);
  const row = page.getByRole('row').filter({ hasText: first }).filter({ hasText: second });
  await expect
    .poll(async () => {
      await open(page, '/admin/account-links');
      return row.count();
    }, { timeout: 20_000 })
    .toBe(1);
  await expect(row).toContainText(`IP address: ${ip}`);
  await expect(row).toContainText(new RegExp(`Device: .+ at ${ip.replace(/\./g, '\\.')}`));

  await open(page, '/admin');
  await expect(page.getByRole('link', { name: /Account links\s*\d+ open/ })).toBeVisible();
  await page.getByRole('link', { name: /Account links/ }).click();
  await expect(page).toHaveURL(/\/admin\/account-links$/);

  await row.getByRole('button', { name: /^Different people: dismiss/ }).click();
  await expect(page.getByText('Link dismissed', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('link', { name: 'Reviewed', exact: true }).click();
  await expect(row).toContainText('Different people');
  await expect(row).toContainText(ADMIN.email);
});
