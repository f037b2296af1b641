import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { letSignInWaitPass } from '../harness/sign-in-clock.js';
import { readMailInDevMailbox, signUpVerified } from './dev-mailbox.js';
import { open } from './shop.js';

const PASSWORD = 'keyshop-e2e-7';
const CODE_MAIL_SUBJECT = 'Your Keyshop sign-in code';

let counter = 0;
const uniqueEmail = () => `e2e-code-${Date.now().toString(36)}-${process.pid}-${++counter}@keyshop.local`;

// Code requests are limited per client address (in Redis, across runs): each test comes from an address of its own.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${randomInt(256)}.${randomInt(1, 255)}` });
});

async function newAccount(request: APIRequestContext): Promise<string> {
  return (await newAccountWithId(request)).email;
}

async function newAccountWithId(request: APIRequestContext): Promise<{ email: string; userId: string }> {
  const email = uniqueEmail();
  await signUpVerified(request, { email, password: PASSWORD });
  const account = await request.get('/api/auth/user');
  expect(account.status()).toBe(200);
  return { email, userId: ((await account.json()) as { id: string }).id };
}

/** Asks for a code on the sign-in page's "E-mail me a code" tab. */
async function askForCode(page: Page, email: string) {
  await open(page, '/auth');
  await page.getByRole('link', { name: 'E-mail me a code' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=code$/);
  await expect(page.getByRole('link', { name: 'E-mail me a code' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'E-mail Me a Code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we have sent it a 6-digit sign-in code' })).toBeVisible();
}

const avatar = (page: Page, email: string) => page.getByRole('button', { name: `Account menu for ${email}` });

test.describe('sign-in by e-mailed code', () => {
  test('the code from the mail signs the shopper in, and a wrong one is refused', async ({ page, browser, request }) => {
    const email = await newAccount(request);
    await askForCode(page, email);
    const mail = await readMailInDevMailbox(browser, email, CODE_MAIL_SUBJECT);
    const code = /Your code: (\d{6})/.exec(mail)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Code').fill(wrong);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('This code is wrong or has expired. Check it, or ask for a new one.')).toBeVisible();

    await page.getByLabel('Code').fill(code!);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(avatar(page, email)).toBeVisible();
  });

  test('the link in the mail signs the shopper in once they confirm', async ({ page, browser, request }) => {
    const email = await newAccount(request);
    await askForCode(page, email);
    const mail = await readMailInDevMailbox(browser, email, CODE_MAIL_SUBJECT);
    const link = /(https?:\/\/\S+\/auth\/sign-in-link\?token=\S+)/.exec(mail)?.[1];
    expect(link).toBeDefined();

    await open(page, new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Keyshop');
    await page.getByRole('button', { name: 'Sign in to Keyshop' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(avatar(page, email)).toBeVisible();
  });
});

test.describe('a sign-in after many failures', () => {
  test('asks for the mailed code with the password, and the code completes the sign-in', async ({ page, browser, request, baseURL }) => {
    const { email, userId } = await newAccountWithId(request);
    // Someone else fails eight times from addresses of their own, each time after the wait those failures impose has passed.
    for (let failure = 0; failure < 8; failure++) {
      await letSignInWaitPass(email, userId, process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/2');
      const refused = await request.post('/api/auth/token?grant_type=password', {
        data: { email, password: 'not-the-password-1' },
        headers: { origin: baseURL!, 'x-forwarded-for': `198.19.${randomInt(256)}.${randomInt(1, 255)}` },
      });
      expect(refused.status()).toBe(400);
    }

    await open(page, '/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If the password is right, we have e-mailed a 6-digit code' })).toBeVisible();
    await expect(page.getByLabel('Code from the e-mail')).toBeFocused();

    const mail = await readMailInDevMailbox(browser, email, 'Your Keyshop sign-in needs a code');
    const code = /Your code: (\d{6})/.exec(mail)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Code from the e-mail').fill(code!);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(avatar(page, email)).toBeVisible();
  });
});
