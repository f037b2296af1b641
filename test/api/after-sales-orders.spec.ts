import request from 'supertest';
import { FakePayfast } from '../fakes/payfast.js';
import type { FakeSmtp } from '../fakes/smtp.js';
import { signUp } from '../harness/accounts.js';
import { waitFor } from '../harness/processes.js';
import { newProduct, orderWhen, placeOrder, type PlacedOrder } from '../harness/purchases.js';
import { signUpShopper, type Shopper } from '../harness/shoppers.js';
import { type MailingTestApp, startAppWithMail, startTestApp, type TestApp } from '../harness/test-app.js';
import { accessToken } from '../harness/tokens.js';

const OWNER = 'owner@keyshop.test';
const admin = { authorization: `Bearer ${accessToken('admin')}` };

describe('paid orders that cannot go out at once', () => {
  let payfast: FakePayfast;
  let smtp: FakeSmtp;
  let sut: MailingTestApp;

  beforeAll(async () => {
    payfast = await FakePayfast.start();
    sut = await startAppWithMail({
      ...payfast.env('sandbox'),
      STORE_OWNER_EMAIL: OWNER,
      ORDER_PAYMENT_TIMEOUT: '1',
      ORDER_EXPIRY_CRON: '* * * * * *',
      FRAUD_REVIEW_FIRST_ORDER_CENTS: '5000',
    });
    smtp = sut.smtp;
  });
  afterAll(async () => {
    await sut.close();
    await payfast.close();
  });

  const pay = (order: PlacedOrder) => request(sut.url).post('/api/payments/payfast/notify').type('form').send(payfast.itn({ orderNumber: order.orderNumber, amount: order.totalZarCents }).body).expect(200);
  const row = async (orderId: string) =>
    (await sut.db.query<Record<string, any>>(`SELECT status, awaiting_stock_since, held_for_review_at, review_reasons, requires_verification, cancel_reason FROM orders WHERE id = $1`, [orderId]))[0];
  const expire = async (order: PlacedOrder) => {
    await sut.db.query(`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE id = $1`, [order.orderId]);
    await waitFor('the order to expire', async () => ((await row(order.orderId)).status === 'cancelled' ? true : undefined));
  };
  const addKeys = (productId: string, ...codes: string[]) => request(sut.url).post(`/api/admin/products/${productId}/keys`).set(admin).send({ keys: codes.join('\n') }).expect(200);
  /** A shopper who has already bought something, so that their next orders are not first orders. */
  async function regular(): Promise<Shopper> {
    const shopper = await signUpShopper(sut.url);
    await sut.db.query(
      `INSERT INTO orders (user_id, order_number, status, subtotal_cents, service_fee_cents, total_cents, total_zar_cents, zar_per_eur, email, first_name, paid_at)
       SELECT id, 'OLD-' || substr(md5(random()::text), 1, 10), 'completed', 100, 10, 110, 2255, 20.5, email, 'Old', now() - interval '30 days' FROM users WHERE email = $1`,
      [shopper.email],
    );
    return shopper;
  }

  describe('a payment that arrives after the order expired', () => {
    it('is never lost: the order waits for stock, then gets keys as they arrive, oldest first', async () => {
      const game = await newProduct(sut, { keys: 1 });
      const [first, second, rival] = [await regular(), await regular(), await regular()];
      const late1 = await placeOrder(sut, first, [{ productId: game.id, quantity: 1 }]);
      await expire(late1);
      const late2 = await placeOrder(sut, second, [{ productId: game.id, quantity: 1 }]);
      await expire(late2);
      // Meanwhile somebody else takes the only key.
      await placeOrder(sut, rival, [{ productId: game.id, quantity: 1 }]);

      await pay(late1);
      await pay(late2);
      for (const order of [late1, late2]) {
        await waitFor('the order to wait for stock', async () => ((await row(order.orderId)).awaiting_stock_since ? true : undefined));
        expect(await row(order.orderId)).toMatchObject({ status: 'processing', cancel_reason: null });
      }
      const [ownerAlert] = await smtp.waitFor('the owner alert', (mail) => mail.subject === `Order ${late1.orderNumber} is paid but short of keys`);
      expect(ownerAlert.to).toEqual([OWNER]);
      expect(ownerAlert.text).toContain(`1 × ${game.name}`);
      const [buyerNotice] = await smtp.waitFor('the buyer notice', (mail) => mail.subject === `Your order ${late1.orderNumber} is paid: keys on the way`);
      expect(buyerNotice.to).toEqual([first.email]);

      // One key arrives: the older payment gets it.
      await addKeys(game.id, 'LATE-KEY-0001-AAAA');
      await orderWhen(sut, first, late1.orderNumber, 'completed');
      expect(await row(late2.orderId)).toMatchObject({ status: 'processing' });
      await addKeys(game.id, 'LATE-KEY-0002-BBBB');
      const view = await orderWhen(sut, second, late2.orderNumber, 'completed');
      expect(view.keys).toHaveLength(1);
      expect((await row(late2.orderId)).awaiting_stock_since).toBeNull();
    });

    it('can be refunded to store credit once it has waited long enough', async () => {
      const game = await newProduct(sut, { keys: 1 });
      const [buyer, rival] = [await regular(), await regular()];
      const order = await placeOrder(sut, buyer, [{ productId: game.id, quantity: 1 }]);
      await expire(order);
      await placeOrder(sut, rival, [{ productId: game.id, quantity: 1 }]);
      await pay(order);
      await waitFor('the order to wait for stock', async () => ((await row(order.orderId)).awaiting_stock_since ? true : undefined));

      const early = await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/refund-to-credit`).set(admin).expect(409);
      expect(early.body).toMatchObject({ code: 'refund_too_early', message: expect.stringContaining('it can be refunded from') });
      await sut.db.query(`UPDATE orders SET awaiting_stock_since = now() - interval '25 hours' WHERE id = $1`, [order.orderId]);
      const refunded = await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/refund-to-credit`).set(admin).expect(200);
      expect(refunded.body).toEqual({ orderNumber: order.orderNumber, status: 'cancelled', creditCents: order.totalCents });
      const credits = (await request(sut.url).get('/api/me/credits').set(buyer.auth).expect(200)).body;
      expect(credits.balanceCents).toBe(order.totalCents);
      expect(await row(order.orderId)).toMatchObject({ status: 'cancelled', awaiting_stock_since: null });
      await smtp.waitFor('the refund mail', (mail) => mail.subject === `Your order ${order.orderNumber} was refunded as store credit`);
      const audit = await sut.db.query(`SELECT action FROM admin_audit_log WHERE target = $1`, [order.orderNumber]);
      expect(audit).toEqual([{ action: 'order.refund_to_credit' }]);
      await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/refund-to-credit`).set(admin).expect(409);
    });
  });

  describe('orders held for review', () => {
    it('holds a large first order until an admin approves it', async () => {
      const shopper = await signUpShopper(sut.url);
      const game = await newProduct(sut, { keys: 3, priceCents: 1999 });
      const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 3 }]);
      expect(await row(order.orderId)).toMatchObject({ requires_verification: true, review_reasons: ['first order of €65.97, above the €50.00 review limit'] });
      await pay(order);
      await waitFor('the hold', async () => ((await row(order.orderId)).held_for_review_at ? true : undefined));
      expect((await row(order.orderId)).status).toBe('verified');
      // The payment is verified, so the flag is cleared; the hold is the order's stage.
      const [held] = await sut.db.query(`SELECT stage, requires_verification FROM orders WHERE id = $1`, [order.orderId]);
      expect(held).toEqual({ stage: 'held_for_review', requires_verification: false });
      expect((await request(sut.url).get(`/api/admin/orders/${order.orderNumber}`).set(admin).expect(200)).body).toMatchObject({ heldForReview: true, requiresVerification: false });
      // The shopper's view tells the hold too, so the payment result page says it instead of a success.
      expect((await request(sut.url).get(`/api/orders/${order.orderNumber}`).set(shopper.auth).expect(200)).body).toMatchObject({ status: 'verified', heldForReview: true });
      const [alert] = await smtp.waitFor('the review alert', (mail) => mail.subject === `Order ${order.orderNumber} is held for your review`);
      expect(alert.text).toContain('first order of €65.97');

      await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/approve`).set(admin).expect(200);
      const view = await orderWhen(sut, shopper, order.orderNumber, 'completed');
      expect(view.keys).toHaveLength(3);
      await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/approve`).set(admin).expect(409);
    });

    it('tells the shopper once that the order is under review, and not why', async () => {
      const shopper = await signUpShopper(sut.url);
      const game = await newProduct(sut, { keys: 3, priceCents: 1999 });
      const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 3 }]);
      await pay(order);
      await waitFor('the hold', async () => ((await row(order.orderId)).held_for_review_at ? true : undefined));
      const reviewMails = () =>
        sut.db.query<{ recipient: string; payload: { kind: string } }>(
          `SELECT recipient, payload FROM mail_outbox WHERE template = 'order_update' AND payload->'order'->>'orderNumber' = $1`,
          [order.orderNumber],
        );
      await waitFor('the review mail', async () => ((await reviewMails()).length ? true : undefined));
      expect((await reviewMails()).map((mail) => [mail.recipient, mail.payload.kind])).toEqual([[shopper.email, 'held_for_review']]);
      const [notice] = await smtp.waitFor('the shopper notice', (mail) => mail.subject === `Your order ${order.orderNumber} is under review`);
      expect(notice.to).toEqual([shopper.email]);
      expect(notice.text).toContain('usually within one business day');
      expect(notice.text).not.toContain('first order of');
    });

    it('holds an order from another country than the earlier ones', async () => {
      const shopper = await regular();
      const game = await newProduct(sut, { keys: 1 });
      const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }], { country: 'Nigeria' });
      expect((await row(order.orderId)).review_reasons).toEqual(['country Nigeria differs from South Africa on earlier orders']);
      const usual = await placeOrder(sut, shopper, [{ productId: (await newProduct(sut, { keys: 1 })).id, quantity: 1 }]);
      expect(await row(usual.orderId)).toMatchObject({ requires_verification: true, review_reasons: [] });
    });

    it('lets an admin cancel a held order and suspend the account, which then cannot sign in', async () => {
      const email = `fraud-${Date.now()}@keyshop.test`;
      const account = await signUp(sut.url, { email, password: 'Keyshop-test-1' });
      const shopper: Shopper = { email, accessToken: account.accessToken, auth: account.bearer };
      const game = await newProduct(sut, { keys: 3 });
      const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 3 }]);
      await pay(order);
      await waitFor('the hold', async () => ((await row(order.orderId)).held_for_review_at ? true : undefined));

      await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/cancel`).set(admin).send({ reason: 'x' }).expect(400);
      const cancelled = await request(sut.url)
        .post(`/api/admin/orders/${order.orderNumber}/cancel`)
        .set(admin)
        .send({ reason: 'Card reported stolen', blockAccount: true })
        .expect(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled' });
      expect(await row(order.orderId)).toMatchObject({ status: 'cancelled' });
      const [{ stock }] = await sut.db.query<{ stock: number }>(`SELECT stock FROM products WHERE id = $1`, [game.id]);
      expect(stock).toBe(3);
      await smtp.waitFor('the cancellation mail', (mail) => mail.subject === `Your order ${order.orderNumber} was cancelled`);

      await request(sut.url).get('/api/me/credits').set(shopper.auth).expect(401);
      const signIn = await request(sut.url).post('/api/auth/token?grant_type=password').send({ email, password: 'Keyshop-test-1' }).expect(403);
      expect(signIn.body).toMatchObject({ code: 'account_suspended', message: expect.stringContaining('This account is suspended: order') });
      const actions = await sut.db.query<{ action: string }>(`SELECT action FROM admin_audit_log WHERE action IN ('order.cancel', 'user.block') ORDER BY id`);
      expect(actions.map((entry) => entry.action)).toEqual(['user.block', 'order.cancel']);

      const [user] = await sut.db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]);
      await request(sut.url).post(`/api/admin/users/${user.id}/unblock`).set(admin).expect(200);
      await request(sut.url).post('/api/auth/token?grant_type=password').send({ email, password: 'Keyshop-test-1' }).expect(200);
    });
  });
});

