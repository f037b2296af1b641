import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { FakeSmtp, ReceivedMail } from '../fakes/smtp.js';
import { waitFor } from '../harness/processes.js';
import { newProduct, placeOrder, type TestProduct } from '../harness/purchases.js';
import { signUpShopper, Shopper } from '../harness/shoppers.js';
import { type MailingTestApp, startAppWithMail } from '../harness/test-app.js';
import { accessToken, FIXTURE_ACCOUNTS } from '../harness/tokens.js';

const OWNER = 'owner@keyshop.test';
const admin = { authorization: `Bearer ${accessToken('admin')}` };
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

interface AlertRow {
  stock: number;
  threshold: number;
  mailed_at: Date | null;
  mail_id: string | null;
}

describe('stock alerts', () => {
  let smtp: FakeSmtp;
  let sut: MailingTestApp;
  let shopper: Shopper;

  beforeAll(async () => {
    // The alert task runs every second here, so a test waits for its mail rather than a minute.
    sut = await startAppWithMail({ STORE_OWNER_EMAIL: OWNER, STOCK_ALERT_CRON: '* * * * * *' });
    smtp = sut.smtp;
    shopper = await signUpShopper(sut.url);
  });
  afterAll(async () => sut?.close());

  const alertsOf = (productId: string) =>
    sut.db.query<AlertRow>(`SELECT stock, threshold, mailed_at, mail_id FROM stock_alerts WHERE product_id = $1 ORDER BY created_at, id`, [productId]);
  /** The product's alerts once every one of them is mailed (or dealt with). */
  const mailedAlertsOf = (productId: string, count: number) =>
    waitFor(`${count} mailed alert(s)`, async () => {
      const rows = await alertsOf(productId);
      return rows.length === count && rows.every((row) => row.mailed_at !== null) ? rows : undefined;
    });
  const stockOf = async (productId: string) => (await sut.db.query<{ stock: number }>(`SELECT stock FROM products WHERE id = $1`, [productId]))[0].stock;
  const lowStockMail = (game: TestProduct) => (mail: ReceivedMail) => mail.to.includes(OWNER) && mail.subject.startsWith(`Low stock: ${game.name} has`);
  const outboxMailsOf = async (game: TestProduct) =>
    (await sut.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE template = 'low_stock' AND payload->>'productId' = $1`, [game.id]))[0].n;
  const buy = (productId: string, quantity: number) => placeOrder(sut, shopper, [{ productId, quantity }]);
  const consoleList = () => request(sut.url).get('/api/admin/stock-alerts').set(admin).expect(200);
  const patch = (productId: string, body: Record<string, unknown>) => request(sut.url).patch(`/api/admin/products/${productId}`).set(admin).send(body);
  const addKeys = (productId: string, count: number) =>
    request(sut.url)
      .post(`/api/admin/products/${productId}/keys`)
      .set(admin)
      .send({ keys: Array.from({ length: count }, () => `RS${randomBytes(8).toString('hex').toUpperCase()}`).join('\n') })
      .expect(200);

  it('mails the owner once when the stock falls below the threshold, whatever sells after, and again after a restock', async () => {
    const game = await newProduct(sut, { keys: 7 });

    // 7 → 6 → 5: still at the threshold (5 by default), so nothing fires.
    await buy(game.id, 1);
    await buy(game.id, 1);
    expect(await stockOf(game.id)).toBe(5);
    expect(await alertsOf(game.id)).toEqual([]);

    // 5 → 4 falls below; 4 → 3 → 1 are sales below the threshold, not new crossings.
    await buy(game.id, 1);
    await buy(game.id, 1);
    await buy(game.id, 2);
    expect(await stockOf(game.id)).toBe(1);
    const [first] = await mailedAlertsOf(game.id, 1);
    expect(first).toEqual({ stock: 4, threshold: 5, mailed_at: expect.any(Date), mail_id: expect.any(String) });
    const [mail] = await smtp.waitFor('the low-stock mail', lowStockMail(game));
    // The mail may be written between two of those sales: it tells the stock then and now.
    expect(mail.subject).toMatch(new RegExp(`^Low stock: ${game.name} has [1-4] keys? left$`));
    expect(mail.text).toContain(`${game.name} (PC) fell below its low-stock threshold of 5 keys`);
    expect(mail.text).toMatch(/4 keys left then, [1-4] keys? now/);
    expect(mail.text).toContain(`${sut.url}/admin/products?search=${encodeURIComponent(game.name).replace(/%20/g, '+')}`);
    expect(await outboxMailsOf(game)).toBe(1);

    // The console lists it with its stock, threshold and when the alert fired.
    const listed = (await consoleList()).body.items.find((item: { productId: string }) => item.productId === game.id);
    expect(listed).toEqual({
      productId: game.id,
      name: game.name,
      slug: expect.any(String),
      platform: 'PC',
      active: true,
      stock: 1,
      threshold: 5,
      alertedAt: expect.stringMatching(ISO),
      stockAtAlert: 4,
      mailedAt: expect.stringMatching(ISO),
    });

    // A restock to the threshold re-arms the alert and takes the product off the list.
    await addKeys(game.id, 6);
    expect(await stockOf(game.id)).toBe(7);
    expect((await consoleList()).body.items.map((item: { productId: string }) => item.productId)).not.toContain(game.id);
    expect(await alertsOf(game.id)).toHaveLength(1);

    // Falling below again is a second crossing: a second alert and a second mail, and no more.
    await buy(game.id, 4);
    const alerts = await mailedAlertsOf(game.id, 2);
    expect(alerts[1]).toMatchObject({ stock: 4, threshold: 5 });
    await smtp.waitFor('the second low-stock mail', lowStockMail(game), 2);
    expect(await outboxMailsOf(game)).toBe(2);
    expect(smtp.messages.filter(lowStockMail(game))).toHaveLength(2);
    expect(smtp.messages.filter(lowStockMail(game)).every((received) => received.to.length === 1)).toBe(true);
  });

  it('lets an admin change the threshold, alerts when it is raised above the stock, and never alerts at 0', async () => {
    const game = await newProduct(sut, { keys: 6 });
    const res = await patch(game.id, { lowStockThreshold: 8 }).expect(200);
    expect(res.body).toMatchObject({ id: game.id, stock: 6, lowStockThreshold: 8 });
    const listed = (await request(sut.url).get(`/api/admin/products?search=${encodeURIComponent(game.name)}`).set(admin).expect(200)).body.items;
    expect(listed).toEqual([expect.objectContaining({ id: game.id, lowStockThreshold: 8 })]);
    const [alert] = await mailedAlertsOf(game.id, 1);
    expect(alert).toMatchObject({ stock: 6, threshold: 8 });
    await smtp.waitFor('the low-stock mail of a raised threshold', lowStockMail(game));

    const [entry] = await sut.db.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM admin_audit_log WHERE action = 'product.update' AND target = $1 AND actor_id = $2`,
      [game.id, FIXTURE_ACCOUNTS.admin.userId],
    );
    expect(entry.details).toEqual({ productName: game.name, requested: { lowStockThreshold: 8 }, changes: { lowStockThreshold: { from: 5, to: 8 } } });

    const silent = await newProduct(sut, { keys: 6 });
    await patch(silent.id, { lowStockThreshold: 0 }).expect(200);
    await buy(silent.id, 6);
    expect(await stockOf(silent.id)).toBe(0);
    expect(await alertsOf(silent.id)).toEqual([]);
  });

  it('refuses a threshold that is not a whole number of keys from 0 to 10,000', async () => {
    const game = await newProduct(sut, { keys: 0 });
    const message = 'lowStockThreshold must be a whole number of keys from 0 to 10000';
    for (const lowStockThreshold of [-1, 10_001, 2.5, '5', null, true]) {
      const res = await patch(game.id, { lowStockThreshold }).expect(400);
      expect(res.body).toMatchObject({ status: 400, code: 'validation_failed', message });
    }
    expect((await patch(game.id, { lowStockThreshold: 10_000 }).expect(200)).body.lowStockThreshold).toBe(10_000);
    const [row] = await sut.db.query<{ low_stock_threshold: number }>(`SELECT low_stock_threshold FROM products WHERE id = $1`, [game.id]);
    expect(row.low_stock_threshold).toBe(10_000);
  });

  it('lists only products below their threshold that fell there, fewest keys first, for admins only', async () => {
    // Never stocked above the threshold: below it, but it never fell there.
    const neverStocked = await newProduct(sut, { keys: 2 });
    const fewer = await newProduct(sut, { keys: 5 });
    await buy(fewer.id, 5);
    const more = await newProduct(sut, { keys: 5 });
    await buy(more.id, 2);

    const { items, total } = (await consoleList()).body;
    const ids = items.map((item: { productId: string }) => item.productId);
    expect(ids).not.toContain(neverStocked.id);
    expect(ids.indexOf(fewer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(fewer.id)).toBeLessThan(ids.indexOf(more.id));
    expect(total).toBe(items.length);
    expect(items.every((item: { stock: number; threshold: number }) => item.stock < item.threshold)).toBe(true);

    await request(sut.url).get('/api/admin/stock-alerts').set({ authorization: `Bearer ${accessToken('customer')}` }).expect(403);
    await request(sut.url).get('/api/admin/stock-alerts').expect(401);
  });

  const keyIdsOf = async (productId: string) =>
    (await sut.db.query<{ id: string }>(`SELECT id FROM product_keys WHERE product_id = $1 AND status = 'available' ORDER BY created_at, id`, [productId])).map((row) => row.id);

  it('writes one alert when a transaction puts a key back and takes another across the threshold', async () => {
    const game = await newProduct(sut, { keys: 5 });
    const [first, second] = await keyIdsOf(game.id);
    // 5 → 4 → 5 → 4 inside one transaction, as a replaced key does: the stock fell below once.
    await sut.db.query(`BEGIN;
      UPDATE product_keys SET status = 'reserved' WHERE id = '${first}';
      UPDATE product_keys SET status = 'available' WHERE id = '${first}';
      UPDATE product_keys SET status = 'reserved' WHERE id = '${second}';
      COMMIT`);
    const alerts = await mailedAlertsOf(game.id, 1);
    expect(alerts[0]).toMatchObject({ stock: 4, threshold: 5, mail_id: expect.any(String) });
    await smtp.waitFor('the low-stock mail', lowStockMail(game));
    expect(await outboxMailsOf(game)).toBe(1);
  });

  it('mails a product that fell, came back and fell again before the mailer ran once, and keeps one open alert a product', async () => {
    const game = await newProduct(sut, { keys: 6 });
    const [first, second] = await keyIdsOf(game.id);
    // Three transactions in one round trip: a fall, a release (an unpaid order's key) and a fall.
    await sut.db.query(`
      BEGIN; UPDATE product_keys SET status = 'reserved' WHERE id IN ('${first}', '${second}'); COMMIT;
      BEGIN; UPDATE product_keys SET status = 'available' WHERE id = '${first}'; COMMIT;
      BEGIN; UPDATE product_keys SET status = 'reserved' WHERE id = '${first}'; COMMIT;`);
    const alerts = await mailedAlertsOf(game.id, 2);
    const [closed] = await sut.db.query<{ rearmed: boolean; mail_id: string | null }>(
      `SELECT rearmed_at IS NOT NULL AS rearmed, mail_id FROM stock_alerts WHERE product_id = $1 ORDER BY created_at, id LIMIT 1`, [game.id]);
    expect(closed).toEqual({ rearmed: true, mail_id: null });
    expect(alerts[1].mail_id).toEqual(expect.any(String));
    await smtp.waitFor('the low-stock mail', lowStockMail(game));
    expect(await outboxMailsOf(game)).toBe(1);

    // The database itself refuses a second open alert for the product.
    await expect(sut.db.query(`INSERT INTO stock_alerts (product_id, stock, threshold) VALUES ($1, 4, 5)`, [game.id])).rejects.toMatchObject({ code: '23505' });
  });

  it('mails a fall once even when two sales cross the threshold at the same moment', async () => {
    const game = await newProduct(sut, { keys: 6 });
    const [a, b, c] = await keyIdsOf(game.id);
    // Two transactions at once: 6 → 4 and 6 → 5 → … whichever commits second sees the first's alert.
    await Promise.all([
      sut.db.query(`BEGIN; UPDATE product_keys SET status = 'reserved' WHERE id IN ('${a}', '${b}'); COMMIT`),
      sut.db.query(`BEGIN; UPDATE product_keys SET status = 'reserved' WHERE id = '${c}'; COMMIT`),
    ]);
    expect(await stockOf(game.id)).toBe(3);
    await mailedAlertsOf(game.id, 1);
    await smtp.waitFor('the low-stock mail', lowStockMail(game));
    expect(await outboxMailsOf(game)).toBe(1);
  });
});
