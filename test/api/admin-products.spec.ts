import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { newProduct } from '../harness/purchases.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { accessToken } from '../harness/tokens.js';

const admin = { authorization: `Bearer ${accessToken('admin')}` };
const customer = { authorization: `Bearer ${accessToken('customer')}` };

describe('admin products', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut.close();
  });

  const list = (query: string) => request(sut.url).get(`/api/admin/products${query}`).set(admin);
  const patch = (id: string, body: Record<string, unknown>) => request(sut.url).patch(`/api/admin/products/${id}`).set(admin).send(body);
  const slugOf = async (id: string) => (await sut.db.query<{ slug: string }>(`SELECT slug FROM products WHERE id = $1`, [id]))[0].slug;
  const pricesOf = async (id: string) =>
    (await sut.db.query<{ price_cents: number; original_price_cents: number | null; discount_percent: number }>(
      `SELECT price_cents, original_price_cents, discount_percent FROM products WHERE id = $1`,
      [id],
    ))[0];
  const categories = async () => (await request(sut.url).get('/api/categories').expect(200)).body as { id: string; name: string; slug: string }[];

  describe('access', () => {
    it('answers 401 signed out and 403 to customers', async () => {
      const game = await newProduct(sut, { keys: 0 });
      await request(sut.url).get('/api/admin/products').expect(401);
      await request(sut.url).patch(`/api/admin/products/${game.id}`).send({ active: false }).expect(401);
      const listed = await request(sut.url).get('/api/admin/products').set(customer).expect(403);
      expect(listed.body).toMatchObject({ status: 403, code: 'admin_only' });
      await request(sut.url).patch(`/api/admin/products/${game.id}`).set(customer).send({ active: false }).expect(403);
      expect((await pricesOf(game.id)).price_cents).toBe(1999);
    });
  });

  describe('the list', () => {
    it('holds every product with its category and stock, 25 a page', async () => {
      const res = await list('').expect(200);
      expect(res.body).toMatchObject({ page: 1, pageSize: 25, total: expect.any(Number) });
      expect(res.body.total).toBeGreaterThanOrEqual(66);
      expect(res.body.items).toHaveLength(25);
      const seeded = res.body.items.find((item: { categoryName: string | null }) => item.categoryName !== null);
      expect(seeded).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        slug: expect.any(String),
        platform: expect.any(String),
        categoryId: expect.any(String),
        categoryName: expect.any(String),
        priceCents: expect.any(Number),
        originalPriceCents: seeded.originalPriceCents === null ? null : expect.any(Number),
        discountPercent: expect.any(Number),
        active: true,
        stock: expect.any(Number),
        lowStockThreshold: 5,
        source: 'demo',
        // Demo games are keys, activated where their platform says (none for PC).
        deliveryKind: 'key',
        activationPlatform: seeded.platform === 'PC' ? null : expect.any(String),
        image: expect.stringMatching(/^\/media\/covers\//),
        // The seed's products are on sale: published, their prices set.
        draft: false,
        priceSet: true,
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
    });

    it('searches names in any case, pages through the matches, and shows inactive products and their stock', async () => {
      const tag = randomBytes(4).toString('hex');
      const made = [];
      for (let index = 0; index < 27; index++) made.push(await newProduct(sut, { name: `Paging ${tag} ${String(index).padStart(2, '0')}`, keys: index === 3 ? 3 : 0 }));
      await sut.db.query(`UPDATE products SET active = false WHERE id = $1`, [made[4].id]);

      const first = (await list(`?search=PAGING%20${tag.toUpperCase()}`).expect(200)).body;
      expect(first).toMatchObject({ page: 1, pageSize: 25, total: 27 });
      expect(first.items.map((item: { name: string }) => item.name)).toEqual(made.slice(0, 25).map((game) => game.name));
      expect(first.items[3]).toMatchObject({ stock: 3, active: true });
      expect(first.items[4]).toMatchObject({ id: made[4].id, active: false, stock: 0 });

      const second = (await list(`?search=paging+${tag}&page=2`).expect(200)).body;
      expect(second).toMatchObject({ page: 2, total: 27 });
      expect(second.items.map((item: { id: string }) => item.id)).toEqual([made[25].id, made[26].id]);
      expect((await list(`?search=paging+${tag}&page=3`).expect(200)).body.items).toEqual([]);
    });

    it('takes the search literally and checks the page', async () => {
      const game = await newProduct(sut, { name: `100% Literal_${randomBytes(3).toString('hex')}`, keys: 0 });
      const found = (await list(`?search=${encodeURIComponent(game.name.slice(0, 12))}`).expect(200)).body;
      expect(found.items.map((item: { id: string }) => item.id)).toEqual([game.id]);
      expect((await list('?search=%25%25%25_').expect(200)).body.total).toBe(0);
      expect((await list('?search=no-such-game-anywhere').expect(200)).body).toEqual({ items: [], page: 1, pageSize: 25, total: 0, totalCapped: false });
      const bad = await list('?page=0').expect(400);
      expect(bad.body).toMatchObject({ code: 'validation_failed', message: 'page must be a whole number from 1' });
      await list('?sort=name').expect(400);
    });
  });

  describe('editing', () => {
    it('sets the price shoppers pay, and the store shows it at once', async () => {
      const game = await newProduct(sut, { keys: 1, priceCents: 1999 });
      const slug = await slugOf(game.id);
      expect((await request(sut.url).get(`/api/products/${slug}`).expect(200)).body.priceCents).toBe(1999);
      expect((await request(sut.url).get(`/api/products?search=${encodeURIComponent(game.name)}`).expect(200)).body.items[0].priceCents).toBe(1999);

      const res = await patch(game.id, { priceCents: 2499 }).expect(200);
      expect(res.body).toMatchObject({ id: game.id, name: game.name, slug, priceCents: 2499, originalPriceCents: null, discountPercent: 0, active: true, stock: 1 });
      expect((await request(sut.url).get(`/api/products/${slug}`).expect(200)).body.priceCents).toBe(2499);
      expect((await request(sut.url).get(`/api/products?search=${encodeURIComponent(game.name)}`).expect(200)).body.items[0].priceCents).toBe(2499);
      const quote = await request(sut.url).post('/api/cart/quote').send({ items: [{ productId: game.id, quantity: 1 }] }).expect(200);
      expect(quote.body.lines[0].unitPriceCents).toBe(2499);
    });

    it('takes a discount off the list price, keeps the list price when the price moves, and ends the sale at 0%', async () => {
      const game = await newProduct(sut, { keys: 0, priceCents: 6000 });
      const slug = await slugOf(game.id);
      expect((await patch(game.id, { discountPercent: 25 }).expect(200)).body).toMatchObject({ priceCents: 4500, originalPriceCents: 6000, discountPercent: 25 });
      expect((await request(sut.url).get(`/api/products/${slug}`).expect(200)).body).toMatchObject({ priceCents: 4500, originalPriceCents: 6000, discountPercent: 25 });

      expect((await patch(game.id, { priceCents: 3000 }).expect(200)).body).toMatchObject({ priceCents: 3000, originalPriceCents: 6000, discountPercent: 50 });
      expect((await patch(game.id, { priceCents: 6500 }).expect(200)).body).toMatchObject({ priceCents: 6500, originalPriceCents: null, discountPercent: 0 });
      expect((await patch(game.id, { priceCents: 4500, discountPercent: 25 }).expect(200)).body).toMatchObject({ priceCents: 4500, originalPriceCents: 6000, discountPercent: 25 });
      expect((await patch(game.id, { discountPercent: 0 }).expect(200)).body).toMatchObject({ priceCents: 6000, originalPriceCents: null, discountPercent: 0 });
      expect((await patch(game.id, { discountPercent: 100 }).expect(200)).body).toMatchObject({ priceCents: 0, originalPriceCents: 6000, discountPercent: 100 });
      expect(await pricesOf(game.id)).toEqual({ price_cents: 0, original_price_cents: 6000, discount_percent: 100 });
    });

    it('hides and shows a product', async () => {
      const game = await newProduct(sut, { keys: 1 });
      const slug = await slugOf(game.id);
      await request(sut.url).get(`/api/products/${slug}`).expect(200);
      expect((await patch(game.id, { active: false }).expect(200)).body).toMatchObject({ active: false, stock: 1 });
      await request(sut.url).get(`/api/products/${slug}`).expect(404);
      expect((await request(sut.url).get(`/api/products?search=${encodeURIComponent(game.name)}`).expect(200)).body.total).toBe(0);
      expect((await list(`?search=${encodeURIComponent(game.name)}`).expect(200)).body.items[0]).toMatchObject({ id: game.id, active: false });
      expect((await patch(game.id, { active: true }).expect(200)).body.active).toBe(true);
      await request(sut.url).get(`/api/products/${slug}`).expect(200);
    });

    it('moves a product to a category and out of every category', async () => {
      const game = await newProduct(sut, { keys: 0 });
      const slug = await slugOf(game.id);
      const [category] = await categories();
      expect((await patch(game.id, { categoryId: category.id }).expect(200)).body).toMatchObject({ categoryId: category.id, categoryName: category.name });
      expect((await request(sut.url).get(`/api/products/${slug}`).expect(200)).body.category).toEqual({ slug: category.slug, name: category.name });
      expect((await patch(game.id, { categoryId: null }).expect(200)).body).toMatchObject({ categoryId: null, categoryName: null });
      expect((await request(sut.url).get(`/api/products/${slug}`).expect(200)).body.category).toBeNull();
    });

    it('changes several fields at once and touches nothing else', async () => {
      const game = await newProduct(sut, { keys: 2, priceCents: 1000 });
      const [, category] = await categories();
      const before = (await list(`?search=${encodeURIComponent(game.name)}`).expect(200)).body.items[0];
      const res = await patch(game.id, { priceCents: 800, discountPercent: 20, active: false, categoryId: category.id }).expect(200);
      expect(res.body).toMatchObject({
        ...before,
        priceCents: 800,
        originalPriceCents: 1000,
        discountPercent: 20,
        active: false,
        categoryId: category.id,
        categoryName: category.name,
        updatedAt: expect.any(String),
      });
      expect(res.body.updatedAt > before.updatedAt).toBe(true);
    });
  });

  describe('refusals', () => {
    it('explains every invalid field', async () => {
      const game = await newProduct(sut, { keys: 0 });
      const cases: [Record<string, unknown>, string][] = [
        [{ priceCents: -1 }, 'priceCents must be a whole number of cents from 0 to 10000000 (€100000)'],
        [{ priceCents: 10_000_001 }, 'priceCents must be a whole number of cents from 0 to 10000000 (€100000)'],
        [{ priceCents: 19.99 }, 'priceCents must be a whole number of cents from 0 to 10000000 (€100000)'],
        [{ priceCents: '1999' }, 'priceCents must be a whole number of cents from 0 to 10000000 (€100000)'],
        [{ discountPercent: 101 }, 'discountPercent must be a whole number from 0 to 100'],
        [{ discountPercent: -5 }, 'discountPercent must be a whole number from 0 to 100'],
        [{ active: 'yes' }, 'active must be true or false'],
        [{ categoryId: 'games' }, 'categoryId must be a category id (a UUID) or null'],
        [{ name: '' }, 'name must not be empty'],
        [{ name: 'x'.repeat(201) }, 'name must be at most 200 characters'],
        [{ slug: 'Not A Slug' }, 'slug must be lower-case letters and digits, in words joined by single hyphens (like "stardew-valley")'],
        [{ description: 'x'.repeat(20_001) }, 'description must be at most 20000 characters'],
        [{ genres: Array.from({ length: 9 }, (_, n) => `G${n}`) }, 'genres must hold at most 8 names'],
        [{ releaseDate: '2024-13-01' }, 'releaseDate must be a date like 2016-02-26, or null'],
        [{ images: Array.from({ length: 11 }, (_, n) => `/images/${n}`) }, 'images must hold at most 10 images'],
        [{ colour: 'red' }, 'colour: property colour should not exist'],
      ];
      for (const [body, message] of cases) {
        const res = await patch(game.id, body).expect(400);
        expect(res.body).toMatchObject({ status: 400, code: 'validation_failed', message });
      }
      expect(await pricesOf(game.id)).toEqual({ price_cents: 1999, original_price_cents: null, discount_percent: 0 });
    });

    it('refuses an empty change, a price with a 100% discount, and an unknown category', async () => {
      const game = await newProduct(sut, { keys: 0 });
      expect((await patch(game.id, {}).expect(400)).body).toMatchObject({ code: 'nothing_to_change', message: 'Nothing to change: give at least one field of the product.' });
      expect((await patch(game.id, { priceCents: 500, discountPercent: 100 }).expect(400)).body.code).toBe('price_discount_mismatch');
      const missing = randomUUID();
      const res = await patch(game.id, { categoryId: missing, priceCents: 1 }).expect(400);
      expect(res.body).toEqual({ status: 400, code: 'category_not_found', message: `No category "${missing}" in the store: pick one of GET /api/categories, or null for none.` });
      expect(await pricesOf(game.id)).toEqual({ price_cents: 1999, original_price_cents: null, discount_percent: 0 });
    });

    it('answers 404 for an unknown product', async () => {
      const missing = randomUUID();
      const res = await patch(missing, { active: false }).expect(404);
      expect(res.body).toEqual({ status: 404, code: 'product_not_found', message: `No product "${missing}" in the store.` });
      await patch('not-a-product', { active: false }).expect(404);
    });
  });

  describe('keys', () => {
    it('adds keys to a product and reports the new stock, which the list shows', async () => {
      const game = await newProduct(sut, { keys: 1 });
      const res = await request(sut.url)
        .post(`/api/admin/products/${game.id}/keys`)
        .set(admin)
        .send({ keys: `NEWKEY-${randomBytes(4).toString('hex')}\n${game.codes[0]}\n\nNEWKEY-${randomBytes(4).toString('hex')}` })
        .expect(200);
      expect(res.body).toMatchObject({ productId: game.id, added: 2, duplicates: [{ line: 2, reason: 'already in stock or sold' }], stock: 3 });
      expect((await list(`?search=${encodeURIComponent(game.name)}`).expect(200)).body.items[0].stock).toBe(3);
    });
  });
});
