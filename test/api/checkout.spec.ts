import pg from 'pg';
import request from 'supertest';
import { insertShoppers, signUpShopper, Shopper } from '../harness/shoppers.js';
import { accessToken } from '../harness/tokens.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { waitFor } from '../harness/processes.js';
import { finishSandboxPayment, openSandboxPayment } from '../harness/purchases.js';

const STEAM_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEfGh';

describe('checkout', () => {
  let sut: TestApp;
  let shopper: Shopper;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    sut = await startTestApp();
    shopper = await signUpShopper(sut.url);
    for (const row of await sut.db.query<{ id: string; slug: string }>(`SELECT id, slug FROM products`)) ids[row.slug] = row.id;
  });
  afterAll(async () => sut.close());

  const checkout = (body: object, headers: Record<string, string> = {}) =>
    request(sut.url).post('/api/checkout').set(shopper.auth).set(headers).send({ deliveryConsent: true, ...body });
  const keysOf = (orderId: string) =>
    sut.db.query<{ status: string; product_id: string }>(`SELECT status, product_id FROM product_keys WHERE order_id = $1`, [orderId]);

  it('places a pending order with server prices, reserves its keys and returns the signed payment form', async () => {
    const [halo] = await sut.db.query<{ price_cents: number; stock: number }>(`SELECT price_cents, stock FROM products WHERE slug = 'halo-infinite'`);
    const res = await checkout({ items: [{ productId: ids['halo-infinite'], quantity: 2 }], firstName: 'Thandi', lastName: 'Mokoena' }).expect(201);
    const subtotal = halo.price_cents * 2;
    const total = subtotal + Math.round(subtotal / 10);
    expect(res.body).toMatchObject({ status: 'pending', totalCents: total, totalZarCents: Math.round(total * 20.5) });
    expect(res.body.orderNumber).toMatch(/^KS-\d{4}-\d{6}$/);

    const [order] = await sut.db.query<Record<string, unknown>>(`SELECT * FROM orders WHERE id = $1`, [res.body.orderId]);
    expect(order).toMatchObject({
      status: 'pending', requires_verification: true, email: shopper.email, first_name: 'Thandi', country: 'South Africa',
      payment_reference: res.body.orderNumber, subtotal_cents: subtotal, total_cents: total,
    });
    expect((await keysOf(res.body.orderId)).map((k) => k.status)).toEqual(['reserved', 'reserved']);
    const [after] = await sut.db.query<{ stock: number }>(`SELECT stock FROM products WHERE slug = 'halo-infinite'`);
    expect(after.stock).toBe(halo.stock - 2);

    const fields = Object.fromEntries(res.body.payment.fields);
    expect(res.body.payment.action).toBe(`${sut.url}/sandbox-gateway/eng/process`);
    expect(fields).toMatchObject({ m_payment_id: res.body.orderNumber, amount: (Math.round(total * 20.5) / 100).toFixed(2), email_address: shopper.email });
    expect(fields.signature).toMatch(/^[0-9a-f]{32}$/);
  });

  it('makes one order for a double click with the same Idempotency-Key', async () => {
    const body = { items: [{ productId: ids.hades, quantity: 1 }], firstName: 'Sam', steamTradeUrl: STEAM_URL };
    const headers = { 'idempotency-key': `double-click-${Date.now()}` };
    const [first, second] = await Promise.all([checkout(body, headers), checkout(body, headers)]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.orderNumber).toBe(first.body.orderNumber);
    const orders = await sut.db.query(`SELECT id FROM orders WHERE idempotency_key = $1`, [headers['idempotency-key']]);
    expect(orders).toHaveLength(1);
  });

  it('asks for the Steam trade URL for Steam items, and checks its form', async () => {
    const noUrl = await checkout({ items: [{ productId: ids.hades, quantity: 1 }], firstName: 'Sam' }).expect(422);
    expect(noUrl.body).toMatchObject({ code: 'steam_trade_url_required', message: 'Steam Trade URL Required: Please provide your Steam trade URL for Steam-related items' });
    const badUrl = await checkout({ items: [{ productId: ids.hades, quantity: 1 }], firstName: 'Sam', steamTradeUrl: 'https://example.com' }).expect(400);
    expect(badUrl.body.message).toContain('steamTradeUrl must be a Steam trade offer link');
  });

  it.each([
    [{ items: [] , firstName: 'A' }, 'items must hold at least one product'],
    [{ items: [{ productId: '6f1c1d8e-0000-4000-8000-000000000000', quantity: 1 }] }, 'Please fill in all required fields'],
    [{ items: [{ productId: '6f1c1d8e-0000-4000-8000-000000000000', quantity: 1 }], firstName: 'A', priceCents: 1 }, 'property priceCents should not exist'],
    [{ items: [{ productId: '6f1c1d8e-0000-4000-8000-000000000000', quantity: 1 }], firstName: 'A', giftRecipientEmail: 'nope' }, 'giftRecipientEmail must be an e-mail address'],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const res = await checkout(body).expect(400);
    expect(res.body.message).toContain(message);
  });

  it('answers 409 naming the product when stock runs out, and writes nothing', async () => {
    const before = await sut.db.query(`SELECT count(*)::int AS n FROM orders`);
    const res = await checkout({ items: [{ productId: ids.starfield, quantity: 1 }], firstName: 'A' }).expect(409);
    expect(res.body).toMatchObject({ code: 'insufficient_stock', message: 'Not enough stock for Starfield: 0 left.' });
    expect(await sut.db.query(`SELECT count(*)::int AS n FROM orders`)).toEqual(before);
  });

  it('needs a signed-in shopper', async () => {
    await request(sut.url).post('/api/checkout').send({ items: [{ productId: ids.hades, quantity: 1 }], firstName: 'A' }).expect(401);
  });

  it('sells each key once when 200 checkouts race for 20 keys', async () => {
    const [product] = await sut.db.query<{ id: string }>(
      `INSERT INTO products (name, slug, price_cents, platform) VALUES ('Race Day', 'race-day', 500, 'PC') RETURNING id`,
    );
    const codes = Array.from({ length: 20 }, (_, i) => `RACE0-${String(i).padStart(5, '0')}-KEYS0`).join('\n');
    await request(sut.url).post(`/api/admin/products/${product.id}/keys`).set({ authorization: `Bearer ${(await import('../harness/tokens.js')).accessToken('admin')}` }).send({ keys: codes }).expect(200);

    const results = await Promise.all(
      Array.from({ length: 200 }, () => checkout({ items: [{ productId: product.id, quantity: 1 }], firstName: 'Racer' })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(180);
    const keys = await sut.db.query<{ order_id: string; status: string }>(`SELECT order_id, status FROM product_keys WHERE product_id = $1`, [product.id]);
    expect(keys.every((k) => k.status === 'reserved')).toBe(true);
    expect(new Set(keys.map((k) => k.order_id)).size).toBe(20);
    const [{ stock }] = await sut.db.query<{ stock: number }>(`SELECT stock FROM products WHERE id = $1`, [product.id]);
    expect(stock).toBe(0);
  });

  /** A game of its own with `count` keys (codes made from `tag`), stocked through the admin API. */
  const stockedGame = async (slug: string, tag: string, count: number): Promise<string> => {
    const [product] = await sut.db.query<{ id: string }>(`INSERT INTO products (name, slug, price_cents, platform) VALUES ($1, $2, 700, 'PC') RETURNING id`, [slug, slug]);
    const codes = Array.from({ length: count }, (_, i) => `${tag}-${String(i).padStart(5, '0')}-KEYS0`).join('\n');
    await request(sut.url).post(`/api/admin/products/${product.id}/keys`).set({ authorization: `Bearer ${accessToken('admin')}` }).send({ keys: codes }).expect(200);
    return product.id;
  };

  it('places every line of a cart at once: its lines, their keys, one history line, the consent and both mails', async () => {
    const [first, second] = [await stockedGame('cart-first', 'CARTA', 3), await stockedGame('cart-second', 'CARTB', 3)];
    const res = await checkout({ items: [{ productId: first, quantity: 2 }, { productId: second, quantity: 1 }], firstName: 'Lindiwe' }).expect(201);

    const lines = await sut.db.query<{ product_id: string; quantity: number; line_total_cents: number }>(
      `SELECT product_id, quantity, line_total_cents FROM order_items WHERE order_id = $1 ORDER BY quantity DESC`, [res.body.orderId]);
    expect(lines).toEqual([{ product_id: first, quantity: 2, line_total_cents: 1400 }, { product_id: second, quantity: 1, line_total_cents: 700 }]);
    const keys = await keysOf(res.body.orderId);
    expect(keys.filter((key) => key.product_id === first).map((key) => key.status)).toEqual(['reserved', 'reserved']);
    expect(keys.filter((key) => key.product_id === second).map((key) => key.status)).toEqual(['reserved']);
    const stocks = await sut.db.query<{ id: string; stock: number }>(`SELECT id, stock FROM products WHERE id = ANY($1::uuid[]) ORDER BY stock`, [[first, second]]);
    expect(stocks).toEqual([{ id: first, stock: 1 }, { id: second, stock: 2 }]);

    const history = await sut.db.query(`SELECT from_status, to_status, note FROM order_events WHERE order_id = $1`, [res.body.orderId]);
    expect(history).toEqual([{ from_status: null, to_status: 'pending', note: 'order placed' }]);
    const [order] = await sut.db.query<{ delivery_consent_at: Date | null; created_at: Date; order_number: string }>(
      `SELECT delivery_consent_at, created_at, order_number FROM orders WHERE id = $1`, [res.body.orderId]);
    expect(order.order_number).toBe(res.body.orderNumber);
    expect(order.delivery_consent_at?.getTime()).toBe(order.created_at.getTime());
    const mails = await sut.db.query<{ template: string; recipient: string }>(
      `SELECT template, recipient FROM mail_outbox WHERE payload -> 'order' ->> 'orderNumber' = $1 ORDER BY template`, [res.body.orderNumber]);
    expect(mails.map((mail) => mail.template)).toEqual(['order_received', 'owner_order']);
    expect(mails[0].recipient).toBe(shopper.email);
  });

  it('places carts that hold the same games in opposite orders side by side, none waiting on another for ever', async () => {
    const [first, second] = [await stockedGame('crossing-first', 'CROSA', 6), await stockedGame('crossing-second', 'CROSB', 6)];
    const shoppers = await insertShoppers(sut.db, 6);
    const results = await Promise.all(
      shoppers.map((buyer, n) => {
        const items = n % 2 === 0 ? [{ productId: first, quantity: 1 }, { productId: second, quantity: 1 }] : [{ productId: second, quantity: 1 }, { productId: first, quantity: 1 }];
        // Each from an address of its own: one address's checkouts take turns, different shoppers' do not.
        return request(sut.url).post('/api/checkout').set(buyer.auth).set('x-forwarded-for', `203.0.113.${n + 1}`).send({ deliveryConsent: true, items, firstName: 'Crossing' });
      }),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    const [{ stock }] = await sut.db.query<{ stock: number }>(`SELECT sum(stock)::int AS stock FROM products WHERE id = ANY($1::uuid[])`, [[first, second]]);
    expect(stock).toBe(0);
  });

  it('changes a sold product\'s stock in place, on a page filled by a bulk load, without writing to its indexes', async () => {
    // A page that a bulk load filled: with no room left, each change of stock rewrote the row elsewhere and every index with it.
    const batch = `bulk-${Date.now()}`;
    await sut.db.query(
      `INSERT INTO products (name, slug, price_cents, platform, description) SELECT $1 || ' ' || n, $1 || '-' || n, 500, 'PC', repeat('A long description. ', 10) FROM generate_series(1, 200) n`,
      [batch],
    );
    const [row] = await sut.db.query<{ id: string }>(
      `SELECT id FROM products WHERE slug LIKE $1 || '-%' AND (ctid::text::point)[0] = (
         SELECT DISTINCT (ctid::text::point)[0] FROM products WHERE slug LIKE $1 || '-%' ORDER BY 1 OFFSET 1 LIMIT 1) LIMIT 1`,
      [batch],
    );
    const client = new pg.Client({ connectionString: sut.db.url });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query(`UPDATE products SET stock = stock + 1 WHERE id = $1`, [row.id]);
      const { rows } = await client.query(`SELECT pg_stat_get_xact_tuples_updated('products'::regclass)::int AS updated, pg_stat_get_xact_tuples_hot_updated('products'::regclass)::int AS in_place`);
      expect(rows[0]).toEqual({ updated: 1, in_place: 1 });
    } finally {
      await client.query('ROLLBACK');
      await client.end();
    }
  });

  it('lets the shopper follow the order, and nobody else', async () => {
    const placed = await checkout({ items: [{ productId: ids['halo-infinite'], quantity: 1 }], firstName: 'Thandi' }).expect(201);
    const own = await request(sut.url).get(`/api/orders/${placed.body.orderNumber}`).set(shopper.auth).expect(200);
    expect(own.body).toMatchObject({ status: 'pending', items: [{ name: 'Halo Infinite', quantity: 1 }] });
    const stranger = await signUpShopper(sut.url);
    await request(sut.url).get(`/api/orders/${placed.body.orderNumber}`).set(stranger.auth).expect(404);
  });

  it('is paid through the built-in sandbox gateway: Pay sends the notification and the order is verified', async () => {
    const placed = await checkout({ items: [{ productId: ids['halo-infinite'], quantity: 1 }], firstName: 'Thandi' }).expect(201);
    const payment = await openSandboxPayment(sut, placed.body.payment);
    const page = await request(sut.url).get(payment.payPage).set('cookie', payment.cookie).expect(200);
    expect(page.text).toContain(placed.body.orderNumber.slice(0, 2));
    const paid = await finishSandboxPayment(sut, payment, 'complete').expect(303);
    expect(paid.headers.location).toBe(`${sut.url}/payment/pending?order=${placed.body.orderNumber}`);

    const order = await waitFor('the order to be paid', async () => {
      const res = await request(sut.url).get(`/api/orders/${placed.body.orderNumber}`).set(shopper.auth);
      return res.body.paidAt ? res.body : undefined;
    });
    expect(['verified', 'processing', 'completed']).toContain(order.status);
    expect(order.paidAt).not.toBeNull();
    const payments = await sut.db.query<{ status: string; amount_cents: number }>(`SELECT status, amount_cents FROM payments WHERE order_id = $1`, [placed.body.orderId]);
    expect(payments).toEqual([{ status: 'COMPLETE', amount_cents: placed.body.totalZarCents }]);
    // Created needing verification (the spec's flag); the verified payment clears it.
    const [row] = await sut.db.query<{ requires_verification: boolean }>(`SELECT requires_verification FROM orders WHERE id = $1`, [placed.body.orderId]);
    expect(row.requires_verification).toBe(false);
  });

  it('is released at once when the shopper cancels in the sandbox gateway', async () => {
    const placed = await checkout({ items: [{ productId: ids['halo-infinite'], quantity: 1 }], firstName: 'Thandi' }).expect(201);
    const cancelled = await finishSandboxPayment(sut, await openSandboxPayment(sut, placed.body.payment), 'cancel').expect(303);
    expect(cancelled.headers.location).toBe(`${sut.url}/cart?cancelled=${placed.body.orderNumber}`);
    await waitFor('the order to be cancelled', async () => {
      const res = await request(sut.url).get(`/api/orders/${placed.body.orderNumber}`).set(shopper.auth);
      return res.body.status === 'cancelled' || undefined;
    });
    expect(await keysOf(placed.body.orderId)).toEqual([]);
  });
});