describe('checkout velocity limits', () => {
  let payfast: FakePayfast;
  let sut: TestApp;

  beforeAll(async () => {
    payfast = await FakePayfast.start();
    sut = await startTestApp({ ...payfast.env('sandbox'), CHECKOUT_LIMIT_PER_ACCOUNT: '3', FRAUD_REVIEW_ORDERS_PER_NAME: '4', CHECKOUT_LIMIT_PER_IP: '6', FAILED_PAYMENT_LIMIT: '2' });
  });
  afterAll(async () => {
    await sut.close();
    await payfast.close();
  });

  const checkout = (who: Shopper, productId: string, form: Record<string, unknown> = {}, from = '198.51.100.1') =>
    request(sut.url).post('/api/checkout').set(who.auth).set('x-forwarded-for', from).send({ items: [{ productId, quantity: 1 }], firstName: 'Thandi', deliveryConsent: true, ...form });
  const reviewReasonsOf = async (orderId: string) => (await sut.db.query<{ review_reasons: string[] }>(`SELECT review_reasons FROM orders WHERE id = $1`, [orderId]))[0].review_reasons;

  it('limits the orders an account places in an hour; refused checkouts cost nothing', async () => {
    const shopper = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 5 });
    const soldOut = await newProduct(sut, { keys: 0 });
    for (let n = 0; n < 5; n++) {
      await checkout(shopper, game.id, { firstName: '' }, `198.51.100.${20 + n}`).expect(400);
      await checkout(shopper, soldOut.id, {}, `198.51.100.${20 + n}`).expect(409);
    }
    for (let n = 0; n < 3; n++) await checkout(shopper, game.id, { firstName: `Account${n}` }, `198.51.100.${10 + n}`).expect(201);
    const refused = await checkout(shopper, game.id, { firstName: 'Account3' }, '198.51.100.13').expect(429);
    expect(refused.body).toMatchObject({ code: 'too_many_checkouts', message: expect.stringContaining('Too many orders in a short time') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });

  it('limits the orders placed from one client address in an hour, across accounts', async () => {
    const game = await newProduct(sut, { keys: 10 });
    await checkout(await signUpShopper(sut.url), (await newProduct(sut, { keys: 0 })).id, {}, '198.51.100.50').expect(409);
    for (let n = 0; n < 6; n++) await checkout(await signUpShopper(sut.url), game.id, { firstName: `Ip${n}` }, '198.51.100.50').expect(201);
    await checkout(await signUpShopper(sut.url), game.id, { firstName: 'Ip6' }, '198.51.100.50').expect(429);
  });

  it("never lets others lock a customer out by using their card-holder name: their orders only hold the next one for review", async () => {
    const game = await newProduct(sut, { keys: 10 });
    const soldOut = await newProduct(sut, { keys: 0 });
    const victimName = { firstName: 'Zoë', lastName: 'Mokoena' };
    for (const [index, attacker] of [await signUpShopper(sut.url), await signUpShopper(sut.url)].entries()) {
      for (let n = 0; n < 10; n++) await checkout(attacker, soldOut.id, victimName, `198.51.100.${70 + index}`).expect(409);
    }
    const victim = await signUpShopper(sut.url);
    const first = await checkout(victim, game.id, { firstName: ' zoe ', lastName: 'MOKOENA' }, '198.51.100.80').expect(201);
    expect(await reviewReasonsOf(first.body.orderId)).toEqual([]);

    for (let n = 0; n < 4; n++) await checkout(await signUpShopper(sut.url), game.id, victimName, `198.51.100.${90 + n}`).expect(201);
    const next = await checkout(victim, game.id, victimName, '198.51.100.80').expect(201);
    expect(await reviewReasonsOf(next.body.orderId)).toEqual(['card-holder name used on at least 4 orders of other accounts in the last 24 hours']);

    // The orders under a name are counted up to the review's bound, however many there are.
    await checkout(await signUpShopper(sut.url), game.id, victimName, '198.51.100.94').expect(201);
    const later = await checkout(victim, game.id, victimName, '198.51.100.80').expect(201);
    expect(await reviewReasonsOf(later.body.orderId)).toEqual(['card-holder name used on at least 4 orders of other accounts in the last 24 hours']);
  });

  it('refuses checkout after too many failed payments today', async () => {
    const shopper = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 3 });
    for (let n = 0; n < 2; n++) {
      const placed = (await checkout(shopper, game.id, { firstName: `Failed${n}` }, `198.51.100.${60 + n}`).expect(201)).body;
      await request(sut.url)
        .post('/api/payments/payfast/notify')
        .type('form')
        .send(payfast.itn({ orderNumber: placed.orderNumber, amount: placed.totalZarCents, status: 'FAILED' }).body)
        .expect(200);
    }
    const refused = await checkout(shopper, game.id, { firstName: 'Failed2' }, '198.51.100.62').expect(429);
    expect(refused.body).toMatchObject({ code: 'too_many_failed_payments', message: expect.stringContaining('Too many payments failed today') });
  });
});
