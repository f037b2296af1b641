import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { agreeToImmediateDelivery, open } from './shop.js';
import { signUpVerified } from './dev-mailbox.js';

const PASSWORD = 'keyshop-e2e-7';
/** Games the demo seed stocks with several keys: one without Steam, one on Steam. */
const XBOX_GAME = 'Halo Infinite';
const STEAM_GAME = 'Hades';

let counter = 0;
/** An e-mail address no other test (nor an earlier run) has used. */
const uniqueEmail = () => `e2e-checkout-${Date.now().toString(36)}-${process.pid}-${++counter}@keyshop.local`;

// Sign-in is rate-limited per client address: each test comes from an address of its own, as the
// app trusts X-Forwarded-For from its proxy.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${randomInt(256)}.${randomInt(1, 255)}` });
});

/** A new account of its own for each test, made through the API, and the browser signed in with it. */
async function signInAsNewShopper(page: Page, request: APIRequestContext): Promise<string> {
  const account = { email: uniqueEmail(), password: PASSWORD };
  await signUpVerified(request, account);
  // Any page of the store gives the origin; it is not acted on, so it need not be hydrated (nor have scripts).
  if (page.url() === 'about:blank') await page.goto('/');
  const signIn = await page.request.post('/api/auth/token?grant_type=password', { data: account, headers: { origin: new URL(page.url()).origin } });
  expect(signIn.status()).toBe(200);
  return account.email;
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });
const cartLine = (page: Page, name: string) => page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });

/** Adds a game to the cart from its card in the store. */
async function addFromStore(page: Page, name: string) {
  await open(page, `/products?search=${encodeURIComponent(name)}`);
  const card = page.getByRole('region', { name: 'Results' }).getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByRole('button', { name: 'Added' })).toBeVisible();
}

/** The rand amount the summary says will be charged, as printed (`R 1 352.80`). */
async function randAmount(region: Locator): Promise<string> {
  const text = await region.getByText(/charged in ZAR/).innerText();
  const amount = text.match(/R [\d ]+\.\d{2}/)?.[0];
  expect(amount).toBeTruthy();
  return amount as string;
}

