import { expect, request as apiRequest, test, type APIRequestContext, type Browser } from '@playwright/test';
import { open } from './shop.js';

/**
 * Waits until the development mailbox lists a mail whose subject matches, reading it as the developer
 * does: from this machine, without the X-Forwarded-For the tests send to act as shoppers elsewhere
 * (the mailbox refuses requests forwarded for any other client).
 */
export async function expectMailInDevMailbox(browser: Browser, subject: string): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await expect(async () => {
      await open(page, '/dev/mailbox');
      await expect(page.getByText(subject).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  } finally {
    await context.close();
  }
}

/**
 * The plain-text part of the newest mail to `recipient` whose subject matches, read from the
 * development mailbox as the developer does (waiting until it is listed).
 */
export async function readMailInDevMailbox(browser: Browser, recipient: string, subject: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const row = page.getByRole('row').filter({ hasText: recipient }).filter({ has: page.getByRole('link', { name: subject }) }).first();
    await expect(async () => {
      await open(page, '/dev/mailbox');
      await expect(row).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await row.getByRole('link', { name: subject }).click();
    return (await page.locator('pre').textContent()) ?? '';
  } finally {
    await context.close();
  }
}
/** The store the running project tests. */
function storeURL(): string {
  return test.info().project.use.baseURL as string;
}

/** The newest verification link mailed to `email`, read from the development mailbox as the developer reads it (from this machine). */
export async function verificationLinkFor(email: string): Promise<string> {
  const mailbox = await apiRequest.newContext({ baseURL: storeURL() });
  try {
    let link: string | undefined;
    await expect(async () => {
      const list = await (await mailbox.get('/dev/mailbox')).text();
      const mails = [...list.matchAll(/<tr><td>[^<]*<\/td><td>([^<]*)<\/td><td><a href="(\/dev\/mailbox\/[0-9a-f-]+)">/g)].filter(([, to]) => to.toLowerCase() === email.toLowerCase());
      for (const [, , href] of mails) {
        link = (await (await mailbox.get(href)).text()).match(/https?:\/\/[^\s<"]+\/auth\/verify-email\?token=[\w%-]+/)?.[0];
        if (link) return;
      }
      throw new Error(`No verification link for ${email} in the mailbox yet`);
    }).toPass({ timeout: 20_000 });
    return link as string;
  } finally {
    await mailbox.dispose();
  }
}

/**
 * Signs a new account up through the API and follows its verification link with the same request
 * context, which is then signed in (a page's `page.request` shares its cookies with the page).
 */
export async function signUpVerified(request: APIRequestContext, account: { email: string; password: string }, headers: Record<string, string> = {}): Promise<void> {
  const base = storeURL();
  const signUp = await request.post(`${base}/api/auth/signup`, { data: { ...account, ageConfirmed: true, termsAccepted: true }, headers });
  expect(signUp.status(), `sign up ${account.email}`).toBe(200);
  const token = new URL(await verificationLinkFor(account.email)).searchParams.get('token');
  const verified = await request.post(`${base}/api/auth/verify-email`, { data: { token }, headers: { origin: base, ...headers } });
  expect(verified.status(), `verify ${account.email}`).toBe(200);
}

/**
 * An account that several workers of a run share, signed in on `request` with its address verified:
 * whichever worker comes first signs it up, and whichever sees its link first follows it.
 */
export async function signInToSharedAccount(request: APIRequestContext, account: { email: string; password: string }): Promise<void> {
  const base = storeURL();
  expect((await request.post(`${base}/api/auth/signup`, { data: { ...account, ageConfirmed: true, termsAccepted: true } })).status()).toBe(200);
  await expect(async () => {
    expect((await request.post(`${base}/api/auth/token?grant_type=password`, { data: account, headers: { origin: base } })).status()).toBe(200);
    const user = (await (await request.get(`${base}/api/auth/user`)).json()) as { emailVerified: boolean };
    if (user.emailVerified) return;
    const token = new URL(await verificationLinkFor(account.email)).searchParams.get('token');
    expect((await request.post(`${base}/api/auth/verify-email`, { data: { token }, headers: { origin: base } })).status()).toBe(200);
  }).toPass({ timeout: 30_000 });
}
