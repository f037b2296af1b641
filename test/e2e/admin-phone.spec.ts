import { randomBytes, randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { signInAsAdmin } from './admin-session.js';
import { signUpVerified } from './dev-mailbox.js';
import { open } from './shop.js';

const DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/keyshop_e2e';
/** A phone held upright (an iPhone 14's CSS pixels). */
const PHONE = { width: 390, height: 844 };
const CLAIM_MESSAGE = 'Steam says this product key is invalid when I activate it.';

const clientAddress = () => `198.24.${randomInt(256)}.${randomInt(1, 255)}`;
const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

test.use({ viewport: PHONE });

/** How wide the page is laid out: wider than the screen means sideways scrolling. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A completed order of a game of its own, with its one key reported as not working: answers the order number and the claim's id. */
async function orderWithClaim(shopper: Page, admin: Page): Promise<{ orderNumber: string; claimId: string }> {
  const name = `Phone Test ${randomBytes(4).toString('hex')}`;
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  let productId: string;
  try {
    ({ rows: [{ id: productId }] } = await db.query(`INSERT INTO products (name, slug, price_cents, platform) VALUES ($1, $2, 1999, 'PC') RETURNING id`, [name, name.toLowerCase().replace(/ /g, '-')]));
  } finally {
    await db.end();
  }
  const added = await admin.request.post(`/api/admin/products/${productId}/keys`, { data: { keys: `E2E-PHONE-${randomBytes(6).toString('hex').toUpperCase()}` }, headers: origin(admin) });
  expect(added.status()).toBe(200);

  await open(shopper, '/');
  await signUpVerified(shopper.request, { email: `e2e-phone-${Date.now().toString(36)}-${randomInt(1_000_000)}@keyshop.local`, password: 'keyshop-e2e-7' }, origin(shopper));
  const checkout = await shopper.request.post('/api/checkout', { data: { items: [{ productId, quantity: 1 }], firstName: 'Lerato', lastName: 'Mahlangu', deliveryConsent: true }, headers: origin(shopper) });
  expect(checkout.status()).toBe(201);
  const { orderNumber, payment } = (await checkout.json()) as { orderNumber: string; payment: { action: string; fields: [string, string][] } };
  const processed = await shopper.request.post(payment.action, { form: Object.fromEntries(payment.fields), maxRedirects: 0 });
  await shopper.request.post(`${processed.headers().location}/complete`, { maxRedirects: 0 });
  let keyId = '';
  await expect
    .poll(async () => {
      const order = (await (await shopper.request.get(`/api/orders/${orderNumber}`)).json()) as { status: string; keys: { id: string }[] };
      keyId = order.keys?.[0]?.id ?? '';
      return order.status;
    }, { timeout: 20_000 })
    .toBe('completed');
  const claim = await shopper.request.post(`/api/orders/${orderNumber}/keys/${keyId}/claims`, { data: { message: CLAIM_MESSAGE }, headers: origin(shopper) });
  expect(claim.status()).toBe(201);
  return { orderNumber, claimId: ((await claim.json()) as { id: string }).id };
}

test('every admin page, its lists, dialogs and forms fit a 390 px wide phone without sideways scrolling', async ({ page, browser }) => {
  // Fifteen pages, an order bought and paid, and two dialogs.
  test.setTimeout(180_000);
  const adminContext = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() }, reducedMotion: 'reduce' });
  const admin = await adminContext.newPage();
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
  await open(admin, '/');
  await signInAsAdmin(adminContext, new URL(admin.url()).origin);
  const { orderNumber, claimId } = await orderWithClaim(page, admin);

  const pages = [
    '/admin',
    '/admin?period=today',
    '/admin?period=30d',
    '/admin/orders',
    '/admin/orders?stage=held_for_review',
    `/admin/orders/${orderNumber}`,
    '/admin/claims',
    `/admin/claims/${claimId}`,
    '/admin/products',
    '/admin/redeem-codes',
    '/admin/queues',
    '/admin/audit',
    '/admin/reviews',
    '/admin/chat',
    '/admin/account-links',
  ];
  for (const path of pages) {
    await open(admin, path);
    await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await pageWidth(admin), path).toBeLessThanOrEqual(PHONE.width);
  }

  // The dashboard's table of figures, and an order's lines unfolded in the list.
  await open(admin, '/admin?period=30d');
  await admin.getByRole('button', { name: 'Show as a table' }).click();
  await expect(admin.getByRole('table', { name: /^Sales per day/ })).toBeVisible();
  expect(await pageWidth(admin), 'the table of figures').toBeLessThanOrEqual(PHONE.width);
  await open(admin, '/admin/orders');
  await admin.getByRole('button', { name: `Lines of order ${orderNumber}` }).click();
  await expect(admin.getByRole('list', { name: `Lines of order ${orderNumber}` })).toBeVisible();
  expect(await pageWidth(admin), 'an order with its lines').toBeLessThanOrEqual(PHONE.width);

  // The products' dialogs.
  await open(admin, '/admin/products');
  await admin.getByRole('button', { name: /^Edit / }).first().click();
  await expect(admin.getByRole('dialog')).toBeVisible();
  expect(await pageWidth(admin), 'the Edit dialog').toBeLessThanOrEqual(PHONE.width);
  const dialogBox = await admin.getByRole('dialog').boundingBox();
  expect(dialogBox!.x).toBeGreaterThanOrEqual(0);
  expect(dialogBox!.x + dialogBox!.width).toBeLessThanOrEqual(PHONE.width);
  await admin.keyboard.press('Escape');
  await admin.getByRole('button', { name: /^Add keys/ }).first().click();
  await expect(admin.getByRole('dialog')).toBeVisible();
  expect(await pageWidth(admin), 'the Add keys dialog').toBeLessThanOrEqual(PHONE.width);
  await adminContext.close();
});
