import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { FakeSmtp, ReceivedMail } from '../fakes/smtp.js';
import { newProduct, orderWhen, payInSandbox, placeOrder, STEAM_TRADE_URL, type PlacedOrder, type TestProduct } from '../harness/purchases.js';
import { signUpShopper, Shopper } from '../harness/shoppers.js';
import { type MailingTestApp, startAppWithMail } from '../harness/test-app.js';
import { accessToken, FIXTURE_ACCOUNTS } from '../harness/tokens.js';

const admin = { authorization: `Bearer ${accessToken('admin')}` };
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

interface KeyRow {
  id: string;
  status: string;
  order_id: string | null;
  delivered_at: Date | null;
  revealed_at: Date | null;
}

describe('refunding a duplicate purchase', () => {
  let smtp: FakeSmtp;
  let sut: MailingTestApp;

  beforeAll(async () => {
    sut = await startAppWithMail();
    smtp = sut.smtp;
  });
  afterAll(async () => sut?.close());

  const refund = (orderNumber: string, body: Record<string, unknown>, auth: Record<string, string> = admin) =>
    request(sut.url).post(`/api/admin/orders/${orderNumber}/refunds`).set(auth).send(body);
  const keysOf = (game: TestProduct) =>
    sut.db.query<KeyRow>(`SELECT id, status, order_id, delivered_at, revealed_at FROM product_keys WHERE product_id = $1 ORDER BY id`, [game.id]);
  /** The stock a shopper sees in the store (the cache is dropped by the refund). */
  const storeStock = async (game: TestProduct) => (await request(sut.url).get(`/api/products/${game.id}`).expect(200)).body.stock as number;
  const credits = async (shopper: Shopper) => (await request(sut.url).get('/api/me/credits').set(shopper.auth).expect(200)).body;
  const orderView = (shopper: Shopper, orderNumber: string) => request(sut.url).get(`/api/orders/${orderNumber}`).set(shopper.auth).expect(200);
  const refundMail = (game: TestProduct, orderNumber: string) => (mail: ReceivedMail) => mail.subject === `Refund for ${game.name} in order ${orderNumber}`;
  const auditEntries = (orderNumber: string) =>
    sut.db.query<{ action: string; actor_email: string; details: Record<string, unknown> }>(
      `SELECT action, actor_email, details FROM admin_audit_log WHERE target = $1 AND action LIKE 'order.refund%' ORDER BY id`,
      [orderNumber],
    );

  /** A paid, delivered order of the shopper's for these games. */
  async function deliveredOrder(shopper: Shopper, items: { game: TestProduct; quantity: number }[]): Promise<PlacedOrder> {
    const order = await placeOrder(sut, shopper, items.map(({ game, quantity }) => ({ productId: game.id, quantity })));
    await payInSandbox(sut, order);
    await orderWhen(sut, shopper, order.orderNumber, 'completed');
    return order;
  }

  it('refunds an unrevealed line to store credit: keys burned, credit, the line marked, a mail and an audit entry', async () => {
    const shopper = await signUpShopper(sut.url);
    const twice = await newProduct(sut, { keys: 2, priceCents: 1500 });
    const other = await newProduct(sut, { keys: 1, priceCents: 1000 });
    const order = await deliveredOrder(shopper, [
      { game: twice, quantity: 2 },
      { game: other, quantity: 1 },
    ]);
    const before = (await orderView(shopper, order.orderNumber)).body;
    const refundedKeyIds = before.keys.filter((key: { productId: string }) => key.productId === twice.id).map((key: { id: string }) => key.id);
    expect(refundedKeyIds).toHaveLength(2);
    expect(await storeStock(twice)).toBe(0);

    const res = await refund(order.orderNumber, { productId: twice.id, method: 'credit', reason: 'Bought twice by mistake' }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      orderNumber: order.orderNumber,
      productId: twice.id,
      productName: twice.name,
      platform: 'PC',
      quantity: 2,
      amountCents: 3000,
      amountZarCents: 61_500,
      method: 'credit',
      status: 'credited',
      reason: 'Bought twice by mistake',
      keysBurned: 2,
      createdBy: FIXTURE_ACCOUNTS.admin.email,
      createdAt: expect.stringMatching(ISO),
      completedAt: expect.stringMatching(ISO),
    });

    // The delivery mail carried the keys: they are burned, stay with the order, and are never for sale again.
    expect(await keysOf(twice)).toEqual(refundedKeyIds.sort().map((id: string) => ({ id, status: 'burned', order_id: order.orderId, delivered_at: expect.any(Date), revealed_at: null })));
    expect(await storeStock(twice)).toBe(0);

    // The line total comes back as store credit.
    const balance = await credits(shopper);
    expect(balance.balanceCents).toBe(3000);
    expect(balance.history[0]).toMatchObject({ amountCents: 3000, source: 'line_refund' });

    // The shopper's order shows the refunded line, and its keys are no longer theirs.
    const after = (await orderView(shopper, order.orderNumber)).body;
    expect(after.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: twice.id, quantity: 2, refundedAt: expect.stringMatching(ISO) }),
        expect.objectContaining({ productId: other.id, refundedAt: null }),
      ]),
    );
    expect(after.keys.map((key: { productId: string }) => key.productId)).toEqual([other.id]);
    expect(after.status).toBe('completed');
    await request(sut.url).post(`/api/orders/${order.orderNumber}/keys/${refundedKeyIds[0]}/reveal`).set(shopper.auth).expect(404);
    const adminView = (await request(sut.url).get(`/api/admin/orders/${order.orderNumber}`).set(admin).expect(200)).body;
    expect(adminView.items.find((item: { productId: string }) => item.productId === twice.id).refundedAt).toEqual(expect.stringMatching(ISO));

    // The customer is told; the mail holds no key.
    const [mail] = await smtp.waitFor('the refund mail', refundMail(twice, order.orderNumber));
    expect(mail.to).toEqual([shopper.email]);
    expect(mail.text).toContain(`2 × ${twice.name} (PC)`);
    expect(mail.text).toContain('€30.00 of store credit is now in your account');
    expect(mail.text).toContain('Bought twice by mistake');
    for (const code of twice.codes) expect(mail.text).not.toContain(code);

    // The audit log records it, never a key.
    const [entry] = await auditEntries(order.orderNumber);
    expect(entry).toEqual({
      action: 'order.refund_line',
      actor_email: FIXTURE_ACCOUNTS.admin.email,
      details: {
        orderId: order.orderId,
        refundId: res.body.id,
        productId: twice.id,
        productName: twice.name,
        quantity: 2,
        amountCents: 3000,
        method: 'credit',
        reason: 'Bought twice by mistake',
        keysBurned: 2,
      },
    });
    for (const code of twice.codes) expect(JSON.stringify(entry)).not.toContain(code);

    // A second line of the same order can be refunded too; the order lists both refunds.
    await refund(order.orderNumber, { productId: other.id, method: 'credit' }).expect(201);
    expect((await credits(shopper)).balanceCents).toBe(4000);
    const list = await request(sut.url).get(`/api/admin/orders/${order.orderNumber}/refunds`).set(admin).expect(200);
    expect(list.body.items.map((item: { productId: string; reason: string | null }) => [item.productId, item.reason])).toEqual([
      [twice.id, 'Bought twice by mistake'],
      [other.id, null],
    ]);
  });

  it("never sells a refunded line's mailed key again: the next buyer waits for stock and then gets another key", async () => {
    const first = await signUpShopper(sut.url);
    const second = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 1, priceCents: 1400 });
    const [mailedCode] = game.codes;
    const order = await deliveredOrder(first, [{ game, quantity: 1 }]);
    const [delivery] = await smtp.waitFor('the delivery mail', (mail) => mail.to.includes(first.email) && mail.text.includes(mailedCode));
    expect(delivery.text).toContain(mailedCode);
    const [mailedKey] = await keysOf(game);

    await refund(order.orderNumber, { productId: game.id, method: 'credit', reason: 'Bought twice' }).expect(201);
    expect(await keysOf(game)).toEqual([{ id: mailedKey.id, status: 'burned', order_id: order.orderId, delivered_at: mailedKey.delivered_at, revealed_at: null }]);
    expect(await storeStock(game)).toBe(0);

    // The next buyer finds the game sold out rather than the mailed key.
    const soldOut = await request(sut.url).post('/api/checkout').set(second.auth).send({ items: [{ productId: game.id, quantity: 1 }], firstName: 'Lerato', deliveryConsent: true }).expect(409);
    expect(soldOut.body.message).toContain(game.name);

    // New stock arrives: the second buyer gets the new key, never the burned one.
    const freshCode = 'TKFRESH-' + randomUUID().slice(0, 8).toUpperCase();
    await request(sut.url).post(`/api/admin/products/${game.id}/keys`).set(admin).send({ keys: freshCode }).expect(200);
    const again = await deliveredOrder(second, [{ game, quantity: 1 }]);
    const secondKeys = (await orderView(second, again.orderNumber)).body.keys;
    expect(secondKeys).toHaveLength(1);
    expect(secondKeys[0].id).not.toBe(mailedKey.id);
    const [secondMail] = await smtp.waitFor('the second delivery mail', (mail) => mail.to.includes(second.email) && mail.text.includes(freshCode));
    expect(secondMail.raw).not.toContain(mailedCode);
    expect((await keysOf(game)).find((key) => key.id === mailedKey.id)).toMatchObject({ status: 'burned', order_id: order.orderId });

    // Whatever writes to the table, a delivered or burned key never goes back on sale or to another order.
    const [delivered] = await sut.db.query<{ id: string }>(`SELECT id FROM product_keys WHERE order_id = $1`, [again.orderId]);
    await expect(sut.db.query(`UPDATE product_keys SET status = 'available', order_id = NULL, delivered_at = NULL WHERE id = $1`, [delivered.id])).rejects.toThrow(/was delivered/);
    await expect(sut.db.query(`UPDATE product_keys SET order_id = $2 WHERE id = $1`, [delivered.id, order.orderId])).rejects.toThrow(/was delivered/);
    await expect(sut.db.query(`UPDATE product_keys SET status = 'available', order_id = NULL WHERE id = $1`, [mailedKey.id])).rejects.toThrow(/burned/);
    await expect(sut.db.query(`INSERT INTO product_keys (product_id, code_encrypted, code_hash, delivered_at) VALUES ($1, '\\x00', '\\x01', now())`, [game.id])).rejects.toThrow(/product_keys_delivered_off_sale/);
  });

  it('refuses a line with a revealed key, naming the game and when, and changes nothing', async () => {
    const shopper = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 2, priceCents: 2000 });
    const order = await deliveredOrder(shopper, [{ game, quantity: 2 }]);
    const view = (await orderView(shopper, order.orderNumber)).body;
    await request(sut.url).post(`/api/orders/${order.orderNumber}/keys/${view.keys[1].id}/reveal`).set(shopper.auth).expect(200);
    const keysBefore = await keysOf(game);
    const revealedAt = keysBefore.find((key) => key.revealed_at)?.revealed_at as Date;

    const res = await refund(order.orderNumber, { productId: game.id, method: 'credit' }).expect(409);
    expect(res.body).toEqual({
      status: 409,
      code: 'key_revealed',
      message: `A key of ${game.name} was revealed on ${revealedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC: a revealed key cannot be refunded as a duplicate purchase.`,
    });
    expect(await keysOf(game)).toEqual(keysBefore);
    expect(keysBefore.every((key) => key.status === 'delivered' && key.order_id === order.orderId)).toBe(true);
    expect(await storeStock(game)).toBe(0);
    expect((await credits(shopper)).balanceCents).toBe(0);
    expect((await orderView(shopper, order.orderNumber)).body.items[0].refundedAt).toBeNull();
    expect(await sut.db.query(`SELECT 1 FROM refunds WHERE order_id = $1`, [order.orderId])).toEqual([]);
    expect(await auditEntries(order.orderNumber)).toEqual([]);
  });

  it('refuses a line with a key the customer reported as not working', async () => {
    const shopper = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 1, priceCents: 1200 });
    const order = await deliveredOrder(shopper, [{ game, quantity: 1 }]);
    const [key] = await keysOf(game);
    await sut.db.query(
      `INSERT INTO key_claims (key_id, order_id, user_id, product_id, masked_key, message)
       SELECT $1, id, user_id, $2, '••••-TEST', 'The key says it was already used.' FROM orders WHERE id = $3`,
      [key.id, game.id, order.orderId],
    );
    const res = await refund(order.orderNumber, { productId: game.id, method: 'credit' }).expect(409);
    expect(res.body).toMatchObject({ code: 'key_claimed', message: `A key of ${game.name} has a claim: settle it through the claim rather than as a duplicate purchase.` });
    expect((await keysOf(game))[0]).toMatchObject({ status: 'delivered', order_id: order.orderId });
  });

  it('refuses to refund a line twice', async () => {
    const shopper = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 1, priceCents: 999 });
    const order = await deliveredOrder(shopper, [{ game, quantity: 1 }]);
    await refund(order.orderNumber, { productId: game.id, method: 'credit' }).expect(201);
    const again = await refund(order.orderNumber, { productId: game.id, method: 'gateway' }).expect(409);
    expect(again.body.code).toBe('line_already_refunded');
    expect(again.body.message).toMatch(new RegExp(`^${game.name} in this order was already refunded on \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\.$`));
    expect((await credits(shopper)).balanceCents).toBe(999);
    expect(await sut.db.query(`SELECT 1 FROM refunds WHERE order_id = $1`, [order.orderId])).toHaveLength(1);
  });

  it('records a gateway refund as awaiting the owner, until the owner marks it refunded', async () => {
    const shopper = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 1, priceCents: 2000 });
    const order = await deliveredOrder(shopper, [{ game, quantity: 1 }]);

    const res = await refund(order.orderNumber, { productId: game.id, method: 'gateway' }).expect(201);
    expect(res.body).toMatchObject({ method: 'gateway', status: 'awaiting_gateway_refund', amountCents: 2000, amountZarCents: 41_000, completedAt: null, keysBurned: 1 });
    expect(await storeStock(game)).toBe(0);
    expect((await credits(shopper)).balanceCents).toBe(0);
    const [row] = await sut.db.query(`SELECT method, status, amount_cents FROM refunds WHERE id = $1`, [res.body.id]);
    expect(row).toEqual({ method: 'gateway', status: 'awaiting_gateway_refund', amount_cents: 2000 });
    const [mail] = await smtp.waitFor('the gateway refund mail', refundMail(game, order.orderNumber));
    expect(mail.text).toContain('€20.00 goes back to the way you paid');

    const done = await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/refunds/${res.body.id}/gateway-refunded`).set(admin).expect(200);
    expect(done.body).toMatchObject({ status: 'gateway_refunded', completedAt: expect.stringMatching(ISO) });
    const twice = await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/refunds/${res.body.id}/gateway-refunded`).set(admin).expect(409);
    expect(twice.body.code).toBe('refund_not_awaiting_gateway');
    expect((await auditEntries(order.orderNumber)).map((entry) => entry.action)).toEqual(['order.refund_line', 'order.refund_gateway_done']);
  });

  it('refuses an order that is not delivered, a gateway refund of an order paid with store credit, and a Steam gift', async () => {
    const shopper = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 2, priceCents: 500 });
    const pending = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }]);
    expect((await refund(pending.orderNumber, { productId: game.id, method: 'credit' }).expect(409)).body.code).toBe('order_not_refundable');

    // Credit from a first refund pays a second order whole; that one can only go back as credit.
    await deliveredOrder(shopper, [{ game, quantity: 1 }]).then((order) => refund(order.orderNumber, { productId: game.id, method: 'credit' }).expect(201));
    const cheap = await newProduct(sut, { keys: 1, priceCents: 100 });
    const byCredit = await placeOrder(sut, shopper, [{ productId: cheap.id, quantity: 1 }], { useCredit: true });
    expect(byCredit.payment).toBeNull();
    await orderWhen(sut, shopper, byCredit.orderNumber, 'completed');
    expect((await refund(byCredit.orderNumber, { productId: cheap.id, method: 'gateway' }).expect(409)).body.code).toBe('gateway_refund_unavailable');
    await refund(byCredit.orderNumber, { productId: cheap.id, method: 'credit' }).expect(201);

    // A Steam gift sent as a trade offer never went through the account: it cannot come back this way.
    const steam = await newProduct(sut, { keys: 1, platform: 'Steam', deliveryKind: 'steam_gift' });
    const traded = await placeOrder(sut, shopper, [{ productId: steam.id, quantity: 1 }], { steamTradeUrl: STEAM_TRADE_URL });
    await payInSandbox(sut, traded);
    await orderWhen(sut, shopper, traded.orderNumber, 'processing');
    expect((await refund(traded.orderNumber, { productId: steam.id, method: 'credit' }).expect(409)).body.code).toBe('line_delivered_by_hand');
  });

  it('is for administrators only, and explains an unknown order, line or field', async () => {
    const shopper = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 1 });
    const order = await deliveredOrder(shopper, [{ game, quantity: 1 }]);
    const body = { productId: game.id, method: 'credit' };

    await refund(order.orderNumber, body, shopper.auth).expect(403);
    await refund(order.orderNumber, body, { authorization: `Bearer ${accessToken('customer')}` }).expect(403);
    await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/refunds`).send(body).expect(401);
    await request(sut.url).get(`/api/admin/orders/${order.orderNumber}/refunds`).set(shopper.auth).expect(403);

    expect((await refund('KS-1999-000001', body).expect(404)).body.code).toBe('order_not_found');
    expect((await refund(order.orderNumber, { ...body, productId: randomUUID() }).expect(404)).body.code).toBe('order_line_not_found');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, method: 'cash' }, 'method must be credit or gateway'],
      [{ ...body, productId: 'game' }, 'productId must be the id (a UUID) of a product in the order'],
      [{ ...body, reason: 'x'.repeat(501) }, 'reason must be at most 500 characters'],
      [{ ...body, amountCents: 1 }, 'property amountCents should not exist'],
    ];
    for (const [invalid, message] of cases) {
      const res = await refund(order.orderNumber, invalid).expect(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.message).toContain(message);
    }
    // Nothing of it touched the order.
    expect((await orderView(shopper, order.orderNumber)).body.items[0].refundedAt).toBeNull();
    expect((await keysOf(game))[0]).toMatchObject({ status: 'delivered', order_id: order.orderId });
  });
});
