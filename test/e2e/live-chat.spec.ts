import { randomInt } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_SECOND_WEB_URL } from '../../playwright.config.js';
import { ADMIN, open } from './shop.js';
import { signedInState } from './sessions.js';

/** A client address of its own: the app trusts X-Forwarded-For, and limits count per address. */
const clientAddress = () => `198.22.${randomInt(256)}.${randomInt(1, 255)}`;

/** The admin's inbox, opened on the second web process. */
async function openInboxOnSecondProcess(browser: Browser): Promise<Page> {
  const storageState = await signedInState(browser, E2E_SECOND_WEB_URL, ADMIN, '198.23');
  const context = await browser.newContext({ baseURL: E2E_SECOND_WEB_URL, storageState, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const page = await context.newPage();
  await open(page, '/admin/chat');
  await expect(page.getByRole('status').filter({ hasText: 'You are online' })).toBeVisible();
  return page;
}

test('a guest chats with an admin whose inbox is served by another web process, live both ways', async ({ browser, baseURL }) => {
  const name = `Guest ${Date.now().toString(36)}`;
  const admin = await openInboxOnSecondProcess(browser);

  const shopperContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const shopper = await shopperContext.newPage();
  await open(shopper, '/');
  await shopper.getByRole('button', { name: 'Live Chat' }).click();
  const panel = shopper.getByRole('dialog', { name: 'Live Chat' });
  await expect(panel.getByText('Someone from our team is online now and answers here.')).toBeVisible();

  await panel.getByLabel('Your name').fill(name);
  await panel.getByLabel('Your e-mail address').fill('chat-guest@example.com');
  await panel.getByLabel('Your message').fill('Is the Elden Ring key for Europe?');
  await panel.getByRole('button', { name: 'Start chat' }).click();
  const shopperLog = panel.getByRole('log', { name: 'Messages' });
  await expect(shopperLog.getByText('Is the Elden Ring key for Europe?')).toBeVisible();

  // The inbox on the other process lists the conversation as it arrives, unread.
  const entry = admin.getByRole('navigation', { name: 'Conversations' }).getByRole('link').filter({ hasText: name });
  await expect(entry).toContainText('Unread');
  await expect(entry).toContainText('Is the Elden Ring key for Europe?');
  await entry.click();
  const thread = admin.getByRole('region', { name });
  await expect(thread.getByRole('log', { name: 'Messages' }).getByText('Is the Elden Ring key for Europe?')).toBeVisible();
  await expect(thread.getByText('The shopper has the chat open: your answer appears there at once.')).toBeVisible();
  await expect(entry).not.toContainText('Unread');

  await thread.getByLabel('Your answer').fill('Yes, it activates in every European country.');
  await thread.getByRole('button', { name: 'Send answer' }).click();
  await expect(shopperLog.getByText('Yes, it activates in every European country.')).toBeVisible();
  await expect(shopperLog.getByText('Keyshop team: Yes, it activates in every European country.')).toHaveCount(1);

  // A second message from the shopper reaches the open thread live, sent with Enter.
  await panel.getByLabel('Your message').fill('Thank you!');
  await panel.getByLabel('Your message').press('Enter');
  await expect(thread.getByText('Thank you!')).toBeVisible();

  // The admin leaves: the shopper's panel says at once that answers now come by e-mail.
  await admin.context().close();
  await expect(panel.getByText('No one from our team is online right now. We will answer by e-mail at chat-guest@example.com, or here if you are still in the chat.')).toBeVisible();

  // The conversation is still there after a reload.
  await open(shopper, '/products');
  await shopper.getByRole('button', { name: 'Live Chat' }).click();
  await expect(shopper.getByRole('dialog', { name: 'Live Chat' }).getByRole('log', { name: 'Messages' }).getByText('Yes, it activates in every European country.')).toBeVisible();
  await shopperContext.close();
});
