import request from 'supertest';
import { FakePayfast } from '../fakes/payfast.js';
import type { FakeSmtp } from '../fakes/smtp.js';
import { FakeWholesaler, type FakeWholesalerProduct } from '../fakes/wholesaler.js';
import { waitFor } from '../harness/processes.js';
import { newProduct, orderWhen, placeOrder, type PlacedOrder, type TestProduct } from '../harness/purchases.js';
import { signUpShopper } from '../harness/shoppers.js';
import { type MailingTestApp, startAppWithMail } from '../harness/test-app.js';
import { accessToken } from '../harness/tokens.js';

const OWNER = 'owner@keyshop.test';
const admin = { authorization: `Bearer ${accessToken('admin')}` };
/** €200 a day: the tests below spend well under it, but for the one that passes it on purpose. */
const DAILY_CAP_CENTS = 20_000;

interface PurchaseRow {
  id: string;
  state: string;
  reason: string | null;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
  supplier_order_id: string | null;
  idempotency_key: string;
  keys_added: number;
}

describe('restocking from the wholesaler', () => {
  let wholesaler: FakeWholesaler;
  let payfast: FakePayfast;
  let smtp: FakeSmtp;
  let sut: MailingTestApp;

  beforeAll(async () => {
    wholesaler = await FakeWholesaler.start();
    payfast = await FakePayfast.start();
    sut = await startAppWithMail({
      ...payfast.env('sandbox'),
      STORE_OWNER_EMAIL: OWNER,
      ORDER_EXPIRY_CRON: '* * * * * *',
      WHOLESALER_URL: wholesaler.url,
      WHOLESALER_CLIENT_ID: wholesaler.clientId,
      WHOLESALER_CLIENT_SECRET: wholesaler.clientSecret,
      WHOLESALER_DAILY_SPEND_CAP_CENTS: String(DAILY_CAP_CENTS),
    });
    smtp = sut.smtp;
  });
  afterAll(async () => {
    await sut?.close();
    await payfast?.close();
    await wholesaler?.close();
  });
  beforeEach(() => {
    wholesaler.delayMs = 0;
    wholesaler.failAfterAcceptingOnce = false;
    wholesaler.failNextRequest = false;
    wholesaler.codesByIdOnly = false;
  });

  const configure = (product: TestProduct, offer: FakeWholesalerProduct, settings: { minStock: number; reorderQuantity: number; maxUnitPriceCents: number }) =>
    request(sut.url).put(`/api/admin/products/${product.id}/restock`).set(admin).send({ supplierProductId: offer.productId, ...settings });
  const purchasesOf = (productId: string) =>
    sut.db.query<PurchaseRow>(
      `SELECT id, state, reason, quantity, unit_price_cents, total_cents, supplier_order_id, idempotency_key, keys_added FROM supplier_purchases WHERE product_id = $1 ORDER BY created_at`,
      [productId],
    );
  const settledPurchase = (productId: string) =>
    waitFor('the purchase to be received', async () => {
      const rows = await purchasesOf(productId);
      return rows.length > 0 && rows.every((row) => !['placing', 'ordered'].includes(row.state)) ? rows : undefined;
    });
  const stockOf = async (productId: string) => (await sut.db.query<{ stock: number }>(`SELECT stock FROM products WHERE id = $1`, [productId]))[0].stock;
  const ordersFor = (offer: FakeWholesalerProduct) => wholesaler.orders.filter((order) => order.productId === offer.productId);

  // First: the product list is read from the wholesaler at most once a minute.
  it('lists the wholesaler\'s products by name with price and stock', async () => {
    wholesaler.addProduct({ name: 'Searchable Saga One', price: 12.34, stock: 7 });
    wholesaler.addProduct({ name: 'Searchable Saga Two', price: 5, stock: 0 });
    const res = await request(sut.url).get('/api/admin/suppliers/products').query({ search: 'searchable saga' }).set(admin).expect(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items).toEqual([
      expect.objectContaining({ name: 'Searchable Saga One', unitPriceCents: 1234, quantity: 7 }),
      expect.objectContaining({ name: 'Searchable Saga Two', unitPriceCents: 500, quantity: 0 }),
    ]);
    await request(sut.url).put(`/api/admin/products/${(await newProduct(sut, { keys: 0 })).id}/restock`).set(admin).send({ supplierProductId: 'no-such-product', minStock: 1, reorderQuantity: 1, maxUnitPriceCents: 100 }).expect(404);
  });

  it('buys the reorder quantity when a product is below its minimum: codes sealed in stock, the stock exact, the purchase audited', async () => {
    const offer = wholesaler.addProduct({ name: 'Hollow Knight Silksong', price: 4.5, stock: 20 });
    const game = await newProduct(sut, { keys: 1 });

    const set = await configure(game, offer, { minStock: 3, reorderQuantity: 5, maxUnitPriceCents: 500 }).expect(200);
    expect(set.body).toMatchObject({ wholesalerConfigured: true, settings: { supplierProductId: offer.productId, supplierProductName: offer.name, minStock: 3, reorderQuantity: 5, maxUnitPriceCents: 500, supplierQuantity: 20, supplierUnitPriceCents: 450 } });

    const [purchase] = await settledPurchase(game.id);
    expect(purchase).toMatchObject({ state: 'completed', quantity: 5, unit_price_cents: 450, total_cents: 2250, keys_added: 5 });
    const [placed] = ordersFor(offer);
    expect(purchase.supplier_order_id).toBe(placed.orderId);
    expect(placed.clientOrderId).toBe(purchase.idempotency_key);
    expect(await stockOf(game.id)).toBe(6);
    expect(offer.codes).toHaveLength(15);

    // Every bought code is in stock, and none of them readable in the database.
    const keys = await sut.db.query<{ code_encrypted: Buffer; status: string }>(`SELECT code_encrypted, status FROM product_keys WHERE product_id = $1`, [game.id]);
    expect(keys.filter((key) => key.status === 'available')).toHaveLength(6);
    for (const { code } of placed.codes) {
      expect(keys.some((key) => key.code_encrypted.includes(Buffer.from(code)))).toBe(false);
    }

    const audit = await sut.db.query<{ actor_id: string | null; actor_email: string; action: string; details: Record<string, unknown> }>(
      `SELECT actor_id, actor_email, action, details FROM admin_audit_log WHERE target = $1 ORDER BY id`,
      [game.id],
    );
    expect(audit.map((entry) => entry.action)).toEqual(['keys.import', 'product.restock_set', 'supplier.purchase', 'supplier.purchase_received']);
    expect(audit[2]).toMatchObject({ actor_id: null, actor_email: 'system', details: { quantity: 5, unitPriceCents: 450, totalCents: 2250, supplierProductId: offer.productId } });
    expect(audit[3]).toMatchObject({ actor_email: 'system', details: { supplierOrderId: placed.orderId, quantity: 5, added: 5, stock: 6 } });
    const written = JSON.stringify(audit);
    for (const { code } of placed.codes) expect(written).not.toContain(code);

    const page = await request(sut.url).get('/api/admin/purchases').set(admin).expect(200);
    expect(page.body.dailySpendCapCents).toBe(DAILY_CAP_CENTS);
    expect(page.body.spentTodayCents).toBeGreaterThanOrEqual(2250);
    expect(page.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ id: purchase.id, productName: game.name, state: 'completed', supplierOrderId: placed.orderId, keysAdded: 5 })]));
    expect(JSON.stringify(page.body)).not.toContain(placed.codes[0].code);
  });

  it('buys what a paid order waiting for stock lacks, and the order is delivered', async () => {
    const offer = wholesaler.addProduct({ name: 'Celeste', price: 2, stock: 10 });
    const game = await newProduct(sut, { keys: 1 });
    await configure(game, offer, { minStock: 0, reorderQuantity: 2, maxUnitPriceCents: 300 }).expect(200);
    const [buyer, rival] = [await signUpShopper(sut.url), await signUpShopper(sut.url)];

    // The buyer's payment comes after their order expired and somebody else took the only key.
    const late: PlacedOrder = await placeOrder(sut, buyer, [{ productId: game.id, quantity: 1 }]);
    await sut.db.query(`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE id = $1`, [late.orderId]);
    await waitFor('the order to expire', async () => ((await sut.db.query(`SELECT 1 FROM orders WHERE id = $1 AND status = 'cancelled'`, [late.orderId])).length ? true : undefined));
    await placeOrder(sut, rival, [{ productId: game.id, quantity: 1 }]);
    expect(ordersFor(offer)).toHaveLength(0);
    await request(sut.url).post('/api/payments/payfast/notify').type('form').send(payfast.itn({ orderNumber: late.orderNumber, amount: late.totalZarCents }).body).expect(200);

    const view = await orderWhen(sut, buyer, late.orderNumber, 'completed');
    expect(view.keys).toHaveLength(1);
    const [purchase] = await settledPurchase(game.id);
    // The reorder quantity, plus the key the order lacked.
    expect(purchase).toMatchObject({ state: 'completed', quantity: 3, keys_added: 3 });
    expect(await stockOf(game.id)).toBe(2);
  });

  it('never orders twice when the answer to the order is lost: the retry finds the order by its id and takes its codes', async () => {
    const offer = wholesaler.addProduct({ name: 'Hades II', price: 3, stock: 10 });
    const game = await newProduct(sut, { keys: 0 });
    wholesaler.failAfterAcceptingOnce = true;
    wholesaler.codesByIdOnly = true;

    await configure(game, offer, { minStock: 1, reorderQuantity: 4, maxUnitPriceCents: 300 }).expect(200);

    const [purchase] = await settledPurchase(game.id);
    expect(purchase).toMatchObject({ state: 'completed', quantity: 4, keys_added: 4 });
    expect(ordersFor(offer)).toHaveLength(1);
    expect(wholesaler.orderPosts().filter((post) => post.status === 500)).toHaveLength(1);
    expect(purchase.supplier_order_id).toBe(ordersFor(offer)[0].orderId);
    expect(offer.codes).toHaveLength(6);
    expect(await stockOf(game.id)).toBe(4);
    expect(await purchasesOf(game.id)).toHaveLength(1);
  });

  it('refuses to pay more than the maximum buy price: recorded once, mailed once, nothing bought', async () => {
    const offer = wholesaler.addProduct({ name: 'Elden Ring Nightreign', price: 9.99, stock: 10 });
    const game = await newProduct(sut, { keys: 1 });
    await configure(game, offer, { minStock: 2, reorderQuantity: 3, maxUnitPriceCents: 800 }).expect(200);

    const [refusal] = await settledPurchase(game.id);
    expect(refusal).toMatchObject({ state: 'refused', reason: 'price_above_max', quantity: 3, unit_price_cents: 999 });
    const [mail] = await smtp.waitFor('the refusal mail', (m) => m.subject === `Restock refused: ${game.name}`);
    expect(mail.to).toEqual([OWNER]);
    expect(mail.text).toContain('€9.99');
    expect(mail.text).toContain('€8.00');

    // Asked again the same day (settings saved again): still one refusal, one mail.
    await configure(game, offer, { minStock: 2, reorderQuantity: 3, maxUnitPriceCents: 800 }).expect(200);
    await waitFor('the second check to be made', async () => (wholesaler.requests.filter((r) => r.path === `/v3/products/${offer.productId}`).length >= 4 ? true : undefined));
    expect(await purchasesOf(game.id)).toHaveLength(1);
    expect(ordersFor(offer)).toHaveLength(0);
    expect(await stockOf(game.id)).toBe(1);
    expect((await sut.db.query(`SELECT 1 FROM mail_outbox WHERE template = 'restock_refused' AND payload->>'productName' = $1`, [game.name])).length).toBe(1);

    // A price the maximum allows: the next check buys.
    offer.price = 7.5;
    await configure(game, offer, { minStock: 2, reorderQuantity: 3, maxUnitPriceCents: 800 }).expect(200);
    await waitFor('the purchase', async () => ((await purchasesOf(game.id)).some((row) => row.state === 'completed') ? true : undefined));
    expect(await stockOf(game.id)).toBe(4);
  });

  it('refuses a purchase that would pass the daily spend cap, and shows it to the admin', async () => {
    const offer = wholesaler.addProduct({ name: 'Civilization VII', price: 50, stock: 10 });
    const game = await newProduct(sut, { keys: 0 });
    await configure(game, offer, { minStock: 1, reorderQuantity: 5, maxUnitPriceCents: 6000 }).expect(200);

    const [refusal] = await settledPurchase(game.id);
    expect(refusal).toMatchObject({ state: 'refused', reason: 'daily_spend_cap', quantity: 5, total_cents: 25_000 });
    expect(ordersFor(offer)).toHaveLength(0);
    const [mail] = await smtp.waitFor('the cap mail', (m) => m.subject === `Restock refused: ${game.name}`);
    expect(mail.text).toContain('daily spend cap of €200.00');
    const page = await request(sut.url).get('/api/admin/purchases').set(admin).expect(200);
    expect(page.body.spentTodayCents).toBeLessThanOrEqual(DAILY_CAP_CENTS);
    expect(page.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ id: refusal.id, state: 'refused', reason: 'daily_spend_cap' })]));
  });

  it('gets a new token when the wholesaler answers 401, and tries once more', async () => {
    const offer = wholesaler.addProduct({ name: 'Token Trouble Deluxe', price: 1, stock: 3 });
    const game = await newProduct(sut, { keys: 5 });
    await configure(game, offer, { minStock: 0, reorderQuantity: 1, maxUnitPriceCents: 100 }).expect(200);
    const before = wholesaler.tokenRequests;
    wholesaler.expireAllTokens();
    await configure(game, offer, { minStock: 0, reorderQuantity: 1, maxUnitPriceCents: 100 }).expect(200);
    expect(wholesaler.tokenRequests).toBe(before + 1);
    const rejected = wholesaler.requests.filter((r) => r.path === `/v3/products/${offer.productId}` && r.status === 401);
    expect(rejected).toHaveLength(1);
  });

  it('buys once when many changes trigger checks at the same time', async () => {
    const offer = wholesaler.addProduct({ name: 'Concurrent Quest', price: 1, stock: 50 });
    const game = await newProduct(sut, { keys: 6 });
    await configure(game, offer, { minStock: 0, reorderQuantity: 5, maxUnitPriceCents: 100 }).expect(200);
    wholesaler.delayMs = 200;
    await request(sut.url).put(`/api/admin/products/${game.id}/restock`).set(admin).send({ supplierProductId: offer.productId, minStock: 6, reorderQuantity: 5, maxUnitPriceCents: 100 }).expect(200);

    // Five sales at once, each a trigger, while the first check is still talking to the wholesaler.
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => signUpShopper(sut.url)));
    await Promise.all(shoppers.map((shopper) => placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }])));

    await waitFor('the stock to be back above the minimum', async () => ((await stockOf(game.id)) >= 6 && (await settledPurchase(game.id)) ? true : undefined), 30_000);
    const purchases = await purchasesOf(game.id);
    expect(purchases.filter((row) => row.state === 'completed')).toHaveLength(1);
    expect(ordersFor(offer)).toHaveLength(1);
    expect(await stockOf(game.id)).toBe(6);
  });

  it('refuses restock settings that are out of bounds, and ids of products that do not exist', async () => {
    const game = await newProduct(sut, { keys: 0 });
    const bad = await request(sut.url).put(`/api/admin/products/${game.id}/restock`).set(admin).send({ supplierProductId: 'x'.repeat(101), minStock: -1, reorderQuantity: 0, maxUnitPriceCents: 0 }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('reorderQuantity must be a whole number of keys from 1 to 1000');
    await request(sut.url).get('/api/admin/products/00000000-0000-4000-8000-000000000000/restock').set(admin).expect(404);
    const removed = await request(sut.url).delete(`/api/admin/products/${game.id}/restock`).set(admin).expect(200);
    expect(removed.body).toEqual({ wholesalerConfigured: true, settings: null });
  });
});
