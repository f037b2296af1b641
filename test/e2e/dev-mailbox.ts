import { expect, type Browser } from '@playwright/test';

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
      await page.goto('/dev/mailbox', { waitUntil: 'networkidle' });
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
      await page.goto('/dev/mailbox', { waitUntil: 'networkidle' });
      await expect(row).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await row.getByRole('link', { name: subject }).click();
    return (await page.locator('pre').textContent()) ?? '';
  } finally {
    await context.close();
  }
}
