import request from 'supertest';
import { startTestApp, TestApp } from '../harness/test-app.js';

describe('POST /api/cart/quote', () => {
  let sut: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    sut = await startTestApp({ ZAR_PER_EUR: '20.5' });
    for (const row of await sut.db.query<{ id: string; slug: string }>(`SELECT id, slug FROM products`)) ids[row.slug] = row.id;
  });
  afterAll(async () => sut.close());

  const quote = (items: unknown) => request(sut.url).post('/api/cart/quote').send({ items });

  it('prices a cart from the database: subtotal, 10% fee half-up, total and rand', async () => {
    const [hades] = await sut.db.query<{ price_cents: number }>(`SELECT price_cents FROM products WHERE slug = 'hades'`);
    const [celeste] = await sut.db.query<{ price_cents: number }>(`SELECT price_cents FROM products WHERE slug = 'celeste'`);
    const res = await quote([{ productId: ids.hades, quantity: 2 }, { productId: ids.celeste, quantity: 1 }]).expect(200);
    const subtotal = hades.price_cents * 2 + celeste.price_cents;
    const fee = Math.round(subtotal / 10);
    expect(res.body).toMatchObject({
      subtotalCents: subtotal,
      serviceFeeCents: fee,
      totalCents: subtotal + fee,
      totalZarCents: Math.round((subtotal + fee) * 20.5),
      zarPerEur: 20.5,
      itemCount: 3,
      requiresSteamTradeUrl: true,
      purchasable: true,
    });
    expect(res.body.lines[0]).toMatchObject({ name: 'Hades', quantity: 2, unitPriceCents: hades.price_cents, problem: null });
  });

  it('needs no Steam trade URL for a cart without Steam items', async () => {
    const res = await quote([{ productId: ids['halo-infinite'], quantity: 1 }]).expect(200);
    expect(res.body.requiresSteamTradeUrl).toBe(false);
  });

  it('ignores any price the client sends', async () => {
    const res = await quote([{ productId: ids.hades, quantity: 1, priceCents: 1 }]).expect(400);
    expect(res.body.message).toContain('priceCents should not exist');
  });

  it('marks products that are gone, inactive or short of stock', async () => {
    await sut.db.query(`UPDATE products SET active = false WHERE slug = 'dredge'`);
    const res = await quote([
      { productId: '6f1c1d8e-0000-4000-8000-000000000000', quantity: 1 },
      { productId: ids.dredge, quantity: 1 },
      { productId: ids.starfield, quantity: 1 },
    ]).expect(200);
    expect(res.body.lines.map((line: { problem: string }) => line.problem)).toEqual(['not_found', 'unavailable', 'insufficient_stock']);
    expect(res.body).toMatchObject({ subtotalCents: 0, totalCents: 0, purchasable: false });
  });

  it.each([
    [[], 'items must hold at least one product'],
    [[{ productId: 'nope', quantity: 1 }], 'productId must be a product id'],
    [[{ productId: '6f1c1d8e-0000-4000-8000-000000000000', quantity: 0 }], 'quantity must not be less than 1'],
    [[{ productId: '6f1c1d8e-0000-4000-8000-000000000000', quantity: 1.5 }], 'quantity must be a whole number'],
  ])('refuses %j with a clear 400', async (items, message) => {
    const res = await quote(items).expect(400);
    expect(res.body.message).toContain(message);
  });
});
