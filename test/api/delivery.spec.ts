import Bull from 'bull';
import request from 'supertest';
import { FakePayfast } from '../fakes/payfast.js';
import type { FakeSmtp, ReceivedMail } from '../fakes/smtp.js';
import { waitFor } from '../harness/processes.js';
import { newProduct, orderWhen, payInSandbox, placeOrder, STEAM_TRADE_URL } from '../harness/purchases.js';
import { signUpShopper, Shopper } from '../harness/shoppers.js';
import { workSettled } from '../harness/settled.js';
import { type MailingTestApp, startAppWithMail } from '../harness/test-app.js';
import { TEST_REDIS_URL } from '../harness/test-env.js';
import { accessToken } from '../harness/tokens.js';

const OWNER = 'owner@keyshop.test';
const admin = { authorization: `Bearer ${accessToken('admin')}` };
const deliveryMail = (orderNumber: string) => (mail: ReceivedMail) => mail.subject === `Your keys for order ${orderNumber}`;

describe('delivery', () => {
  let smtp: FakeSmtp;
  let sut: MailingTestApp;
  let shopper: Shopper;

  beforeAll(async () => {
    sut = await startAppWithMail({ STORE_OWNER_EMAIL: OWNER });
    smtp = sut.smtp;
    shopper = await signUpShopper(sut.url);
  });
  afterAll(async () => sut?.close());

  const keyRows = (orderId: string) =>
    sut.db.query<{ id: string; product_id: string; status: string; delivered_at: Date | null; revealed_at: Date | null }>(
      `SELECT id, product_id, status, delivered_at, revealed_at FROM product_keys WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
  const reveal = (who: Shopper, orderNumber: string, keyId: string) => request(sut.url).post(`/api/orders/${orderNumber}/keys/${keyId}/reveal`).set(who.auth);

  it('delivers a paid order: completed, every key delivered, one delivery mail with the keys, the profile verified', async () => {
    const game = await newProduct(sut, { platform: 'PC', keys: 2 });
    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 2 }]);

    const [received] = await smtp.waitFor('the order received mail', (mail) => mail.subject === `We received your order ${order.orderNumber}`);
    expect(received.to).toEqual([shopper.email]);
    expect(received.text).toContain('waiting for your payment');

    await payInSandbox(sut, order);
    const view = await orderWhen(sut, shopper, order.orderNumber, 'completed');
    const keys = await keyRows(order.orderId);
    expect(keys.map((key) => key.status)).toEqual(['delivered', 'delivered']);
    expect(keys.every((key) => key.delivered_at instanceof Date)).toBe(true);

    const [mail] = await smtp.waitFor('the delivery mail', deliveryMail(order.orderNumber));
    await workSettled(sut);
    expect(smtp.messages.filter(deliveryMail(order.orderNumber))).toHaveLength(1);
    expect(mail.to).toEqual([shopper.email]);
    expect(mail.html).toContain('<!doctype html>');
    expect(mail.html).toContain('Keyshop');
    expect(mail.text).toContain('How to activate your other keys');
    // Each key the account reveals is in the mail, in both parts.
    expect(view.keys).toHaveLength(2);
    for (const key of view.keys) {
      expect(key.masked).toMatch(/^•+[A-Z0-9]{4}$/);
      const { code } = (await reveal(shopper, order.orderNumber, key.id).expect(200)).body;
      expect(game.codes).toContain(code);
      expect(mail.html).toContain(code);
      expect(mail.text).toContain(code);
    }
    // The outbox names keys by id and never holds one in plain text.
    const outbox = await sut.db.query<{ payload: string }>(`SELECT payload::text AS payload FROM mail_outbox`);
    for (const code of game.codes) expect(outbox.some((row) => row.payload.includes(code))).toBe(false);

    expect(view.history.map((event: { to: string }) => event.to)).toEqual(['pending', 'verified', 'processing', 'completed']);
    const profile = await request(sut.url).get('/api/profile').set(shopper.auth).expect(200);
    expect(profile.body.isVerified).toBe(true);
  });

  it('keeps an order with a Steam gift processing until an admin completes it, and tells the owner', async () => {
    const buyer = await signUpShopper(sut.url);
    const steamGame = await newProduct(sut, { platform: 'Steam', keys: 1, priceCents: 2499, deliveryKind: 'steam_gift' });
    const pcGame = await newProduct(sut, { platform: 'PC', keys: 1, priceCents: 1000 });
    const order = await placeOrder(sut, buyer, [{ productId: steamGame.id, quantity: 1 }, { productId: pcGame.id, quantity: 1 }], {
      steamTradeUrl: STEAM_TRADE_URL,
      phone: '+27 82 123 4567',
      country: 'Namibia',
    });
    await payInSandbox(sut, order);
    const processing = await orderWhen(sut, buyer, order.orderNumber, 'processing');
    // The PC key is delivered at once; the Steam gift waits for the trade.
    expect(processing.keys.map((key: { productId: string }) => key.productId)).toEqual([pcGame.id]);
    const byProduct = Object.fromEntries((await keyRows(order.orderId)).map((key) => [key.product_id, key.status]));
    expect(byProduct).toEqual({ [steamGame.id]: 'reserved', [pcGame.id]: 'delivered' });
    const [keysMail] = await smtp.waitFor('the delivery mail', deliveryMail(order.orderNumber));
    expect(keysMail.text).toContain(`${steamGame.name} is a Steam gift: our team sends it as a trade offer to your Steam trade URL during support hours`);
    expect(keysMail.text).toContain(pcGame.codes[0]);
    expect(keysMail.text).not.toContain(steamGame.codes[0]);

    // The owner's notification (spec section 7).
    const [owner] = await smtp.waitFor('the owner notification', (mail) => mail.to.includes(OWNER) && mail.subject === `Order ${order.orderNumber} paid by Thandi Mokoena`);
    const subtotal = 2499 + 1000;
    const total = subtotal + Math.round(subtotal / 10);
    const zar = Math.round(total * 20.5);
    for (const text of [
      order.orderNumber, 'Thandi Mokoena', buyer.email, '+27 82 123 4567', 'Namibia', STEAM_TRADE_URL,
      `Total (EUR): €${(total / 100).toFixed(2)}`, `Subtotal: €${(subtotal / 100).toFixed(2)}`, `Amount (ZAR): R ${(zar / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`,
      'Requires verification: No', 'Customer verified: No', `${steamGame.name} (Steam) 1 × €24.99 = €24.99 [Steam gift: send a trade offer]`, `${pcGame.name} (PC) 1 × €10.00 = €10.00`,
    ]) {
      expect(owner.text).toContain(text);
    }
    expect(owner.html).toContain(`href="${STEAM_TRADE_URL.replace(/&/g, '&amp;')}"`);
    await smtp.waitFor('the owner notification of the new order', (mail) => mail.to.includes(OWNER) && mail.subject.startsWith(`New order ${order.orderNumber}`));

    // The admin sees it among the processing orders, with what the trade needs.
    const list = await request(sut.url).get('/api/admin/orders?status=processing').set(admin).expect(200);
    expect(list.body.items.map((item: { orderNumber: string }) => item.orderNumber)).toContain(order.orderNumber);
    expect(list.body.items.every((item: { status: string }) => item.status === 'processing')).toBe(true);
    const detail = await request(sut.url).get(`/api/admin/orders/${order.orderNumber}`).set(admin).expect(200);
    expect(detail.body).toMatchObject({ status: 'processing', steamTradeUrl: STEAM_TRADE_URL, phone: '+27 82 123 4567', email: buyer.email });
    expect(detail.body.manualItems).toEqual([expect.objectContaining({ productId: steamGame.id, manualStep: 'steam_trade' })]);
    expect(detail.body.keys.every((key: { masked: string }) => key.masked.startsWith('•'))).toBe(true);
    await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/complete`).set(buyer.auth).expect(403);

    const mailsBefore = smtp.messages.length;
    const completed = await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/complete`).set(admin).expect(200);
    expect(completed.body.status).toBe('completed');
    expect((await keyRows(order.orderId)).map((key) => key.status)).toEqual(['delivered', 'delivered']);
    expect(completed.body.history.at(-1)).toMatchObject({ from: 'processing', to: 'completed' });
    const again = await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/complete`).set(admin).expect(409);
    expect(again.body.code).toBe('order_not_completable');
    expect((await request(sut.url).get('/api/profile').set(buyer.auth)).body.isVerified).toBe(true);
    await workSettled(sut);
    expect(smtp.messages.length).toBe(mailsBefore);
  });

  it('answers 409 when an admin completes an order that is not processing, and filters the list by status', async () => {
    const game = await newProduct(sut);
    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }]);
    await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/complete`).set(admin).expect(409);
    await request(sut.url).get('/api/admin/orders/KS-1999-000001').set(admin).expect(404);
    const pending = await request(sut.url).get('/api/admin/orders?status=pending&page=1').set(admin).expect(200);
    expect(pending.body).toMatchObject({ page: 1, pageSize: 25 });
    expect(pending.body.items.map((item: { orderNumber: string }) => item.orderNumber)).toContain(order.orderNumber);
    await request(sut.url).get('/api/admin/orders?status=lost').set(admin).expect(400);
    await request(sut.url).get('/api/admin/orders').set(shopper.auth).expect(403);
  });

  it('sends a gift to its recipient and the buyer a confirmation without the keys', async () => {
    const game = await newProduct(sut, { platform: 'PlayStation', keys: 1, activationPlatform: 'PlayStation Store' });
    const recipient = `friend-${Date.now()}@keyshop.test`;
    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }], { giftRecipientEmail: recipient });
    await payInSandbox(sut, order);
    await orderWhen(sut, shopper, order.orderNumber, 'completed');

    const [gift] = await smtp.waitFor('the gift mail', (mail) => mail.to.includes(recipient));
    expect(gift.subject).toBe('Thandi Mokoena sent you a gift from Keyshop');
    expect(gift.html).toContain(game.codes[0]);
    expect(gift.text).toContain('How to activate on PlayStation Store');
    const [confirmation] = await smtp.waitFor('the buyer confirmation', (mail) => mail.subject === `Your gift (order ${order.orderNumber}) was delivered`);
    expect(confirmation.to).toEqual([shopper.email]);
    expect(confirmation.text).toContain(recipient);
    expect(confirmation.html).not.toContain(game.codes[0]);
    expect(confirmation.text).not.toContain(game.codes[0]);
    await workSettled(sut);
    expect(smtp.messages.filter(deliveryMail(order.orderNumber))).toHaveLength(0);
    expect(smtp.to(recipient)).toHaveLength(1);
  });

  it('escapes product names in the mail: a name with <script> cannot inject markup', async () => {
    const game = await newProduct(sut, { name: '<script>alert("owned")</script> <b>Deluxe</b>', keys: 1 });
    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }]);
    await payInSandbox(sut, order);
    const [mail] = await smtp.waitFor('the delivery mail', deliveryMail(order.orderNumber));
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<b>Deluxe');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;');
    const [owner] = await smtp.waitFor('the owner notification', (m) => m.to.includes(OWNER) && m.subject.includes(order.orderNumber) && m.subject.includes('paid'));
    expect(owner.html).not.toContain('<script');
  });

  it('shows an order and its keys to its owner only, and records the first reveal once', async () => {
    const game = await newProduct(sut, { platform: 'Xbox', keys: 1 });
    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }]);
    await payInSandbox(sut, order);
    const view = await orderWhen(sut, shopper, order.orderNumber, 'completed');
    const [key] = view.keys;
    expect(key).toMatchObject({ productId: game.id, productName: game.name, platform: 'Xbox', revealedAt: null });
    expect(JSON.stringify(view)).not.toContain(game.codes[0]);

    const stranger = await signUpShopper(sut.url);
    const hidden = await request(sut.url).get(`/api/orders/${order.orderNumber}`).set(stranger.auth).expect(404);
    expect(hidden.body.code).toBe('order_not_found');
    await reveal(stranger, order.orderNumber, key.id).expect(404);
    await request(sut.url).post(`/api/orders/${order.orderNumber}/keys/${key.id}/reveal`).expect(401);
    expect((await keyRows(order.orderId))[0].revealed_at).toBeNull();

    const first = await reveal(shopper, order.orderNumber, key.id).expect(200);
    expect(first.body).toEqual({ code: game.codes[0] });
    expect(first.headers['cache-control']).toBe('no-store');
    const [{ revealed_at: firstReveal }] = await keyRows(order.orderId);
    expect(firstReveal).toBeInstanceOf(Date);
    // A second reveal that wrote its own time would show a later one.
    await waitFor('the clock to pass the first reveal', async () => {
      const [{ later }] = await sut.db.query<{ later: boolean }>(`SELECT clock_timestamp() > $1::timestamptz + interval '1 millisecond' AS later`, [firstReveal]);
      return later || undefined;
    });
    await reveal(shopper, order.orderNumber, key.id).expect(200);
    expect((await keyRows(order.orderId))[0].revealed_at).toEqual(firstReveal);
    const after = await request(sut.url).get(`/api/orders/${order.orderNumber}`).set(shopper.auth).expect(200);
    expect(after.body.keys[0].revealedAt).toBe(firstReveal!.toISOString());

    // A key of another order, or one that is only reserved, is not revealed.
    const other = await newProduct(sut);
    const unpaid = await placeOrder(sut, shopper, [{ productId: other.id, quantity: 1 }]);
    const [reserved] = await keyRows(unpaid.orderId);
    await reveal(shopper, unpaid.orderNumber, reserved.id).expect(404);
    await reveal(shopper, order.orderNumber, reserved.id).expect(404);
    await reveal(shopper, order.orderNumber, 'not-a-key').expect(404);
  });
});

describe('fulfilment run twice', () => {
  let smtp: FakeSmtp;
  let payfast: FakePayfast;
  let sut: MailingTestApp;
  let shopper: Shopper;
  let orders: Bull.Queue;

  beforeAll(async () => {
    payfast = await FakePayfast.start();
    // The fulfilment sweep runs every second here.
    sut = await startAppWithMail({ ...payfast.env('sandbox'), ORDER_EXPIRY_CRON: '* * * * * *' });
    smtp = sut.smtp;
    shopper = await signUpShopper(sut.url);
    orders = new Bull('orders', TEST_REDIS_URL);
  });
  afterAll(async () => {
    await orders.close();
    await sut.close();
    await payfast.close();
  });

  const notify = (body: string) => request(sut.url).post('/api/payments/payfast/notify').type('form').send(body).expect(200);

  it('retries after a crash in the middle of the job and delivers nothing twice, however often it runs', async () => {
    const game = await newProduct(sut, { keys: 2 });
    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 2 }]);
    // The first attempt dies at its very last write, after the keys and the mails: the whole transaction goes.
    await sut.db.query(`CREATE SEQUENCE IF NOT EXISTS fulfilment_crashes`);
    await sut.db.query(`
      CREATE OR REPLACE FUNCTION crash_first_fulfilment() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('fulfilment_crashes') = 1 THEN RAISE EXCEPTION 'worker died'; END IF;
        RETURN NEW;
      END $$`);
    await sut.db.query(`
      CREATE TRIGGER crash_first_fulfilment AFTER INSERT ON order_events
      FOR EACH ROW WHEN (NEW.to_status = 'completed') EXECUTE FUNCTION crash_first_fulfilment()`);

    const itn = payfast.itn({ orderNumber: order.orderNumber, amount: order.totalZarCents });
    await notify(itn.body);
    await notify(itn.body);
    await waitFor('the order to be completed', async () => {
      const [row] = await sut.db.query<{ status: string }>(`SELECT status FROM orders WHERE id = $1`, [order.orderId]);
      return row.status === 'completed' || undefined;
    });
    const [{ last_value: crashes }] = await sut.db.query<{ last_value: string }>(`SELECT last_value FROM fulfilment_crashes`);
    expect(Number(crashes)).toBe(2);
    await sut.db.query(`DROP TRIGGER crash_first_fulfilment ON order_events`);

    const deliveredAt = (await sut.db.query<{ delivered_at: Date }>(`SELECT delivered_at FROM product_keys WHERE order_id = $1 ORDER BY id`, [order.orderId])).map(
      (row) => row.delivered_at.toISOString(),
    );
    // The same notification again, and a second job with an id of its own.
    await notify(itn.body);
    const second = await orders.add('fulfil', { orderId: order.orderId }, { jobId: `fulfil-again:${order.orderId}` });
    expect(await second.finished()).toBe('already_fulfilled');

    await smtp.waitFor('the delivery mail', deliveryMail(order.orderNumber));
    await workSettled(sut);
    expect(smtp.messages.filter(deliveryMail(order.orderNumber))).toHaveLength(1);
    const mails = await sut.db.query<{ template: string; n: number }>(
      `SELECT template, count(*)::int AS n FROM mail_outbox WHERE payload->'order'->>'orderNumber' = $1 GROUP BY template ORDER BY template`,
      [order.orderNumber],
    );
    expect(mails).toEqual([
      { template: 'keys_delivered', n: 1 },
      { template: 'order_received', n: 1 },
      { template: 'owner_order', n: 2 },
    ]);
    const keys = await sut.db.query<{ status: string; delivered_at: Date }>(`SELECT status, delivered_at FROM product_keys WHERE order_id = $1 ORDER BY id`, [order.orderId]);
    expect(keys.map((key) => key.status)).toEqual(['delivered', 'delivered']);
    expect(keys.map((key) => key.delivered_at.toISOString())).toEqual(deliveredAt);
    const events = await sut.db.query<{ to_status: string }>(`SELECT to_status FROM order_events WHERE order_id = $1 ORDER BY id`, [order.orderId]);
    expect(events.map((event) => event.to_status)).toEqual(['pending', 'verified', 'processing', 'completed']);
  });

  it('fulfils a paid order whose job never reached the queue, from the sweep', async () => {
    const game = await newProduct(sut);
    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }]);
    // As if the payment had committed while Redis was away: verified, paid two minutes ago, no job.
    await sut.db.query(`UPDATE orders SET status = 'verified', paid_at = now() - interval '2 minutes', reserved_until = NULL WHERE id = $1`, [order.orderId]);
    await waitFor('the sweep to fulfil the order', async () => {
      const [row] = await sut.db.query<{ status: string }>(`SELECT status FROM orders WHERE id = $1`, [order.orderId]);
      return row.status === 'completed' || undefined;
    });
    await smtp.waitFor('the delivery mail', deliveryMail(order.orderNumber));
  });
});
