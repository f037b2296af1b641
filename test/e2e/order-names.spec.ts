import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN, addToCartFromStore, open, restock, signIn, agreeToImmediateDelivery } from './shop.js';
import { signUpVerified } from './dev-mailbox.js';

const PASSWORD = 'keyshop-e2e-7';
/** Three demo games, none on Steam (restocked first: the journeys before may have bought their keys). */
const GAMES = ['Halo Infinite', 'Hi-Fi Rush', 'Forza Horizon 5'];
/** Two names A to Z, then how many more. */
const NAMED = 'Forza Horizon 5, Halo Infinite and 1 more';

const uniqueEmail = () => `e2e-order-names-${Date.now().toString(36)}-${process.pid}@keyshop.local`;
const address = () => `198.21.${randomInt(256)}.${randomInt(1, 255)}`;

test.beforeAll(async () => {
  for (const slug of ['halo-infinite', 'hi-fi-rush', 'forza-horizon-5']) await restock(test.info().project.use.baseURL as string, slug, 3);
});

test('the orders lists of the shopper and the admin name the games of each order', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address() } });
  const page = await context.newPage();
  const account = { email: uniqueEmail(), password: PASSWORD };
  await signUpVerified(page.request, account);
  await signIn(page, account);

  for (const game of GAMES) await addToCartFromStore(page, game);
  await open(page, '/checkout');
  await page.getByLabel('First Name').fill('Thandi');
  await page.getByLabel('Last Name').fill('Nkosi');
  await agreeToImmediateDelivery(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  const orderNumber = await page.locator('dt:text-is("Reference") + dd').innerText();

  const orders = (await (await page.request.get('/api/me/orders')).json()) as { orderNumber: string; gameNames: string[] }[];
  expect(orders.find((order) => order.orderNumber === orderNumber)?.gameNames).toEqual([...GAMES].sort());

  await open(page, '/dashboard?tab=orders');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: orderNumber }) });
  await expect(row.getByText(NAMED, { exact: true })).toBeVisible();
  await expect(row.getByText('3 items', { exact: true })).toBeVisible();

  const adminContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address() } });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN);
  await open(admin, '/admin/orders');
  const adminRow = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: orderNumber }) });
  await expect(adminRow.getByText(NAMED, { exact: true })).toBeVisible();
  await Promise.all([context.close(), adminContext.close()]);
});
