import { expect, test, type Page } from '@playwright/test';
import { addToCartFromStore, agreeToImmediateDelivery, open, restock, hydrated } from './shop.js';

const PASSWORD = 'keyshop-e2e-7';
const GAME = 'Halo Infinite';

let counter = 0;
/** An e-mail address no other test (nor an earlier run) has used. */
const uniqueEmail = () => `e2e-verify-${Date.now().toString(36)}-${process.pid}-${++counter}@keyshop.local`;

/** The newest mail to `email` in the development mailbox, opened, and the verification link of its plain-text part. */
async function linkFromMailbox(page: Page, email: string): Promise<string> {
  await expect(async () => {
    await open(page, '/dev/mailbox');
    await page.getByRole('row').filter({ hasText: email }).first().getByRole('link').click();
    await expect(page.getByText(/\/auth\/verify-email\?token=/).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const link = (await page.locator('pre').innerText()).match(/https?:\/\/\S+\/auth\/verify-email\?token=[\w%-]+/)?.[0];
  expect(link).toBeTruthy();
  return link as string;
}

// The browser reads the development mailbox, which answers only requests from this machine: this
// test sends no X-Forwarded-For, and signs in at most once (sign-in is limited per address).
test('sign up, check out refused until the address is verified, follow the link from the mailbox, then check out', async ({ page, baseURL }) => {
  await restock(baseURL as string, 'halo-infinite', 1);
  const email = uniqueEmail();
  await addToCartFromStore(page, GAME);

  await open(page, '/auth?tab=signup&redirect=%2Fcheckout');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('I am at least 18 years old').check();
  await page.getByLabel('I accept the terms of service').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox to confirm your e-mail address.' })).toBeVisible();

  // Signing in works before the address is verified; checkout says why it waits and offers the mail again.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Please verify your e-mail address first' })).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(page.getByText('We have sent you a new link to confirm your e-mail address.')).toBeVisible();

  // The newest mail holds the link that works (sending again replaced the first).
  const link = await linkFromMailbox(page, email);
  await open(page, link);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is verified' })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${email}`)).toBeVisible();

  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.waitForLoadState('networkidle');
  await hydrated(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Please verify your e-mail address first' })).toHaveCount(0);
  await page.getByLabel('First Name').fill('Thandi');
  await agreeToImmediateDelivery(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('This verification link is invalid, has already been used or has expired.')).toBeVisible();

  await open(page, '/dashboard?tab=settings');
  await expect(page.getByText('E-mail verified')).toBeVisible();
});
