import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addToCartFromStore, ADMIN, agreeToImmediateDelivery, open, restock, setDelivery, signIn } from './shop.js';
import { signUpVerified } from './dev-mailbox.js';
import { expectAccessibleInBothThemes } from './accessibility-check.js';

const PASSWORD = 'keyshop-e2e-7';
const STEAM_TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEfGh';
const RECIPIENT_TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=555000111&token=Friend_42';
/** A Steam game of the demo seed: a key, activated on Steam. */
const STEAM_KEY = { name: 'Hades', slug: 'hades' };
/** Demo games this file turns into a Steam gift and a physical item through the admin API, and back afterwards. */
const STEAM_GIFT = { name: 'Balatro', slug: 'balatro', activationPlatform: 'Steam' };
const PHYSICAL = { name: 'Splatoon 3', slug: 'splatoon-3', activationPlatform: 'Nintendo eShop' };

let counter = 0;
const uniqueEmail = () => `e2e-delivery-${Date.now().toString(36)}-${process.pid}-${++counter}@keyshop.local`;

// Sign-in is rate-limited per client address: each test comes from an address of its own.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.21.${randomInt(256)}.${randomInt(1, 255)}` });
});

async function signInAsNewShopper(page: Page, request: APIRequestContext): Promise<void> {
  const account = { email: uniqueEmail(), password: PASSWORD };
  await signUpVerified(request, account);
  await signIn(page, account);
}

async function payAtSandbox(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  const orderNumber = await page.locator('dt:text-is("Reference") + dd').innerText();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: /Payment Successful|Payment Processing/ })).toBeVisible({ timeout: 15_000 });
  return orderNumber;
}

async function waitForStatus(page: Page, orderNumber: string, status: string) {
  await expect.poll(async () => ((await (await page.request.get(`/api/orders/${orderNumber}`)).json()) as { status: string }).status, { timeout: 20_000 }).toBe(status);
}

