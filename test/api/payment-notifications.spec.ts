import { Redis } from 'ioredis';
import request from 'supertest';
import { FakePayfast } from '../fakes/payfast.js';
import { newProduct } from '../harness/purchases.js';
import { signUpShopper, Shopper } from '../harness/shoppers.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { TEST_REDIS_URL } from '../harness/test-env.js';
import { waitFor } from '../harness/processes.js';
import { accessToken } from '../harness/tokens.js';

describe('payment notifications (ITN) against PayFast', () => {
  let payfast: FakePayfast;
  let sut: TestApp;
  let shopper: Shopper;
  let haloId: string;

  beforeAll(async () => {
    payfast = await FakePayfast.start();
    sut = await startTestApp(payfast.env('sandbox'));
    shopper = await signUpShopper(sut.url);
    [{ id: haloId }] = await sut.db.query<{ id: string }>(`SELECT id FROM products WHERE slug = 'halo-infinite'`);
  });
  afterAll(async () => {
    await sut.close();
    await payfast.close();
  });

  async function placeOrder() {
    const res = await request(sut.url).post('/api/checkout').set(shopper.auth).send({ items: [{ productId: haloId, quantity: 1 }], firstName: 'Thandi', deliveryConsent: true }).expect(201);
    return res.body as { orderId: string; orderNumber: string; totalZarCents: number; payment: { action: string } };
  }
  const notify = (body: string) => request(sut.url).post('/api/payments/payfast/notify').type('form').send(body);
  const orderRow = async (orderId: string) =>
    (await sut.db.query<{ status: string; paid_at: Date | null }>(`SELECT status, paid_at FROM orders WHERE id = $1`, [orderId]))[0];
  const paymentsOf = (orderId: string) => sut.db.query(`SELECT status FROM payments WHERE order_id = $1`, [orderId]);
  const keysOf = async (orderId: string) =>
    (await sut.db.query<{ status: string }>(`SELECT status FROM product_keys WHERE order_id = $1`, [orderId])).map((k) => k.status);

  it('sends the shopper to PayFast', async () => {
    expect((await placeOrder()).payment.action).toBe(`${payfast.url}/eng/process`);
  });

  it('marks the order paid on a genuine COMPLETE, once, and queues its delivery', async () => {
    const order = await placeOrder();
    const itn = payfast.itn({ orderNumber: order.orderNumber, amount: order.totalZarCents });
    await notify(itn.body).expect(200);
    // The fulfilment job may already have moved it on from verified.
    expect(await orderRow(order.orderId)).toMatchObject({ status: expect.stringMatching(/^(verified|processing|completed)$/), paid_at: expect.any(Date) });
    expect(payfast.validateRequests).toContain(itn.parameterString);
    const redis = new Redis(TEST_REDIS_URL);
    expect(await redis.exists(`bull:orders:fulfil:${order.orderId}`)).toBe(1);
    await redis.quit();

    await notify(itn.body).expect(200);
    expect(await paymentsOf(order.orderId)).toHaveLength(1);
    await waitFor('the order to be fulfilled', async () => (await orderRow(order.orderId)).status === 'completed' || undefined);
    expect(await keysOf(order.orderId)).toEqual(['delivered']);
  });

  it('applies a payment id already seen on another order to this order: a repeat is judged per order', async () => {
    const game = await newProduct(sut, { keys: 2 });
    const buy = async () => (await request(sut.url).post('/api/checkout').set(shopper.auth).send({ items: [{ productId: game.id, quantity: 1 }], firstName: 'Thandi', deliveryConsent: true }).expect(201)).body;
    const first = await buy();
    const second = await buy();
    const itnOf = (order: { orderNumber: string; totalZarCents: number }) => payfast.itn({ orderNumber: order.orderNumber, amount: order.totalZarCents, pfPaymentId: '7100001' });
    await notify(itnOf(first).body).expect(200);
    await notify(itnOf(second).body).expect(200);
    await notify(itnOf(second).body).expect(200);

    for (const order of [first, second]) {
      expect(await orderRow(order.orderId)).toMatchObject({ paid_at: expect.any(Date) });
      expect(await paymentsOf(order.orderId)).toEqual([{ status: 'COMPLETE' }]);
    }
    expect(await sut.db.query(`SELECT count(*)::int AS n FROM extra_payments WHERE order_id = ANY($1)`, [[first.orderId, second.orderId]])).toEqual([{ n: 0 }]);
  });

  it('changes nothing for a forged signature', async () => {
    const order = await placeOrder();
    const forged = payfast.itn({ orderNumber: order.orderNumber, amount: order.totalZarCents, passphrase: 'guessed' });
    const res = await notify(forged.body).expect(400);
    expect(res.body.details).toContain('bad_signature');
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending' });
    expect(await paymentsOf(order.orderId)).toEqual([]);
  });

  it('changes nothing when the amount was tampered with after signing', async () => {
    const order = await placeOrder();
    const itn = payfast.itn({ orderNumber: order.orderNumber, amount: order.totalZarCents });
    await notify(itn.body.replace(/amount_gross=[0-9.]+/, 'amount_gross=1.00')).expect(400);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending' });
  });

  it('refuses a genuine notification whose amount is not the order total', async () => {
    const order = await placeOrder();
    const res = await notify(payfast.itn({ orderNumber: order.orderNumber, amount: order.totalZarCents - 100 }).body).expect(422);
    expect(res.body.code).toBe('amount_mismatch');
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending' });
    expect(await paymentsOf(order.orderId)).toEqual([]);
  });

  it('refuses a notification for an unknown order', async () => {
    const res = await notify(payfast.itn({ orderNumber: 'KS-1999-000001', amount: 1000 }).body).expect(404);
    expect(res.body.code).toBe('unknown_order');
  });

  it('refuses a notification PayFast does not confirm', async () => {
    const order = await placeOrder();
    payfast.validation = 'INVALID';
    try {
      const res = await notify(payfast.itn({ orderNumber: order.orderNumber, amount: order.totalZarCents }).body).expect(400);
      expect(res.body.details).toContain('not_confirmed');
    } finally {
      payfast.validation = 'known';
    }
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending' });
  });

  it('cancels the order and releases its keys on CANCELLED; a COMPLETE after that is not lost: the order is paid again', async () => {
    const order = await placeOrder();
    await notify(payfast.itn({ orderNumber: order.orderNumber, amount: order.totalZarCents, status: 'CANCELLED' }).body).expect(200);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'cancelled' });
    expect(await keysOf(order.orderId)).toEqual([]);
    await notify(payfast.itn({ orderNumber: order.orderNumber, amount: order.totalZarCents }).body).expect(200);
    expect(await orderRow(order.orderId)).toMatchObject({ status: expect.stringMatching(/^(verified|processing|completed)$/), paid_at: expect.any(Date) });
    await waitFor('the order to be fulfilled', async () => (await orderRow(order.orderId)).status === 'completed' || undefined);
    expect(await keysOf(order.orderId)).toEqual(['delivered']);
  });

  it('lists every completed payment after the first as a payment to refund, with its amount, once per gateway payment', async () => {
    const admin = { authorization: `Bearer ${accessToken('admin')}` };
    const game = await newProduct(sut, { keys: 1 });
    const order = (await request(sut.url).post('/api/checkout').set(shopper.auth).send({ items: [{ productId: game.id, quantity: 1 }], firstName: 'Thandi', deliveryConsent: true }).expect(201)).body;
    const paid = payfast.itn({ orderNumber: order.orderNumber, amount: order.totalZarCents, pfPaymentId: '7000001' });
    const second = payfast.itn({ orderNumber: order.orderNumber, amount: order.totalZarCents, pfPaymentId: '7000002' });
    const third = payfast.itn({ orderNumber: order.orderNumber, amount: order.totalZarCents, pfPaymentId: '7000003' });
    await notify(paid.body).expect(200);
    await waitFor('the order to be fulfilled', async () => (await orderRow(order.orderId)).status === 'completed' || undefined);
    for (const itn of [second, third, second, third, paid]) await notify(itn.body).expect(200);

    const extra = (await request(sut.url).get(`/api/admin/orders/${order.orderNumber}/extra-payments`).set(admin).expect(200)).body.items;
    const iso = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(extra).toEqual([
      { id: expect.any(String), provider: 'payfast', providerPaymentId: '7000002', amountZarCents: order.totalZarCents, receivedAt: iso, refundedAt: null, refundedBy: null },
      { id: expect.any(String), provider: 'payfast', providerPaymentId: '7000003', amountZarCents: order.totalZarCents, receivedAt: iso, refundedAt: null, refundedBy: null },
    ]);
    // The order itself is untouched: delivered once, its one key.
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'completed' });
    expect(await keysOf(order.orderId)).toEqual(['delivered']);

    // The admin's order and the orders list show what is to refund.
    const view = (await request(sut.url).get(`/api/admin/orders/${order.orderNumber}`).set(admin).expect(200)).body;
    expect(view.extraPayments).toEqual(extra);
    const list = (await request(sut.url).get('/api/admin/orders').set(admin).expect(200)).body.items;
    expect(list.find((row: { orderNumber: string }) => row.orderNumber === order.orderNumber).toRefundZarCents).toBe(2 * order.totalZarCents);

    // Marking one refunded is audited and happens once; the list then owes only the other.
    const marked = await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/extra-payments/${extra[0].id}/refunded`).set(admin).expect(200);
    expect(marked.body).toMatchObject({ id: extra[0].id, refundedAt: iso, refundedBy: 'fixture-admin@keyshop.test' });
    const again = await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/extra-payments/${extra[0].id}/refunded`).set(admin).expect(409);
    expect(again.body.code).toBe('extra_payment_refunded');
    await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/extra-payments/${extra[1].id}/refunded`).set(shopper.auth).expect(403);
    const audit = await sut.db.query(`SELECT action, details FROM admin_audit_log WHERE target = $1 AND action = 'order.extra_payment_refunded'`, [order.orderNumber]);
    expect(audit).toEqual([{ action: 'order.extra_payment_refunded', details: { orderId: order.orderId, providerPaymentId: '7000002', amountZarCents: order.totalZarCents } }]);
    const after = (await request(sut.url).get('/api/admin/orders').set(admin).expect(200)).body.items;
    expect(after.find((row: { orderNumber: string }) => row.orderNumber === order.orderNumber).toRefundZarCents).toBe(order.totalZarCents);
  });
});
