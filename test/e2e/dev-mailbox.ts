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