const storeCard = (page: Page, name: string) => page.getByRole('region', { name: 'Results' }).getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
const cartLine = (page: Page, name: string) => page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('delivery kinds', () => {
  // Each journey buys, pays and checks its pages with axe in both themes.
  test.describe.configure({ timeout: 90_000 });

  test('a Steam game is an instant key: the card, the page and the cart say so, and its revealed key comes with Steam’s steps and redeem link', async ({ page, request, baseURL }) => {
    await restock(baseURL as string, STEAM_KEY.slug, 1);
    await signInAsNewShopper(page, request);

    await open(page, `/products?search=${encodeURIComponent(STEAM_KEY.name)}`);
    await expect(storeCard(page, STEAM_KEY.name).getByText('Instant key by e-mail')).toBeVisible();
    await open(page, `/product/${STEAM_KEY.slug}`);
    // The first is the product's own; the related games' cards below say it too.
    await expect(page.getByRole('main').getByText('Instant key by e-mail').first()).toBeVisible();
    await expect(page.getByRole('main').getByText('Activates on Steam')).toBeVisible();

    await addToCartFromStore(page, STEAM_KEY.name);
    await open(page, '/cart');
    await expect(cartLine(page, STEAM_KEY.name).getByText('Instant key by e-mail')).toBeVisible();

    await open(page, '/checkout');
    await page.getByLabel('First Name').fill('Thandi');
    // The spec's rule: a Steam item asks for the trade URL, though a key never uses it.
    await page.getByLabel('Steam Trade URL').fill(STEAM_TRADE_URL);
    await agreeToImmediateDelivery(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    const orderNumber = await payAtSandbox(page);
    await waitForStatus(page, orderNumber, 'completed');

    await open(page, `/dashboard/orders/${orderNumber}`);
    await expect(section(page, 'Items').getByRole('rowheader', { name: STEAM_KEY.name }).getByText('Instant key by e-mail')).toBeVisible();
    const key = section(page, 'Your keys').getByRole('group', { name: `${STEAM_KEY.name} key` });
    await expect(key.getByText('activates on Steam')).toBeVisible();
    await key.getByRole('button', { name: /^Reveal/ }).click();
    const code = (await key.getByLabel(`Key code for ${STEAM_KEY.name}`).innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9-]{8,}$/);
    await expect(key.getByText('How to activate on Steam')).toBeVisible();
    await expect(key.getByText('Choose Games › Activate a Product on Steam…')).toBeVisible();
    await expect(key.getByRole('link', { name: /^Redeem on Steam/ })).toHaveAttribute('href', `https://store.steampowered.com/account/registerkey?key=${encodeURIComponent(code)}`);
    await expectAccessibleInBothThemes(page);
  });

  test('a Steam gift and a physical item say how they come, ask for the recipient’s trade URL and an address, and wait for our team', async ({ page, request, baseURL }) => {
    await setDelivery(baseURL as string, STEAM_GIFT.slug, { deliveryKind: 'steam_gift', activationPlatform: null });
    await setDelivery(baseURL as string, PHYSICAL.slug, { deliveryKind: 'physical', activationPlatform: null });
    try {
      await restock(baseURL as string, STEAM_GIFT.slug, 1);
      await restock(baseURL as string, PHYSICAL.slug, 1);
      await signInAsNewShopper(page, request);
      await open(page, `/products?search=${encodeURIComponent(STEAM_GIFT.name)}`);
      await expect(storeCard(page, STEAM_GIFT.name).getByText('Steam gift: sent as a trade offer by our team')).toBeVisible();
      await open(page, `/product/${PHYSICAL.slug}`);
      await expect(page.getByRole('main').getByText('Shipped in 3-7 business days').first()).toBeVisible();
      await expect(page.getByRole('main').getByText(/^Activates on/)).toHaveCount(0);

      await addToCartFromStore(page, STEAM_GIFT.name);
      await addToCartFromStore(page, PHYSICAL.name);
      await open(page, '/cart');
      await expect(cartLine(page, STEAM_GIFT.name).getByText('Steam gift: sent as a trade offer by our team')).toBeVisible();
      await expect(cartLine(page, PHYSICAL.name).getByText('Shipped in 3-7 business days')).toBeVisible();

      await open(page, '/checkout');
      await page.getByLabel('First Name').fill('Thandi');
      await page.getByRole('checkbox', { name: 'This is a gift' }).click();
      await page.getByLabel('Recipient e-mail').fill('friend@example.com');
      await page.getByLabel("Recipient's Steam Trade URL").fill(RECIPIENT_TRADE_URL);
      const shipping = page.getByRole('group', { name: 'Shipping address' });
      await expect(shipping).toBeVisible();
      await expectAccessibleInBothThemes(page);

      // No address yet: the form says what is missing and sends nothing.
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByText('Please give the address your physical items ship to')).toBeVisible();
      await expect(shipping.getByLabel('Street address')).toHaveAttribute('aria-invalid', 'true');
      await shipping.getByLabel('Full name').fill('Sipho Dlamini');
      await shipping.getByLabel('Street address').fill('12 Long Street');
      await shipping.getByLabel('City').fill('Cape Town');
      await shipping.getByLabel('Postal code').fill('8001');
      await agreeToImmediateDelivery(page);
      await page.getByRole('button', { name: 'Place Order' }).click();
      const orderNumber = await payAtSandbox(page);
      await waitForStatus(page, orderNumber, 'processing');

      await open(page, `/dashboard/orders/${orderNumber}`);
      const keys = section(page, 'Your keys');
      await expect(keys.getByText('Our team sends it as a Steam trade offer')).toBeVisible();
      await expect(keys.getByText('Shipped in 3-7 business days')).toBeVisible();
      await expect(keys.getByRole('button', { name: /^Reveal/ })).toHaveCount(0);
      await expect(section(page, 'Items').getByRole('rowheader', { name: STEAM_GIFT.name }).getByText('Steam gift: sent as a trade offer by our team')).toBeVisible();
      const address = section(page, 'Shipping address');
      for (const line of ['Sipho Dlamini', '12 Long Street', '8001 Cape Town', 'South Africa']) await expect(address.getByText(line, { exact: true })).toBeVisible();
      await expectAccessibleInBothThemes(page);

      // The admin sees where the trade offer goes: the recipient's trade URL.
      await signIn(page, ADMIN);
      await open(page, `/admin/orders/${orderNumber}`);
      const manual = section(page, 'Manual items');
      await expect(manual.getByText(/Send the trade offer to the gift recipient's \(friend@example\.com\) trade URL/)).toBeVisible();
      await expect(manual.getByRole('link', { name: new RegExp(RECIPIENT_TRADE_URL.replace(/[?.]/g, '\\$&')) })).toBeVisible();
      await expect(manual.getByText('Ship to: Sipho Dlamini, 12 Long Street, 8001 Cape Town, South Africa')).toBeVisible();
    } finally {
      // Other journeys buy these demo games as keys.
      await setDelivery(baseURL as string, STEAM_GIFT.slug, { deliveryKind: 'key', activationPlatform: STEAM_GIFT.activationPlatform });
      await setDelivery(baseURL as string, PHYSICAL.slug, { deliveryKind: 'key', activationPlatform: PHYSICAL.activationPlatform });
    }
  });
});
