import request from 'supertest';
import { waitFor } from '../harness/processes.js';
import { newProduct, orderWhen, payInSandbox, type PlacedOrder } from '../harness/purchases.js';
import { signUpShopper, type Shopper } from '../harness/shoppers.js';
import { startTestApp, type TestApp } from '../harness/test-app.js';
import { accessToken } from '../harness/tokens.js';

const admin = { authorization: `Bearer ${accessToken('admin')}` };

describe('reservation limits', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({
      ORDER_PAYMENT_TIMEOUT: '12',
      MAX_QUANTITY_PER_PRODUCT: '10',
      UNPAID_KEYS_LIMIT_PER_ACCOUNT: '20',
      UNPAID_KEYS_LIMIT_PER_IP: '30',
      FRAUD_REVIEW_FIRST_ORDER_CENTS: '5000',
    });
  });
  afterAll(async () => sut.close());

  const checkout = (who: Shopper, items: { productId: string; quantity: number }[], from: string) =>
    request(sut.url).post('/api/checkout').set(who.auth).set('x-forwarded-for', from).send({ items, firstName: 'Thandi', lastName: 'Mokoena', deliveryConsent: true });
  const ordersOf = (who: Shopper) => sut.db.query<{ id: string }>(`SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1`, [who.email]);
  const stockOf = async (productId: string) => (await sut.db.query<{ stock: number }>(`SELECT stock FROM products WHERE id = $1`, [productId]))[0].stock;

  it('holds at most 10 keys of a product in one order, counted after lines of the same product are merged', async () => {
    const shopper = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 25 });
    const twoLines = [{ productId: game.id, quantity: 10 }, { productId: game.id, quantity: 10 }];

    const quote = await request(sut.url).post('/api/cart/quote').send({ items: twoLines }).expect(200);
    expect(quote.body).toMatchObject({ maxQuantityPerProduct: 10, purchasable: false, itemCount: 0, totalCents: 0 });
    expect(quote.body.lines).toEqual([expect.objectContaining({ productId: game.id, quantity: 20, problem: 'quantity_limit' })]);
    const oneLine = await request(sut.url).post('/api/cart/quote').send({ items: [{ productId: game.id, quantity: 11 }] }).expect(200);
    expect(oneLine.body.lines[0]).toMatchObject({ quantity: 11, problem: 'quantity_limit' });

    const refused = await checkout(shopper, twoLines, '192.0.2.1').expect(400);
    expect(refused.body).toMatchObject({ code: 'quantity_limit', message: `You can order at most 10 keys of ${game.name} in one order.` });
    expect(await ordersOf(shopper)).toEqual([]);
    expect(await stockOf(game.id)).toBe(25);

    await checkout(shopper, [{ productId: game.id, quantity: 6 }, { productId: game.id, quantity: 4 }], '192.0.2.1').expect(201);
    expect(await stockOf(game.id)).toBe(15);
  });

  it('lets one account hold at most 20 keys unpaid at once; paying makes room again', async () => {
    const shopper = await signUpShopper(sut.url);
    const [a, b, c] = [await newProduct(sut, { keys: 10 }), await newProduct(sut, { keys: 10 }), await newProduct(sut, { keys: 10 })];
    const first: PlacedOrder = (await checkout(shopper, [{ productId: a.id, quantity: 10 }], '192.0.2.10').expect(201)).body;
    await checkout(shopper, [{ productId: b.id, quantity: 8 }], '192.0.2.11').expect(201);

    const refused = await checkout(shopper, [{ productId: c.id, quantity: 3 }], '192.0.2.12').expect(409);
    expect(refused.body).toMatchObject({
      code: 'unpaid_keys_limit',
      message:
        'You can reserve at most 20 keys at a time while orders await payment. Your orders awaiting payment already hold 18. ' +
        'Pay for an open order, or wait until it is cancelled (an unpaid order is cancelled after 12 minutes), then try again.',
    });
    expect(await ordersOf(shopper)).toHaveLength(2);
    expect(await stockOf(c.id)).toBe(10);
    await checkout(shopper, [{ productId: c.id, quantity: 2 }], '192.0.2.12').expect(201);

    await payInSandbox(sut, first);
    await waitFor('the payment', async () => ((await sut.db.query(`SELECT 1 FROM orders WHERE id = $1 AND paid_at IS NOT NULL`, [first.orderId])).length ? true : undefined));
    await checkout(shopper, [{ productId: c.id, quantity: 8 }], '192.0.2.12').expect(201);
  });

  it('refuses one order larger than the cap, saying to order fewer', async () => {
    const shopper = await signUpShopper(sut.url);
    const [a, b, c] = [await newProduct(sut, { keys: 10 }), await newProduct(sut, { keys: 10 }), await newProduct(sut, { keys: 10 })];
    const refused = await checkout(shopper, [a, b, c].map((game) => ({ productId: game.id, quantity: 7 })), '192.0.2.20').expect(409);
    expect(refused.body.message).toBe('You can reserve at most 20 keys at a time while orders await payment. This order has 21: order fewer, pay for them, then order the rest.');
  });

  it('lets the orders of one client address hold at most 30 keys unpaid, across accounts', async () => {
    const address = '192.0.2.30';
    const [first, second] = [await signUpShopper(sut.url), await signUpShopper(sut.url)];
    const games = [await newProduct(sut, { keys: 10 }), await newProduct(sut, { keys: 10 }), await newProduct(sut, { keys: 10 }), await newProduct(sut, { keys: 10 })];
    await checkout(first, [{ productId: games[0].id, quantity: 10 }], address).expect(201);
    await checkout(first, [{ productId: games[1].id, quantity: 10 }], address).expect(201);
    await checkout(second, [{ productId: games[2].id, quantity: 10 }], address).expect(201);

    const refused = await checkout(second, [{ productId: games[3].id, quantity: 1 }], address).expect(409);
    expect(refused.body).toMatchObject({
      code: 'unpaid_keys_limit_address',
      message: expect.stringContaining('You can reserve at most 30 keys at a time while orders await payment. Orders awaiting payment from your network address already hold 30.'),
    });
    const [{ client_ip }] = await sut.db.query<{ client_ip: string }>(`SELECT client_ip FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1`, [second.email]);
    expect(client_ip).toBe(address);
    // The same account from elsewhere is within its own cap.
    await checkout(second, [{ productId: games[3].id, quantity: 1 }], '192.0.2.31').expect(201);
  });

  it('holds the keys for ORDER_PAYMENT_TIMEOUT minutes', async () => {
    const shopper = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 2 });
    const placed: PlacedOrder = (await checkout(shopper, [{ productId: game.id, quantity: 2 }], '192.0.2.40').expect(201)).body;
    const [order] = await sut.db.query<{ minutes: number }>(`SELECT extract(epoch FROM reserved_until - created_at) / 60 AS minutes FROM orders WHERE id = $1`, [placed.orderId]);
    expect(Number(order.minutes)).toBeCloseTo(12, 1);
    const keys = await sut.db.query<{ minutes: number }>(`SELECT extract(epoch FROM k.reserved_until - o.created_at) / 60 AS minutes FROM product_keys k JOIN orders o ON o.id = k.order_id WHERE o.id = $1`, [placed.orderId]);
    expect(keys.map((key) => Math.round(Number(key.minutes)))).toEqual([12, 12]);
  });

  it('puts the keys of an order held for review back on sale; once approved it takes keys again or waits for them', async () => {
    const suspect = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 3, priceCents: 1999 });
    const held: PlacedOrder = (await checkout(suspect, [{ productId: game.id, quantity: 3 }], '192.0.2.50').expect(201)).body;
    await payInSandbox(sut, held);
    await waitFor('the hold', async () => ((await sut.db.query(`SELECT 1 FROM orders WHERE id = $1 AND held_for_review_at IS NOT NULL`, [held.orderId])).length ? true : undefined));
    expect(await stockOf(game.id)).toBe(3);
    expect(await sut.db.query(`SELECT id FROM product_keys WHERE order_id = $1`, [held.orderId])).toEqual([]);

    // Another shopper buys the keys during the review.
    const buyer = await signUpShopper(sut.url);
    const bought: PlacedOrder = (await checkout(buyer, [{ productId: game.id, quantity: 1 }], '192.0.2.51').expect(201)).body;
    await payInSandbox(sut, bought);
    await orderWhen(sut, buyer, bought.orderNumber, 'completed');

    await request(sut.url).post(`/api/admin/orders/${held.orderNumber}/approve`).set(admin).expect(200);
    await waitFor('the approved order to wait for stock', async () =>
      (await sut.db.query(`SELECT 1 FROM orders WHERE id = $1 AND status = 'processing' AND awaiting_stock_since IS NOT NULL`, [held.orderId])).length ? true : undefined,
    );
    await request(sut.url).post(`/api/admin/products/${game.id}/keys`).set(admin).send({ keys: 'HELD-KEY-0001-AAAA' }).expect(200);
    const view = await orderWhen(sut, suspect, held.orderNumber, 'completed');
    expect(view.keys).toHaveLength(3);
  });
});