/** Fills the checkout form and places the order; the browser goes on to the sandbox gateway. */
async function placeOrder(page: Page) {
  await page.getByLabel('First Name').fill('Thandi');
  await page.getByLabel('Last Name').fill('Nkosi');
  await agreeToImmediateDelivery(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
}

test.describe('cart', () => {
  test('adds games from the store and counts them on the cart icon', async ({ page }) => {
    await addFromStore(page, XBOX_GAME);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await addFromStore(page, STEAM_GAME);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

    await cartLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart');
    await expect(cartLine(page, XBOX_GAME)).toBeVisible();
    await expect(cartLine(page, STEAM_GAME)).toBeVisible();
    await expect(cartLine(page, XBOX_GAME).getByRole('link', { name: XBOX_GAME })).toHaveAttribute('href', '/product/halo-infinite');
    await expect(cartLine(page, XBOX_GAME).getByText('Xbox', { exact: true })).toBeVisible();
  });

  test('changes quantities and removes lines, the summary following', async ({ page }) => {
    await addFromStore(page, XBOX_GAME);
    await addFromStore(page, STEAM_GAME);
    await open(page, '/cart');
    await expect(page).toHaveTitle('Shopping Cart | Keyshop');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    const halo = cartLine(page, XBOX_GAME);
    await expect(summary(page).getByText('Subtotal (2 items)')).toBeVisible();
    await expect(summary(page).getByText('Service fee (10%)')).toBeVisible();
    await expect(summary(page).getByText(/^≈ R [\d ]+\.\d{2} charged in ZAR$/)).toBeVisible();
    await expect(halo.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

    await halo.getByRole('button', { name: 'Increase quantity' }).click();
    await halo.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(halo.getByLabel('Quantity', { exact: true })).toHaveText('3');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');
    await expect(summary(page).getByText('Subtotal (4 items)')).toBeVisible();
    await halo.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(halo.getByLabel('Quantity', { exact: true })).toHaveText('2');
    await expect(summary(page).getByText('Subtotal (3 items)')).toBeVisible();

    // The quantity survives a reload: the cart is kept in the browser.
    await open(page, '/cart');
    await expect(cartLine(page, XBOX_GAME).getByLabel('Quantity', { exact: true })).toHaveText('2');

    await cartLine(page, STEAM_GAME).getByRole('button', { name: `Remove ${STEAM_GAME} from cart` }).click();
    await expect(cartLine(page, STEAM_GAME)).toHaveCount(0);
    await expect(page.getByText(`${STEAM_GAME} removed from your cart`)).toBeAttached();
    await expect(summary(page).getByText('Subtotal (2 items)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');

    await cartLine(page, XBOX_GAME).getByRole('button', { name: `Remove ${XBOX_GAME} from cart` }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart');
  });

  test('says when the cart is empty and leads to the store', async ({ page }) => {
    await open(page, '/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order Summary' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Start Shopping' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('marks a line that is no longer sold and holds back checkout', async ({ page }) => {
    await addFromStore(page, XBOX_GAME);
    // A line the store does not know (saved by an older version of the site, or the product removed).
    await page.evaluate(() => {
      const lines = JSON.parse(localStorage.getItem('cart') ?? '[]');
      lines.push({ product: { id: '00000000-0000-4000-8000-000000000000', name: 'Retired Game', priceCents: 999 }, quantity: 1 });
      localStorage.setItem('cart', JSON.stringify(lines));
    });
    await open(page, '/cart');
    await expect(cartLine(page, 'Retired Game').getByText('No longer available')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    await cartLine(page, 'Retired Game').getByRole('button', { name: 'Remove Retired Game from cart' }).click();
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  });
});

test.describe('checkout', () => {
  test('sends a signed-out shopper to sign in first, and back afterwards', async ({ page }) => {
    await addFromStore(page, XBOX_GAME);
    await open(page, '/cart');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/auth\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/checkout');

    await open(page, '/payment/pending?order=KS-2026-000001');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/payment/pending?order=KS-2026-000001');
  });

  test('sends an empty cart back to the cart page', async ({ page, request }) => {
    await signInAsNewShopper(page, request);
    await open(page, '/checkout');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });

  test('asks for the required fields before sending anything', async ({ page, request }) => {
    const email = await signInAsNewShopper(page, request);
    await addFromStore(page, XBOX_GAME);
    await open(page, '/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Country')).toHaveValue('South Africa');
    // An Xbox game needs no Steam trade URL.
    await expect(summary(page).getByText(XBOX_GAME)).toBeVisible();
    await expect(page.getByLabel('Steam Trade URL')).toHaveCount(0);

    let checkoutRequests = 0;
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/checkout')) checkoutRequests++;
    });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Please fill in all required fields', { exact: true })).toBeVisible();
    await expect(page.getByLabel('First Name')).toBeFocused();
    await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(checkoutRequests).toBe(0);
    await expect(page).toHaveURL(/\/checkout$/);

    // A gift needs its recipient.
    await page.getByLabel('First Name').fill('Thandi');
    await page.getByRole('checkbox', { name: 'This is a gift' }).click();
    await expect(page.getByLabel('Recipient e-mail')).toBeVisible();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByLabel('Recipient e-mail')).toBeFocused();
    expect(checkoutRequests).toBe(0);
  });

  test('wants a Steam trade URL for a Steam game', async ({ page, request }) => {
    await signInAsNewShopper(page, request);
    await addFromStore(page, STEAM_GAME);
    await open(page, '/checkout');
    await expect(page.getByLabel('Steam Trade URL')).toBeVisible();
    await expect(page.getByText('Required for Steam-related orders. Find this in your Steam inventory settings.')).toBeVisible();

    await page.getByLabel('First Name').fill('Thandi');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Steam Trade URL Required', { exact: true })).toBeVisible();
    await expect(page.getByText('Please provide your Steam trade URL for Steam-related items', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Steam Trade URL')).toBeFocused();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('pays through the sandbox gateway and lands on Payment Successful', async ({ page, request }) => {
    await signInAsNewShopper(page, request);
    await addFromStore(page, XBOX_GAME);
    await open(page, '/checkout');
    const rand = await randAmount(summary(page));

    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.getByLabel('First Name').fill('Thandi');
    // A double click places one order.
    await agreeToImmediateDelivery(page);
    await page.getByRole('button', { name: 'Place Order' }).dblclick();
    await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
    await expect(page.getByText('Keyshop (sandbox)')).toBeVisible();
    await expect(page.getByText(rand, { exact: true })).toBeVisible();
    const orderNumber = await page.locator('dt:text-is("Reference") + dd').innerText();
    expect(orderNumber).toMatch(/^KS-\d{4}-\d+$/);

    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/payment/success\\?order=${orderNumber}$`));
    expect(visited.some((url) => url.includes(`/payment/pending?order=${orderNumber}`))).toBe(true);
    await expect(page.getByRole('main').getByText(orderNumber)).toBeVisible();
    await expect(page.getByText(/keys are on their way by e-mail/)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(cartLink(page)).toHaveAccessibleName('Cart');

    const orders = await page.request.get('/api/me/orders');
    expect(orders.status()).toBe(200);
    const placed = (await orders.json()) as { orderNumber: string; status: string }[];
    expect(placed.map((order) => order.orderNumber)).toEqual([orderNumber]);
    expect(placed[0].status).not.toBe('pending');

    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'View My Orders' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=orders$/);
    await expect(page.getByRole('cell', { name: orderNumber }).or(page.getByRole('rowheader', { name: orderNumber }))).toBeVisible();
  });

  test('a payment cancelled at the gateway comes back to the cart, which still holds the games', async ({ page, request }) => {
    await signInAsNewShopper(page, request);
    await addFromStore(page, XBOX_GAME);
    await open(page, '/checkout');
    await placeOrder(page);
    const orderNumber = await page.locator('dt:text-is("Reference") + dd').innerText();

    // Meanwhile the pending page follows the order, in another tab.
    const follower = await page.context().newPage();
    await open(follower, `/payment/pending?order=${orderNumber}`);
    await expect(follower.getByRole('heading', { name: 'Payment Processing' })).toBeVisible();
    await expect(follower.getByText('We are confirming your payment…')).toBeVisible();
    await expect(follower.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(follower.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/cart\\?cancelled=${orderNumber}$`));
    await expect(page.getByText('Payment cancelled')).toBeVisible();
    await expect(page.getByText(`The payment for order ${orderNumber} was cancelled`)).toBeVisible();
    await expect(cartLine(page, XBOX_GAME)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();

    await expect(follower.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible({ timeout: 10_000 });
    await expect(follower.getByRole('link', { name: 'Back to Cart' })).toBeVisible();
    await follower.close();
  });
});

test.describe('error page', () => {
  test('tells a customer who may not see a page why, without Try Again', async ({ page }) => {
    await open(page, '/');
    const signIn = await page.request.post('/api/auth/token?grant_type=password', {
      data: { email: 'shopper@keyshop.local', password: 'keyshop-shopper-1' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(signIn.status()).toBe(200);
    const response = await open(page, '/admin');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
    await expect(page.getByText('Admin access required')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  });
});
