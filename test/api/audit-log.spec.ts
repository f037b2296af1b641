import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { newProduct, orderWhen, payInSandbox, placeOrder, STEAM_TRADE_URL } from '../harness/purchases.js';
import { signUpShopper } from '../harness/shoppers.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { accessToken, FIXTURE_ACCOUNTS } from '../harness/tokens.js';

const admin = { authorization: `Bearer ${accessToken('admin')}` };
const customer = { authorization: `Bearer ${accessToken('customer')}` };
const ADMIN_EMAIL = FIXTURE_ACCOUNTS.admin.email;

interface Entry {
  id: string;
  actorEmail: string;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

describe('admin audit log', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut.close();
  });

  const auditPage = async (page = 1) => (await request(sut.url).get(`/api/admin/audit?page=${page}`).set(admin).expect(200)).body as { items: Entry[]; page: number; pageSize: number; total: number };
  const newest = async () => (await auditPage()).items[0];
  const entriesFor = async (target: string) =>
    sut.db.query<{ action: string; actor_id: string | null; actor_email: string; details: Record<string, unknown> }>(
      `SELECT action, actor_id, actor_email, details FROM admin_audit_log WHERE target = $1 ORDER BY id`,
      [target],
    );

  it('is for administrators only', async () => {
    await request(sut.url).get('/api/admin/audit').expect(401);
    expect((await request(sut.url).get('/api/admin/audit').set(customer).expect(403)).body.code).toBe('admin_only');
    expect((await request(sut.url).get('/api/admin/audit?page=0').set(admin).expect(400)).body.message).toBe('page must be a whole number from 1');
  });

  it('records a product edit with what changed, newest first', async () => {
    const game = await newProduct(sut, { keys: 0, priceCents: 6000 });
    await request(sut.url).patch(`/api/admin/products/${game.id}`).set(admin).send({ discountPercent: 25 }).expect(200);
    await request(sut.url).patch(`/api/admin/products/${game.id}`).set(admin).send({ active: false }).expect(200);

    const { items } = await auditPage();
    expect(items[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      actorEmail: ADMIN_EMAIL,
      action: 'product.update',
      target: game.id,
      details: { productName: game.name, requested: { active: false }, changes: { active: { from: true, to: false } } },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(items[1]).toMatchObject({
      action: 'product.update',
      target: game.id,
      details: {
        requested: { discountPercent: 25 },
        changes: { priceCents: { from: 6000, to: 4500 }, originalPriceCents: { from: null, to: 6000 }, discountPercent: { from: 0, to: 25 } },
      },
    });
    expect(Number(items[0].id)).toBeGreaterThan(Number(items[1].id));
    expect((await entriesFor(game.id)).map((row) => row.actor_id)).toEqual([FIXTURE_ACCOUNTS.admin.userId, FIXTURE_ACCOUNTS.admin.userId]);
  });

  it('writes nothing for a change that fails', async () => {
    const game = await newProduct(sut, { keys: 0 });
    await request(sut.url).patch(`/api/admin/products/${game.id}`).set(admin).send({ categoryId: randomUUID() }).expect(400);
    await request(sut.url).patch(`/api/admin/products/${game.id}`).set(customer).send({ active: false }).expect(403);
    const missing = randomUUID();
    await request(sut.url).post(`/api/admin/products/${missing}/keys`).set(admin).send({ keys: 'ABCDE-FGHIJ' }).expect(404);
    expect(await entriesFor(game.id)).toEqual([]);
    expect(await entriesFor(missing)).toEqual([]);
  });

  it('records a key import with its counts and never a key', async () => {
    const game = await newProduct(sut, { keys: 1 });
    const fresh = `AUDIT-${randomBytes(6).toString('hex').toUpperCase()}`;
    await request(sut.url).post(`/api/admin/products/${game.id}/keys`).set(admin).send({ keys: `${fresh}\n${game.codes[0]}\n${fresh}\n!` }).expect(200);
    const entry = await newest();
    expect(entry).toMatchObject({ actorEmail: ADMIN_EMAIL, action: 'keys.import', target: game.id, details: { productName: game.name, added: 1, duplicates: 2, invalid: 1, stock: 2 } });
    const rows = JSON.stringify(await sut.db.query(`SELECT * FROM admin_audit_log`));
    for (const code of [fresh, ...game.codes]) expect(rows).not.toContain(code);
  });

  it('records generated and imported redeem codes by kind and count, never the codes', async () => {
    const game = await newProduct(sut, { keys: 1 });
    const generated = await request(sut.url).post('/api/admin/redeem-codes').set(admin).send({ kind: 'product', productId: game.id, count: 3, note: 'Audit' }).expect(201);
    expect(await newest()).toMatchObject({
      action: 'redeem_codes.generate',
      target: game.id,
      details: { kind: 'product', productId: game.id, productName: game.name, creditCents: null, count: 3, note: 'Audit' },
    });
    await request(sut.url).post('/api/admin/redeem-codes').set(admin).send({ kind: 'credit', creditCents: 500, count: 2 }).expect(201);
    expect(await newest()).toMatchObject({ action: 'redeem_codes.generate', target: null, details: { kind: 'credit', productId: null, creditCents: 500, count: 2 } });

    const imported = `AUDIT${randomBytes(6).toString('hex').toUpperCase()}`;
    await request(sut.url).post('/api/admin/redeem-codes/import').set(admin).send({ kind: 'credit', creditCents: 250, codes: `${imported}\n${imported}\nx` }).expect(201);
    expect(await newest()).toMatchObject({ action: 'redeem_codes.import', target: null, details: { kind: 'credit', creditCents: 250, added: 1, duplicates: 1, invalid: 1 } });

    const everything = JSON.stringify([await auditPage(), await sut.db.query(`SELECT * FROM admin_audit_log`)]);
    for (const code of [...(generated.body.codes as string[]), imported]) {
      expect(everything).not.toContain(code);
      expect(everything).not.toContain(code.replace(/-/g, ''));
    }
  });

  it('records an order completed by an admin', async () => {
    const buyer = await signUpShopper(sut.url);
    const steamGame = await newProduct(sut, { platform: 'Steam', keys: 1, deliveryKind: 'steam_gift' });
    const order = await placeOrder(sut, buyer, [{ productId: steamGame.id, quantity: 1 }], { steamTradeUrl: STEAM_TRADE_URL });
    await payInSandbox(sut, order);
    await orderWhen(sut, buyer, order.orderNumber, 'processing');
    await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/complete`).set(admin).expect(200);
    expect(await newest()).toMatchObject({ action: 'order.complete', target: order.orderNumber, details: { orderId: order.orderId, from: 'processing', to: 'completed' } });
    await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/complete`).set(admin).expect(409);
    expect(await entriesFor(order.orderNumber)).toHaveLength(1);
  });

  it('writes nothing when a catalogue sync is refused (no provider configured)', async () => {
    const before = (await auditPage()).total;
    await request(sut.url).post('/api/admin/catalog/sync').set(admin).expect(503);
    expect((await auditPage()).total).toBe(before);
  });

  it('pages 50 entries at a time, newest first', async () => {
    const tag = randomBytes(4).toString('hex');
    await sut.db.query(
      `INSERT INTO admin_audit_log (actor_id, actor_email, action, target, created_at)
       SELECT $1, $2, 'product.update', $3 || '-' || n, now() + n * interval '1 second' FROM generate_series(1, 60) AS n`,
      [FIXTURE_ACCOUNTS.admin.userId, ADMIN_EMAIL, tag],
    );
    const first = await auditPage(1);
    expect(first).toMatchObject({ page: 1, pageSize: 50 });
    expect(first.items).toHaveLength(50);
    expect(first.items.slice(0, 3).map((entry) => entry.target)).toEqual([`${tag}-60`, `${tag}-59`, `${tag}-58`]);
    const second = await auditPage(2);
    expect(second.items[0].target).toBe(`${tag}-10`);
    expect(second.total).toBe(first.total);
    expect(second.items).toHaveLength(Math.min(50, first.total - 50));
    const last = await auditPage(Math.ceil(first.total / 50) + 1);
    expect(last.items).toEqual([]);
  });

  it('keeps entries of an account that is deleted', async () => {
    const actor = { userId: randomUUID(), sessionId: randomUUID(), email: `gone-${randomUUID()}@keyshop.test` };
    await sut.db.query(`INSERT INTO users (id, email, password_hash, role) VALUES ($1, $2, 'none', 'admin')`, [actor.userId, actor.email]);
    await sut.db.query(`INSERT INTO admin_audit_log (actor_id, actor_email, action, target) VALUES ($1, $2, 'product.update', $3)`, [actor.userId, actor.email, actor.sessionId]);
    await sut.db.query(`DELETE FROM users WHERE id = $1`, [actor.userId]);
    expect(await entriesFor(actor.sessionId)).toEqual([{ action: 'product.update', actor_id: null, actor_email: actor.email, details: {} }]);
  });
});
