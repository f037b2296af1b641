import request from 'supertest';
import type { FakeSmtp } from '../fakes/smtp.js';
import { waitFor } from '../harness/processes.js';
import { finishSandboxPayment, newProduct, openSandboxPayment, orderWhen, payInSandbox, placeOrder, type PlacedOrder } from '../harness/purchases.js';
import { signUpShopper, Shopper } from '../harness/shoppers.js';
import { type MailingTestApp, startAppWithMail } from '../harness/test-app.js';
import { accessToken } from '../harness/tokens.js';

const admin = { authorization: `Bearer ${accessToken('admin')}` };

/** Prices of the test games: 19.99 €, so a cart of one is 21.99 € with the 10 % service fee. */
const PRICE = 1999;
const TOTAL = 2199;

describe('store credit at checkout', () => {
  let smtp: FakeSmtp;
  let sut: MailingTestApp;

  beforeAll(async () => {
    sut = await startAppWithMail({ ORDER_PAYMENT_TIMEOUT: '1', ORDER_EXPIRY_CRON: '* * * * * *' });
    smtp = sut.smtp;
  });
  afterAll(async () => sut?.close());

  /** A new shopper holding `cents` of store credit, received by redeeming a credit code. */
  async function shopperWithCredit(cents: number): Promise<Shopper> {
    const shopper = await signUpShopper(sut.url);
    const [code] = (await request(sut.url).post('/api/admin/redeem-codes').set(admin).send({ kind: 'credit', creditCents: cents, count: 1 }).expect(201)).body.codes;
    await request(sut.url).post('/api/redeem').set(shopper.auth).send({ cd_key: code }).expect(200);
    return shopper;
  }
  const balance = async (who: Shopper): Promise<number> => (await request(sut.url).get('/api/me/credits').set(who.auth).expect(200)).body.balanceCents;
  const ledger = async (orderId: string) =>
    sut.db.query<{ amount_cents: number; source: string }>(`SELECT amount_cents, source FROM user_credits WHERE order_id = $1 ORDER BY created_at, amount_cents`, [orderId]);

  it('is not spent unless the shopper asks', async () => {
    const shopper = await shopperWithCredit(1000);
    const game = await newProduct(sut, { keys: 1, priceCents: PRICE });
    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }]);
    expect(order).toMatchObject({ totalCents: TOTAL, creditAppliedCents: 0, payment: expect.any(Object) });
    expect(await balance(shopper)).toBe(1000);
  });

  it('covers part of an order: the rest is paid at the gateway, the ledger holds the spend', async () => {
    const shopper = await shopperWithCredit(1000);
    const game = await newProduct(sut, { keys: 1, priceCents: PRICE });
    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }], { useCredit: true });
    expect(order).toMatchObject({ status: 'pending', creditAppliedCents: 1000, totalCents: TOTAL - 1000, totalZarCents: 24580 });
    const fields = Object.fromEntries((order as PlacedOrder).payment.fields);
    expect(fields.amount).toBe('245.80');
    expect(await balance(shopper)).toBe(0);
    expect(await ledger(order.orderId)).toEqual([{ amount_cents: -1000, source: 'order_payment' }]);

    await payInSandbox(sut, order);
    const view = await orderWhen(sut, shopper, order.orderNumber, 'completed');
    expect(view).toMatchObject({ paymentMethod: 'payfast', subtotalCents: PRICE, serviceFeeCents: 200, creditAppliedCents: 1000, totalCents: 1199 });
    const history = (await request(sut.url).get('/api/me/credits').set(shopper.auth).expect(200)).body.history;
    expect(history[0]).toMatchObject({ amountCents: -1000, source: 'order_payment', orderNumber: order.orderNumber });
  });

  it('leaves a payable remainder when the balance almost covers the order', async () => {
    const shopper = await shopperWithCredit(2190);
    const game = await newProduct(sut, { keys: 1, priceCents: PRICE });
    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }], { useCredit: true });
    expect(order.creditAppliedCents + order.totalCents).toBe(TOTAL);
    expect(order.totalZarCents).toBeGreaterThanOrEqual(500);
    expect(await balance(shopper)).toBe(2190 - order.creditAppliedCents);
  });

  it('pays a whole order: no payment form, straight to delivery', async () => {
    const shopper = await shopperWithCredit(5000);
    const game = await newProduct(sut, { keys: 2, priceCents: PRICE });
    const res = await request(sut.url)
      .post('/api/checkout')
      .set(shopper.auth)
      .send({ items: [{ productId: game.id, quantity: 2 }], firstName: 'Thandi', useCredit: true, deliveryConsent: true })
      .expect(201);
    expect(res.body).toMatchObject({ creditAppliedCents: 4398, totalCents: 0, totalZarCents: 0, payment: null });
    const view = await orderWhen(sut, shopper, res.body.orderNumber, 'completed');
    expect(view).toMatchObject({ paymentMethod: 'store_credit', creditAppliedCents: 4398, totalCents: 0, paidAt: expect.any(String) });
    expect(view.keys).toHaveLength(2);
    expect(await balance(shopper)).toBe(5000 - 4398);
    await smtp.waitFor('the delivery mail', (mail) => mail.subject === `Your keys for order ${res.body.orderNumber}`);
    expect(smtp.messages.filter((mail) => mail.subject === `We received your order ${res.body.orderNumber}`)).toHaveLength(0);
  });

  it('comes back when the order is cancelled at the gateway, once', async () => {
    const shopper = await shopperWithCredit(800);
    const game = await newProduct(sut, { keys: 1, priceCents: PRICE });
    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }], { useCredit: true });
    expect(await balance(shopper)).toBe(0);

    await finishSandboxPayment(sut, await openSandboxPayment(sut, order.payment), 'cancel').expect(303);
    await orderWhen(sut, shopper, order.orderNumber, 'cancelled');
    expect(await balance(shopper)).toBe(800);
    expect(await ledger(order.orderId)).toEqual([
      { amount_cents: -800, source: 'order_payment' },
      { amount_cents: 800, source: 'order_refund' },
    ]);
    // A second return of the same order is refused by the ledger itself.
    await expect(
      sut.db.query(`INSERT INTO user_credits (user_id, amount_cents, source, order_id) SELECT user_id, 800, 'order_refund', id FROM orders WHERE id = $1`, [order.orderId]),
    ).rejects.toThrow(/duplicate key/);
  });

  it('comes back when the order expires unpaid', async () => {
    const shopper = await shopperWithCredit(600);
    const game = await newProduct(sut, { keys: 1, priceCents: PRICE });
    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }], { useCredit: true });
    expect(await balance(shopper)).toBe(0);
    await sut.db.query(`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE id = $1`, [order.orderId]);
    await waitFor('the expiry job', async () => ((await balance(shopper)) === 600 ? true : undefined));
    const [row] = await sut.db.query<{ status: string }>(`SELECT status FROM orders WHERE id = $1`, [order.orderId]);
    expect(row.status).toBe('cancelled');
    expect(await ledger(order.orderId)).toEqual([
      { amount_cents: -600, source: 'order_payment' },
      { amount_cents: 600, source: 'order_refund' },
    ]);
  });

  it('is never spent twice by checkouts at the same time', async () => {
    const shopper = await shopperWithCredit(3000);
    const game = await newProduct(sut, { keys: 5, priceCents: PRICE });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        request(sut.url).post('/api/checkout').set(shopper.auth).send({ items: [{ productId: game.id, quantity: 1 }], firstName: 'Thandi', useCredit: true, deliveryConsent: true }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    const applied = answers.map((res) => res.body.creditAppliedCents as number).sort((a, b) => b - a);
    expect(applied).toEqual([TOTAL, 3000 - TOTAL, 0, 0, 0]);
    expect(await balance(shopper)).toBe(0);
  });

  it('cannot go below zero, even written straight into the ledger', async () => {
    const shopper = await shopperWithCredit(100);
    await expect(
      sut.db.query(`INSERT INTO user_credits (user_id, amount_cents, source) SELECT id, -101, 'order_payment' FROM users WHERE email = $1`, [shopper.email]),
    ).rejects.toThrow(/below zero/);
    expect(await balance(shopper)).toBe(100);
  });

  it('refuses a useCredit that is not true or false', async () => {
    const shopper = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 1 });
    const res = await request(sut.url).post('/api/checkout').set(shopper.auth).send({ items: [{ productId: game.id, quantity: 1 }], firstName: 'T', useCredit: 'yes', deliveryConsent: true }).expect(400);
    expect(res.body.message).toContain('useCredit must be true or false');
  });
});
