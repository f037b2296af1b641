import { randomBytes, randomUUID } from 'node:crypto';
import Bull from 'bull';
import request from 'supertest';
import { WishlistsAlertsRegions1733340000000 } from '../../migrations/1733340000000-wishlists-alerts-regions.js';
import type { FakeSmtp, ReceivedMail } from '../fakes/smtp.js';
import { waitFor } from '../harness/processes.js';
import { newProduct, placeOrder, type TestProduct } from '../harness/purchases.js';
import { insertShoppers, signUpShopper, type Shopper } from '../harness/shoppers.js';
import { type MailingTestApp, startAppWithMail } from '../harness/test-app.js';
import { createTestDatabase } from '../harness/test-database.js';
import { TEST_REDIS_URL } from '../harness/test-env.js';
import { accessToken } from '../harness/tokens.js';

const admin = { authorization: `Bearer ${accessToken('admin')}` };

describe('wishlists and alerts', () => {
  let sut: MailingTestApp;
  let smtp: FakeSmtp;
  let system: Bull.Queue;
  let alice: Shopper;
  let bob: Shopper;

  beforeAll(async () => {
    // The back-in-stock sweep runs every second here, so a test waits for it rather than a minute.
    sut = await startAppWithMail({ STOCK_ALERT_CRON: '* * * * * *' });
    smtp = sut.smtp;
    system = new Bull('system', TEST_REDIS_URL);
    [alice, bob] = await Promise.all([signUpShopper(sut.url), signUpShopper(sut.url)]);
  });
  afterAll(async () => {
    await system?.close();
    await sut?.close();
  });

  const api = () => request(sut.url);
  const soldOut = () => newProduct(sut, { keys: 0 });
  const addKeys = (productId: string, count: number) =>
    api()
      .post(`/api/admin/products/${productId}/keys`)
      .set(admin)
      .send({ keys: Array.from({ length: count }, () => `WL${randomBytes(8).toString('hex').toUpperCase()}`).join('\n') })
      .expect(200);
  const outboxCount = async (template: string, recipient: string, productName: string) =>
    (
      await sut.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE template = $1 AND recipient = $2 AND payload->>'productName' = $3`, [
        template,
        recipient,
        productName,
      ])
    )[0].n;
  const backInStockMail = (shopper: Shopper, game: TestProduct) => (mail: ReceivedMail) => mail.to.includes(shopper.email) && mail.subject === `Back in stock: ${game.name}`;
  /** Runs a mailing job again, as a retry or a second worker would, and waits for it to end. */
  const runJob = async (name: string, productIds: string[]) => (await system.add(name, { productIds }, { attempts: 1 })).finished();

  describe('the wishlist', () => {
    it('belongs to its owner alone: another account neither sees nor removes it', async () => {
      const game = await newProduct(sut);
      const added = await api().put(`/api/me/wishlist/${game.id}`).set(alice.auth).expect(200);
      expect(added.body.productIds).toEqual([game.id]);
      // Adding again changes nothing.
      await api().put(`/api/me/wishlist/${game.id}`).set(alice.auth).expect(200);

      const list = (await api().get('/api/me/wishlist').set(alice.auth).expect(200)).body;
      expect(list).toMatchObject({ limit: 200, priceDropMails: true });
      expect(list.items).toEqual([expect.objectContaining({ productId: game.id, name: game.name, priceCents: 1999, stock: 1, region: 'Global', notifyWhenInStock: false })]);

      expect((await api().get('/api/me/wishlist').set(bob.auth).expect(200)).body.items).toEqual([]);
      const refused = await api().delete(`/api/me/wishlist/${game.id}`).set(bob.auth).expect(404);
      expect(refused.body.code).toBe('not_wishlisted');
      expect((await api().get('/api/me/wishlist/ids').set(alice.auth).expect(200)).body.productIds).toEqual([game.id]);

      await api().get('/api/me/wishlist').expect(401);
      await api().put(`/api/me/wishlist/${randomUUID()}`).set(alice.auth).expect(404);
      await api().delete(`/api/me/wishlist/${game.id}`).set(alice.auth).expect(204);
      expect((await api().get('/api/me/wishlist/ids').set(alice.auth).expect(200)).body.productIds).toEqual([]);
    });

    it('holds at most 200 games, and says so when full', async () => {
      const [shopper] = await insertShoppers(sut.db, 1);
      const games = await sut.db.query<{ id: string }>(
        `INSERT INTO products (name, slug, price_cents, platform)
         SELECT 'Bulk ' || n || ' ' || $1, 'bulk-' || n || '-' || $1, 999, 'PC' FROM generate_series(1, 201) n RETURNING id`,
        [randomBytes(4).toString('hex')],
      );
      const ids = games.map((game) => game.id);
      const merged = (await api().post('/api/me/wishlist/merge').set(shopper.auth).send({ productIds: ids.slice(0, 200) }).expect(200)).body;
      expect(merged.added).toBe(200);
      const full = await api().put(`/api/me/wishlist/${ids[200]}`).set(shopper.auth).expect(409);
      expect(full.body).toMatchObject({ code: 'wishlist_full', message: expect.stringContaining('at most 200 games') });
      const tooLong = await api().post('/api/me/wishlist/merge').set(shopper.auth).send({ productIds: ids }).expect(400);
      expect(tooLong.body.message).toContain('at most 200 games');
    });

    it('merges a browser\'s list once: sending it again adds nothing, unknown ids are passed over', async () => {
      const [shopper] = await insertShoppers(sut.db, 1);
      const [first, second] = [await newProduct(sut), await newProduct(sut)];
      await api().put(`/api/me/wishlist/${first.id}`).set(shopper.auth).expect(200);
      const productIds = [first.id, second.id, randomUUID()];
      const once = (await api().post('/api/me/wishlist/merge').set(shopper.auth).send({ productIds }).expect(200)).body;
      expect(once.added).toBe(1);
      expect(once.productIds.sort()).toEqual([first.id, second.id].sort());
      const [again, atOnce] = await Promise.all([
        api().post('/api/me/wishlist/merge').set(shopper.auth).send({ productIds }).expect(200),
        api().post('/api/me/wishlist/merge').set(shopper.auth).send({ productIds }).expect(200),
      ]);
      expect([again.body.added, atOnce.body.added]).toEqual([0, 0]);
      expect((await api().get('/api/me/wishlist').set(shopper.auth).expect(200)).body.items).toHaveLength(2);
    });
  });

  describe('back-in-stock mails', () => {
    it('mail a "notify me" subscriber once when keys arrive, never on a second upload, a retried job or a second worker', async () => {
      const game = await soldOut();
      const requested = await api().put(`/api/me/restock-requests/${game.id}`).set(alice.auth).expect(200);
      expect(requested.body).toEqual({ productId: game.id, email: alice.email });

      await addKeys(game.id, 2);
      const [mail] = await smtp.waitFor('the back-in-stock mail', backInStockMail(alice, game));
      expect(mail.text).toContain(`${game.name} (PC) is back in stock at`);
      expect(mail.text).toContain(`${sut.url}/product/`);
      expect(mail.headers['list-unsubscribe']).toMatch(new RegExp(`^<${sut.url}/api/alerts/unsubscribe\\?token=r\\.`));
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

      // A second upload while in stock: the request has ended, so nothing is due.
      await addKeys(game.id, 1);
      await Promise.all([runJob('mail-back-in-stock', [game.id]), runJob('mail-back-in-stock', [game.id])]);
      expect(await outboxCount('back_in_stock', alice.email, game.name)).toBe(1);
      const [row] = await sut.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM alert_mails WHERE product_id = $1`, [game.id]);
      expect(row.n).toBe(1);
    });

    it('mail many subscribers once each when two workers take the same event at once', async () => {
      const game = await soldOut();
      const shoppers = await insertShoppers(sut.db, 12);
      for (const shopper of shoppers) await api().put(`/api/me/restock-requests/${game.id}`).set(shopper.auth).expect(200);
      // Stock arrives without the app's own trigger (straight into the table, as a second worker sees it).
      await sut.db.query(`UPDATE products SET stock = 3 WHERE id = $1`, [game.id]);
      await Promise.all([runJob('mail-back-in-stock', [game.id]), runJob('mail-back-in-stock', [game.id]), runJob('mail-back-in-stock', [game.id])]);
      const perShopper = await sut.db.query<{ recipient: string; n: number }>(
        `SELECT recipient, count(*)::int AS n FROM mail_outbox WHERE template = 'back_in_stock' AND payload->>'productName' = $1 GROUP BY recipient`,
        [game.name],
      );
      expect(perShopper).toHaveLength(12);
      expect(perShopper.every((row) => row.n === 1)).toBe(true);
    });

    it('are written by the sweep when the stock arrived without its event (Redis was away)', async () => {
      const game = await soldOut();
      const [shopper] = await insertShoppers(sut.db, 1);
      await api().put(`/api/me/restock-requests/${game.id}`).set(shopper.auth).expect(200);
      await sut.db.query(`UPDATE products SET stock = 1 WHERE id = $1`, [game.id]);
      await waitFor('the swept back-in-stock mail', async () => ((await outboxCount('back_in_stock', shopper.email, game.name)) === 1 ? true : undefined));
      const [request_] = await sut.db.query<{ ended_at: Date | null }>(`SELECT ended_at FROM restock_requests WHERE product_id = $1`, [game.id]);
      expect(request_.ended_at).toEqual(expect.any(Date));
    });

    it('refuse a request for a game in stock, and one from an address not verified', async () => {
      const game = await newProduct(sut);
      expect((await api().put(`/api/me/restock-requests/${game.id}`).set(alice.auth).expect(409)).body.code).toBe('product_in_stock');
      const [unverified] = await insertShoppers(sut.db, 1);
      await sut.db.query(`UPDATE users SET email_verified_at = NULL WHERE email = $1`, [unverified.email]);
      const sold = await soldOut();
      expect((await api().put(`/api/me/restock-requests/${sold.id}`).set(unverified.auth).expect(403)).body.code).toBe('email_not_verified');
    });
  });

  describe('price-drop mails and unsubscribing', () => {
    it('mail a wishlister when the admin lowers the price, and stop after the one-click unsubscribe', async () => {
      const game = await newProduct(sut, { priceCents: 2999 });
      await api().put(`/api/me/wishlist/${game.id}`).set(bob.auth).expect(200);

      await api().patch(`/api/admin/products/${game.id}`).set(admin).send({ priceCents: 1999 }).expect(200);
      const [mail] = await smtp.waitFor('the price-drop mail', (m) => m.to.includes(bob.email) && m.subject.startsWith(`Price drop: ${game.name} is now`));
      expect(mail.text).toMatch(/is now €19[.,]99, down from €29[.,]99/);
      const oneClick = mail.headers['list-unsubscribe'].slice(1, -1);
      const pageLink = mail.text.match(/Unsubscribe: (\S+)/)?.[1] as string;
      expect(pageLink).toContain(`${sut.url}/unsubscribe?token=p.`);

      // A mail app's one-click POST: a form body, no cookies, no Origin of ours.
      const unsubscribed = await api().post(new URL(oneClick).pathname + new URL(oneClick).search).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect(unsubscribed.body).toEqual({ kind: 'price_drops', productName: null });
      expect((await api().get('/api/me/alert-preferences').set(bob.auth).expect(200)).body).toEqual({ priceDropMails: false });

      // The next drop is remembered but not mailed.
      await api().patch(`/api/admin/products/${game.id}`).set(admin).send({ priceCents: 999 }).expect(200);
      await waitFor('the new price remembered', async () => {
        const [row] = await sut.db.query<{ alerted_price_cents: number }>(`SELECT alerted_price_cents FROM wishlist_items WHERE product_id = $1`, [game.id]);
        return row.alerted_price_cents === 999 ? row : undefined;
      });
      expect(await outboxCount('price_drop', bob.email, game.name)).toBe(1);
      // A price rise is no drop; the job run again finds nothing.
      await runJob('mail-price-drops', [game.id]);
      expect(await outboxCount('price_drop', bob.email, game.name)).toBe(1);
    });

    it('end a "notify me" request from its link, signed out; forged or altered tokens are refused', async () => {
      const game = await soldOut();
      await api().put(`/api/me/restock-requests/${game.id}`).set(alice.auth).expect(200);
      const [request_] = await sut.db.query<{ id: string }>(`SELECT id FROM restock_requests WHERE product_id = $1`, [game.id]);
      // Fetch a genuine token the way a mail gets it: from the mailer, by making the request due.
      await addKeys(game.id, 1);
      const [mail] = await smtp.waitFor('the back-in-stock mail', backInStockMail(alice, game));
      const token = new URL(mail.headers['list-unsubscribe'].slice(1, -1)).searchParams.get('token') as string;
      expect(token.startsWith(`r.${request_.id}.`)).toBe(true);

      const ok = await api().post(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`).expect(200);
      expect(ok.body).toEqual({ kind: 'restock', productName: game.name });
      // Again: still fine, nothing more changes.
      await api().post(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`).expect(200);

      const [, , signature] = token.split('.');
      const forgeries = [
        `r.${randomUUID()}.${signature}`,
        `p.${request_.id}.${signature}`,
        `r.${request_.id}.${Buffer.alloc(32).toString('base64url')}`,
        `r.${request_.id}`,
        'x'.repeat(150),
      ];
      for (const forged of forgeries) {
        const refused = await api().post(`/api/alerts/unsubscribe?token=${encodeURIComponent(forged)}`).expect(400);
        expect(refused.body.code).toBe('invalid_unsubscribe_link');
      }
      await api().post(`/api/alerts/unsubscribe?token=${'x'.repeat(201)}`).expect(400);
    });
  });

  describe('regions', () => {
    it('refuse a region outside the list', async () => {
      const game = await newProduct(sut);
      await expect(sut.db.query(`UPDATE products SET region = 'Mars' WHERE id = $1`, [game.id])).rejects.toThrow(/products_region_check/);
      await sut.db.query(`UPDATE products SET region = 'Europe' WHERE id = $1`, [game.id]);
    });

    it('map the free-text regions of existing products to the list when migrating', async () => {
      const db = await createTestDatabase();
      try {
        const migration = new WishlistsAlertsRegions1733340000000();
        const runner = { query: (sql: string) => db.query(sql) } as never;
        await migration.down(runner);
        const names = ['EU', 'Region free', 'US & Canada', 'north america', 'LATAM', 'ROW', 'Asia Pacific', ''];
        for (const region of names) {
          await db.query(`INSERT INTO products (name, slug, price_cents, platform, region) VALUES ($1, $2, 100, 'PC', $3)`, [`Map ${region}`, `map-${randomBytes(4).toString('hex')}`, region]);
        }
        await migration.up(runner);
        const rows = await db.query<{ name: string; region: string }>(`SELECT name, region FROM products WHERE name LIKE 'Map %'`);
        const regionOf = Object.fromEntries(rows.map((row) => [row.name.slice(4), row.region]));
        expect(regionOf).toEqual({
          EU: 'Europe',
          'Region free': 'Global',
          'US & Canada': 'North America',
          'north america': 'North America',
          LATAM: 'Latin America',
          ROW: 'Global',
          'Asia Pacific': 'Asia',
          '': 'Global',
        });
      } finally {
        await db.drop();
      }
    });

    it('record on the order line that the region warning was shown, and take only a boolean', async () => {
      const game = await newProduct(sut, { keys: 2 });
      const shopper = await signUpShopper(sut.url);
      const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1, regionWarningShown: true } as { productId: string; quantity: number }]);
      const [line] = await sut.db.query<{ region_warning_shown: boolean }>(`SELECT region_warning_shown FROM order_items WHERE order_id = $1`, [order.orderId]);
      expect(line.region_warning_shown).toBe(true);
      const refused = await api()
        .post('/api/checkout')
        .set(shopper.auth)
        .send({ items: [{ productId: game.id, quantity: 1, regionWarningShown: 'yes' }], firstName: 'Thandi', deliveryConsent: true })
        .expect(400);
      expect(JSON.stringify(refused.body)).toContain('regionWarningShown must be true or false');
    });
  });
});
