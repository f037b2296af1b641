import request from 'supertest';
import type { FakeSmtp } from '../fakes/smtp.js';
import { FakeWholesaler } from '../fakes/wholesaler.js';
import { waitFor } from '../harness/processes.js';
import { newProduct, orderWhen, payInSandbox, placeOrder, type TestProduct } from '../harness/purchases.js';
import { signUpShopper, type Shopper } from '../harness/shoppers.js';
import { type MailingTestApp, startAppWithMail } from '../harness/test-app.js';
import { accessToken } from '../harness/tokens.js';

const admin = { authorization: `Bearer ${accessToken('admin')}` };

/** "12 March 2027" for a date this many days from today (UTC), and its YYYY-MM-DD. */
function daysFromToday(days: number): { iso: string; text: string } {
  const date = new Date(Date.now() + days * 86_400_000);
  const iso = date.toISOString().slice(0, 10);
  return { iso, text: date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) };
}

describe('pre-orders', () => {
  let smtp: FakeSmtp;
  let sut: MailingTestApp;
  let wholesaler: FakeWholesaler;
  let shopper: Shopper;

  beforeAll(async () => {
    wholesaler = await FakeWholesaler.start();
    // The release-day job runs every second here: a test moves the release date and waits.
    sut = await startAppWithMail({
      PRE_ORDER_RELEASE_CRON: '* * * * * *',
      WHOLESALER_URL: wholesaler.url,
      WHOLESALER_CLIENT_ID: wholesaler.clientId,
      WHOLESALER_CLIENT_SECRET: wholesaler.clientSecret,
      WHOLESALER_DAILY_SPEND_CAP_CENTS: '100000',
    });
    smtp = sut.smtp;
    shopper = await signUpShopper(sut.url);
  });
  afterAll(async () => {
    await sut?.close();
    await wholesaler?.close();
  });

  const releaseOn = (product: TestProduct, iso: string) => sut.db.query(`UPDATE products SET release_date = $2 WHERE id = $1`, [product.id, iso]);
  const stageOf = async (orderId: string) => (await sut.db.query<{ stage: string }>(`SELECT stage FROM orders WHERE id = $1`, [orderId]))[0].stage;
  const deliveredMails = (orderNumber: string) => smtp.messages.filter((mail) => mail.subject.includes(orderNumber) && /key/i.test(mail.subject) && mail.to.includes(shopper.email));

  it('sells a product before its release, holds the paid order, and delivers it once on the release day', async () => {
    const game = await newProduct(sut, { keys: 2 });
    const release = daysFromToday(30);
    await releaseOn(game, release.iso);

    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }]);
    const [confirmation] = await smtp.waitFor('the order confirmation', (mail) => mail.to.includes(shopper.email) && mail.subject.includes(order.orderNumber));
    expect(confirmation.text).toContain(`Pre-order: delivered on ${release.text}`);
    await payInSandbox(sut, order);

    await waitFor('the pre-order to wait for its release', async () => ((await stageOf(order.orderId)) === 'awaiting_release' ? true : undefined));
    const waiting = await request(sut.url).get(`/api/orders/${order.orderNumber}`).set(shopper.auth).expect(200);
    expect(waiting.body).toMatchObject({ status: 'processing', preOrderReleaseDate: release.iso, keys: [] });
    // Its key is held for it meanwhile.
    expect((await sut.db.query(`SELECT 1 FROM product_keys WHERE order_id = $1 AND status = 'reserved'`, [order.orderId])).length).toBe(1);

    // The release day comes: moved through the database, the scheduled job does the rest.
    await releaseOn(game, daysFromToday(-1).iso);
    const delivered = await orderWhen(sut, shopper, order.orderNumber, 'completed');
    expect(delivered.keys).toHaveLength(1);
    expect(delivered.preOrderReleaseDate).toBeNull();
    await smtp.waitFor('the delivery mail', (mail) => mail.to.includes(shopper.email) && mail.subject.includes(order.orderNumber) && mail.text.includes(game.name) && mail !== confirmation);

    // Later ticks of the job find nothing more to do: one delivery, one key, one delivery mail row.
    await waitFor('more release ticks', async () => ((await sut.db.query(`SELECT 1 FROM orders WHERE stage = 'awaiting_release'`)).length === 0 ? true : undefined));
    const rows = await sut.db.query<{ template: string }>(`SELECT template FROM mail_outbox WHERE recipient = $1 AND payload->'order'->>'orderNumber' = $2`, [shopper.email, order.orderNumber]);
    expect(rows.filter((row) => row.template === 'keys_delivered')).toHaveLength(1);
    expect((await sut.db.query(`SELECT 1 FROM product_keys WHERE order_id = $1 AND status = 'delivered'`, [order.orderId])).length).toBe(1);
    expect(deliveredMails(order.orderNumber).length).toBeGreaterThanOrEqual(1);
  });

  it('sells a pre-order with no keys yet; on the release day it waits for stock and is delivered when keys arrive', async () => {
    const game = await newProduct(sut, { keys: 0 });
    // Today a sold-out product that is released cannot be bought.
    const refused = await request(sut.url).post('/api/checkout').set(shopper.auth).send({ items: [{ productId: game.id, quantity: 1 }], firstName: 'Thandi', deliveryConsent: true }).expect(409);
    expect(refused.body.code).toBe('insufficient_stock');

    await releaseOn(game, daysFromToday(10).iso);
    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 2 }]);
    await payInSandbox(sut, order);
    await waitFor('the pre-order to wait for its release', async () => ((await stageOf(order.orderId)) === 'awaiting_release' ? true : undefined));

    await releaseOn(game, daysFromToday(0).iso);
    await waitFor('the order to wait for stock', async () => ((await stageOf(order.orderId)) === 'awaiting_stock' ? true : undefined));
    const view = await request(sut.url).get(`/api/orders/${order.orderNumber}`).set(shopper.auth).expect(200);
    expect(view.body).toMatchObject({ status: 'processing', awaitingStock: true, preOrderReleaseDate: null });

    await request(sut.url).post(`/api/admin/products/${game.id}/keys`).set(admin).send({ keys: 'PRE-ORDER-KEY-0001\nPRE-ORDER-KEY-0002' }).expect(200);
    const delivered = await orderWhen(sut, shopper, order.orderNumber, 'completed');
    expect(delivered.keys).toHaveLength(2);
  });

  it('buys the keys of a pre-order with none from the wholesaler on the release day, when the product restocks', async () => {
    const offer = wholesaler.addProduct({ name: 'Release Day Special', price: 2, stock: 10 });
    const game = await newProduct(sut, { keys: 0 });
    await releaseOn(game, daysFromToday(5).iso);
    await request(sut.url).put(`/api/admin/products/${game.id}/restock`).set(admin).send({ supplierProductId: offer.productId, minStock: 0, reorderQuantity: 1, maxUnitPriceCents: 300 }).expect(200);

    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }]);
    await payInSandbox(sut, order);
    await waitFor('the pre-order to wait for its release', async () => ((await stageOf(order.orderId)) === 'awaiting_release' ? true : undefined));
    expect(wholesaler.orders.filter((o) => o.productId === offer.productId)).toHaveLength(0);

    await releaseOn(game, daysFromToday(-2).iso);
    const delivered = await orderWhen(sut, shopper, order.orderNumber, 'completed');
    expect(delivered.keys).toHaveLength(1);
    const [bought] = wholesaler.orders.filter((o) => o.productId === offer.productId);
    expect(bought.codes).toHaveLength(2);
  });

  it('lets an admin cancel a paid pre-order, refunding all of it to store credit and putting its key back on sale', async () => {
    const buyer = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 1 });
    await releaseOn(game, daysFromToday(60).iso);
    const order = await placeOrder(sut, buyer, [{ productId: game.id, quantity: 1 }]);
    // Only a pre-order waiting for its release day is cancelled this way: not one still unpaid.
    const unpaid = await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/cancel-pre-order`).set(admin).expect(409);
    expect(unpaid.body).toMatchObject({ code: 'not_a_pre_order', message: expect.stringContaining('not a pre-order waiting for its release day') });
    await payInSandbox(sut, order);
    await waitFor('the pre-order to wait for its release', async () => ((await stageOf(order.orderId)) === 'awaiting_release' ? true : undefined));
    expect((await request(sut.url).get(`/api/admin/orders/${order.orderNumber}`).set(admin).expect(200)).body).toMatchObject({ awaitingRelease: true });

    const cancelled = await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/cancel-pre-order`).set(admin).expect(200);
    expect(cancelled.body).toEqual({ orderNumber: order.orderNumber, status: 'cancelled', creditCents: order.totalCents });
    expect(await stageOf(order.orderId)).toBe('cancelled');
    expect((await request(sut.url).get('/api/me/credits').set(buyer.auth).expect(200)).body.balanceCents).toBe(order.totalCents);
    expect((await sut.db.query(`SELECT 1 FROM product_keys WHERE product_id = $1 AND status = 'available'`, [game.id])).length).toBe(1);
    const [mail] = await smtp.waitFor('the cancellation mail', (m) => m.to.includes(buyer.email) && m.subject === `Your pre-order ${order.orderNumber} was cancelled and refunded as store credit`);
    expect(mail.text).toContain('no keys were delivered');
    expect(await sut.db.query(`SELECT action FROM admin_audit_log WHERE target = $1`, [order.orderNumber])).toEqual([{ action: 'order.cancel_pre_order' }]);
    // Once is all: a second cancel finds no pre-order; signed out, no cancel at all.
    await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/cancel-pre-order`).set(admin).expect(409);
    await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/cancel-pre-order`).expect(401);
  });

  it('shows the pre-order date on the product page, and no instant delivery for a sold-out product', async () => {
    const release = daysFromToday(40);
    const preOrder = await newProduct(sut, { keys: 0 });
    await releaseOn(preOrder, release.iso);
    const page = await request(sut.url).get(`/product/${preOrder.id}`).expect(200);
    expect(page.text).toContain(`Pre-order: delivered on ${release.text}`);

    const soldOut = await newProduct(sut, { keys: 0 });
    const soldOutPage = await request(sut.url).get(`/product/${soldOut.id}`).expect(200);
    expect(soldOutPage.text).not.toContain('Instant key by e-mail');
    expect(soldOutPage.text).not.toContain('More keys expected');

    // Restocked from a wholesaler that has keys: the page promises them within a day.
    const offer = wholesaler.addProduct({ name: 'Expected Soon', price: 1, stock: 4 });
    // Above the price limit, nothing is bought, and nothing is promised.
    await request(sut.url).put(`/api/admin/products/${soldOut.id}/restock`).set(admin).send({ supplierProductId: offer.productId, minStock: 0, reorderQuantity: 1, maxUnitPriceCents: 50 }).expect(200);
    // Anonymous pages are kept 30 seconds by URL: each look is a URL of its own.
    expect((await request(sut.url).get(`/product/${soldOut.id}?look=2`).expect(200)).text).not.toContain('More keys expected');
    await request(sut.url).put(`/api/admin/products/${soldOut.id}/restock`).set(admin).send({ supplierProductId: offer.productId, minStock: 0, reorderQuantity: 1, maxUnitPriceCents: 200 }).expect(200);
    expect((await request(sut.url).get(`/product/${soldOut.id}?look=3`).expect(200)).text).toContain('More keys expected within a day');

    const inStock = await newProduct(sut, { keys: 3 });
    expect((await request(sut.url).get(`/product/${inStock.id}`).expect(200)).text).toContain('Instant key by e-mail');
  });
});
