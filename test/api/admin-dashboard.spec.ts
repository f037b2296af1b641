import request from 'supertest';
import { QUEUES } from '../../src/queue/queues.js';
import { waitFor } from '../harness/processes.js';
import { newProduct, orderWhen, payInSandbox, placeOrder, type PlacedOrder } from '../harness/purchases.js';
import { signUpShopper, type Shopper } from '../harness/shoppers.js';
import { startTestApp, type TestApp } from '../harness/test-app.js';
import { accessToken } from '../harness/tokens.js';

const admin = { authorization: `Bearer ${accessToken('admin')}` };
const CLAIM_MESSAGE = 'Steam says this product key is invalid when I activate it.';

describe('the owner dashboard', () => {
  let sut: TestApp;

  beforeAll(async () => {
    // A first order above €50 is held for review.
    sut = await startTestApp({ FRAUD_REVIEW_FIRST_ORDER_CENTS: '5000' });
    // Accounts made before the test (the seed's, the fixtures') opened long ago: new customers are this test's.
    await sut.db.query(`UPDATE users SET created_at = now() - interval '60 days'`);
  });
  afterAll(async () => sut?.close());

  const dashboard = async (period: string) => (await request(sut.url).get(`/api/admin/dashboard?period=${period}`).set(admin).expect(200)).body;
  /** Moves an order's payment back in time, as if it had been paid `days` ago (at the same hour). */
  const paidDaysAgo = (order: PlacedOrder, days: number) => sut.db.query(`UPDATE orders SET paid_at = paid_at - make_interval(days => $2) WHERE id = $1`, [order.orderId, days]);
  const paid = async (shopper: Shopper, items: { productId: string; quantity: number }[]) => {
    const order = await placeOrder(sut, shopper, items);
    await payInSandbox(sut, order);
    await orderWhen(sut, shopper, order.orderNumber, 'completed');
    return order;
  };

  it('adds up paid orders, revenue, the average order, new customers and top products per period, exactly', async () => {
    const [buyer, second, older] = [await signUpShopper(sut.url), await signUpShopper(sut.url), await signUpShopper(sut.url)];
    await sut.db.query(`UPDATE users SET created_at = now() - interval '3 days' WHERE lower(email) = lower($1)`, [older.email]);
    const cheap = await newProduct(sut, { keys: 10, priceCents: 1000 });
    const dear = await newProduct(sut, { keys: 10, priceCents: 2500 });

    const today1 = await paid(buyer, [{ productId: cheap.id, quantity: 1 }]);
    const today2 = await paid(second, [{ productId: dear.id, quantity: 1 }]);
    const threeDays = await paid(buyer, [{ productId: cheap.id, quantity: 2 }]);
    await paidDaysAgo(threeDays, 3);
    const twentyDays = await paid(second, [{ productId: dear.id, quantity: 1 }]);
    await paidDaysAgo(twentyDays, 20);
    const fortyDays = await paid(buyer, [{ productId: dear.id, quantity: 1 }]);
    await paidDaysAgo(fortyDays, 40);
    // Neither an unpaid order nor a paid one cancelled since (refunded to credit) counts.
    await placeOrder(sut, buyer, [{ productId: dear.id, quantity: 1 }]);
    const cancelled = await paid(second, [{ productId: cheap.id, quantity: 1 }]);
    await sut.db.query(`UPDATE orders SET stage = 'cancelled', status = 'cancelled' WHERE id = $1`, [cancelled.orderId]);

    expect([today1.totalCents, today2.totalCents, threeDays.totalCents, twentyDays.totalCents]).toEqual([1100, 2750, 2200, 2750]);

    const today = await dashboard('today');
    expect(today).toMatchObject({ period: 'today', bucket: 'hour', totals: { orders: 2, revenueCents: 3850, averageOrderCents: 1925, newCustomers: 2 } });
    expect(today.series).toHaveLength(24);
    expect(today.series.reduce((sum: number, row: { revenueCents: number }) => sum + row.revenueCents, 0)).toBe(3850);
    const hour = new Date().getUTCHours();
    expect(today.series[hour]).toMatchObject({ orders: 2, revenueCents: 3850, newCustomers: 2 });
    expect(today.topProducts).toEqual([
      { productId: dear.id, name: dear.name, slug: expect.any(String), quantity: 1, revenueCents: 2500 },
      { productId: cheap.id, name: cheap.name, slug: expect.any(String), quantity: 1, revenueCents: 1000 },
    ]);

    const week = await dashboard('7d');
    expect(week).toMatchObject({ period: '7d', bucket: 'day', totals: { orders: 3, revenueCents: 6050, averageOrderCents: 2017, newCustomers: 3 } });
    expect(week.series).toHaveLength(7);
    expect(week.series[3]).toMatchObject({ orders: 1, revenueCents: 2200, newCustomers: 1 });
    expect(week.series[6]).toMatchObject({ orders: 2, revenueCents: 3850, newCustomers: 2 });
    expect(week.topProducts.map((row: { productId: string; quantity: number; revenueCents: number }) => [row.productId, row.quantity, row.revenueCents])).toEqual([
      [cheap.id, 3, 3000],
      [dear.id, 1, 2500],
    ]);

    const month = await dashboard('30d');
    expect(month).toMatchObject({ period: '30d', bucket: 'day', totals: { orders: 4, revenueCents: 8800, averageOrderCents: 2200, newCustomers: 3 } });
    expect(month.series).toHaveLength(30);
    expect(month.topProducts[0]).toMatchObject({ productId: dear.id, quantity: 2, revenueCents: 5000 });
  });

  it('counts refused payment notifications by reason, in the period they arrived', async () => {
    const notify = (body: string) => request(sut.url).post('/api/payments/payfast/notify').type('form').send(body).expect(400);
    await notify('m_payment_id=KS-1&payment_status=COMPLETE');
    await notify('m_payment_id=KS-1&payment_status=COMPLETE&signature=0123456789abcdef0123456789abcdef');
    await notify('m_payment_id=KS-2&signature=0123456789abcdef0123456789abcdef');
    // Ten days ago: in the last 30 days, not in the last 7.
    await sut.db.query(`INSERT INTO payment_refusals (hour, reason, refusals) VALUES (date_trunc('hour', now()) - interval '10 days', 'wrong_merchant', 4)`);

    const count = (body: { paymentRefusals: { reason: string; count: number }[] }) => Object.fromEntries(body.paymentRefusals.map((row) => [row.reason, row.count]));
    const expectedToday = { bad_signature: 2, wrong_merchant: 0, untrusted_source: 0, not_confirmed: 0, malformed: 1 };
    expect(count(await dashboard('today'))).toEqual(expectedToday);
    expect(count(await dashboard('7d'))).toEqual(expectedToday);
    expect(count(await dashboard('30d'))).toEqual({ ...expectedToday, wrong_merchant: 4 });
  });

  it('counts what waits for an admin, each as its filtered list shows it', async () => {
    const before = (await dashboard('7d')).needsAction;
    expect(before).toEqual({ heldForReview: 0, awaitingStock: 0, awaitingManualStep: 0, openClaims: 0, unansweredChats: 0, failedJobs: expect.any(Array) });
    expect(before.failedJobs.map((row: { queue: string }) => row.queue).sort()).toEqual(Object.values(QUEUES).sort());
    expect(before.failedJobs.every((row: { failed: number }) => row.failed === 0)).toBe(true);

    // A first order above the review limit is held for review.
    const newcomer = await signUpShopper(sut.url);
    const big = await newProduct(sut, { keys: 3, priceCents: 2000 });
    const held = await placeOrder(sut, newcomer, [{ productId: big.id, quantity: 3 }]);
    await payInSandbox(sut, held);
    await waitFor('the hold', async () => ((await sut.db.query<{ stage: string }>(`SELECT stage FROM orders WHERE id = $1`, [held.orderId]))[0].stage === 'held_for_review' ? true : undefined));

    // A delivered key reported as not working is an open claim.
    const buyer = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 1 });
    const order = await paid(buyer, [{ productId: game.id, quantity: 1 }]);
    const view = await orderWhen(sut, buyer, order.orderNumber, 'completed');
    await request(sut.url).post(`/api/orders/${order.orderNumber}/keys/${view.keys[0].id}/claims`).set(buyer.auth).send({ message: CLAIM_MESSAGE }).expect(201);

    // A shopper's chat message no admin has read.
    await request(sut.url).post('/api/chat/conversation').set(buyer.auth).send({}).expect(200);
    await request(sut.url).post('/api/chat/conversation/messages').set(buyer.auth).send({ body: 'Is this key for Europe?' }).expect(201);

    // Two orders waiting for stock or a manual step, as fulfilment leaves them (after the last restock,
    // which would send an order waiting for stock on its way).
    const other = await paid(buyer, [{ productId: (await newProduct(sut, { keys: 1 })).id, quantity: 1 }]);
    await sut.db.query(`UPDATE orders SET stage = 'awaiting_manual_step', status = 'processing' WHERE id = $1`, [other.orderId]);
    await sut.db.query(`UPDATE orders SET stage = 'awaiting_stock', status = 'processing', awaiting_stock_since = now() WHERE id = $1`, [order.orderId]);

    const after = (await dashboard('7d')).needsAction;
    expect(after).toMatchObject({ heldForReview: 1, awaitingStock: 1, awaitingManualStep: 1, openClaims: 1, unansweredChats: 1 });

    // Each count is what the filtered list shows.
    for (const [stage, orderNumber] of [['held_for_review', held.orderNumber], ['awaiting_stock', order.orderNumber], ['awaiting_manual_step', other.orderNumber]]) {
      const list = (await request(sut.url).get(`/api/admin/orders?stage=${stage}`).set(admin).expect(200)).body;
      expect(list.total).toBe(1);
      expect(list.items.map((item: { orderNumber: string; stage: string }) => [item.orderNumber, item.stage])).toEqual([[orderNumber, stage]]);
    }
    const heldItem = (await request(sut.url).get(`/api/admin/orders?stage=held_for_review`).set(admin).expect(200)).body.items[0];
    expect(heldItem).toMatchObject({ status: 'verified', stage: 'held_for_review', lines: [{ name: big.name, platform: 'PC', quantity: 3, unitPriceCents: 2000, deliveryKind: 'key' }] });
    const claims = (await request(sut.url).get('/api/admin/claims?status=open').set(admin).expect(200)).body;
    expect(claims.total).toBe(1);
    const chats = (await request(sut.url).get('/api/admin/chat/conversations?filter=unanswered').set(admin).expect(200)).body;
    expect(chats).toMatchObject({ total: 1, items: [{ email: buyer.email, unread: true }] });
    await request(sut.url).post(`/api/admin/chat/conversations/${chats.items[0].id}/read`).set(admin).expect(204);
    expect((await dashboard('7d')).needsAction.unansweredChats).toBe(0);
    expect((await request(sut.url).get('/api/admin/chat/conversations?filter=unanswered').set(admin).expect(200)).body.total).toBe(0);
  });

  it('answers admins only, and refuses an unknown period', async () => {
    await request(sut.url).get('/api/admin/dashboard').expect(401);
    await request(sut.url).get('/api/admin/dashboard').set({ authorization: `Bearer ${accessToken('customer')}` }).expect(403);
    const bad = await request(sut.url).get('/api/admin/dashboard?period=year').set(admin).expect(400);
    expect(bad.body).toMatchObject({ message: expect.stringContaining('period must be one of today, 7d, 30d') });
    expect((await request(sut.url).get('/api/admin/dashboard').set(admin).expect(200)).body.period).toBe('7d');
    const badStage = await request(sut.url).get('/api/admin/orders?stage=completed').set(admin).expect(400);
    expect(badStage.body).toMatchObject({ message: expect.stringContaining('stage must be one of held_for_review, awaiting_stock, awaiting_manual_step') });
  });
});