describe('unpaid orders', () => {
  it('are cancelled after the payment window and their keys go back on sale', async () => {
    const sut = await startTestApp({ ORDER_PAYMENT_TIMEOUT: '1', ORDER_EXPIRY_CRON: '* * * * * *' });
    try {
      const shopper = await signUpShopper(sut.url);
      const [halo] = await sut.db.query<{ id: string; stock: number }>(`SELECT id, stock FROM products WHERE slug = 'halo-infinite'`);
      const placed = await request(sut.url).post('/api/checkout').set(shopper.auth).send({ items: [{ productId: halo.id, quantity: 1 }], firstName: 'Late', deliveryConsent: true }).expect(201);
      // Move the window into the past rather than waiting a minute for it.
      await sut.db.query(`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE id = $1`, [placed.body.orderId]);
      const [order] = await waitFor('the expiry job', async () => {
        const rows = await sut.db.query<{ status: string; cancel_reason: string }>(`SELECT status, cancel_reason FROM orders WHERE id = $1`, [placed.body.orderId]);
        return rows[0].status === 'cancelled' ? rows : undefined;
      });
      expect(order.cancel_reason).toBe('payment_timeout');
      const [after] = await sut.db.query<{ stock: number }>(`SELECT stock FROM products WHERE id = $1`, [halo.id]);
      expect(after.stock).toBe(halo.stock);
    } finally {
      await sut.close();
    }
  });
});
