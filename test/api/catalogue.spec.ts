import request from 'supertest';
import sharp from 'sharp';
import { startRedis } from '../harness/processes.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { accessToken } from '../harness/tokens.js';

type Card = { id: string; slug: string; name: string; priceCents: number; discountPercent: number; platform: string; genres: string[]; category: { slug: string } | null; stock: number };
type Page = { items: Card[]; total: number; page: number; pages: number; limit: number };

describe('catalogue API', () => {
  let sut: TestApp;
  let activeCount: number;
  beforeAll(async () => {
    sut = await startTestApp();
    [{ count: activeCount }] = await sut.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM products WHERE active`);
  });
  afterAll(async () => sut.close());

  const list = async (query: Record<string, string | number>): Promise<Page> =>
    (await request(sut.url).get('/api/products').query(query).expect(200)).body;

  describe('listing', () => {
    it('answers 20 products by name by default, with total and pages', async () => {
      const page = await list({});
      expect(activeCount).toBeGreaterThanOrEqual(60);
      expect(page).toMatchObject({ total: activeCount, page: 1, pages: Math.ceil(activeCount / 20), limit: 20 });
      expect(page.items).toHaveLength(20);
      const names = page.items.map((p) => p.name.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('pages through every product exactly once', async () => {
      const seen = new Set<string>();
      for (let page = 1; page <= Math.ceil(activeCount / 12); page++) {
        for (const item of (await list({ limit: 12, page })).items) seen.add(item.id);
      }
      expect(seen.size).toBe(activeCount);
    });

    it('answers an empty page past the end, still with the total', async () => {
      const page = await list({ page: 99 });
      expect(page).toMatchObject({ items: [], total: activeCount, page: 99 });
    });

    it.each([
      [{ limit: 0 }, 'limit must not be less than 1'],
      [{ limit: 101 }, 'limit must not be greater than 100'],
      [{ limit: 'ten' }, 'limit must be a whole number from 1 to 100'],
      [{ page: 0 }, 'page must not be less than 1'],
      [{ sort: 'cheapest' }, 'sort must be one of name, price_asc, price_desc, newest, popularity, discount'],
      [{ minPrice: 'abc' }, 'minPrice must be a number of euros'],
      [{ minPrice: 50, maxPrice: 10 }, 'maxPrice must not be below minPrice'],
      [{ category: 'Not A Slug' }, 'category must be a category slug such as steam-keys'],
      [{ colour: 'red' }, 'property colour should not exist'],
    ])('refuses %j with a 400 that says why', async (query, message) => {
      const res = await request(sut.url).get('/api/products').query(query).expect(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.message).toContain(message);
    });
  });

  describe('filters', () => {
    it('filters by category slug', async () => {
      const page = await list({ category: 'steam-keys', limit: 100 });
      expect(page.total).toBeGreaterThan(5);
      expect(page.items.every((p) => p.category?.slug === 'steam-keys')).toBe(true);
    });

    it('filters by platform whatever its case', async () => {
      const page = await list({ platform: 'playstation', limit: 100 });
      expect(page.total).toBeGreaterThan(5);
      expect(page.items.every((p) => p.platform === 'PlayStation')).toBe(true);
    });

    it('filters by genre', async () => {
      const page = await list({ genre: 'RPG', limit: 100 });
      expect(page.total).toBeGreaterThan(3);
      expect(page.items.every((p) => p.genres.includes('RPG'))).toBe(true);
    });

    it('filters by a price range in euros, bounds included', async () => {
      const page = await list({ minPrice: 10, maxPrice: 20, limit: 100 });
      expect(page.total).toBeGreaterThan(3);
      expect(page.items.every((p) => p.priceCents >= 1000 && p.priceCents <= 2000)).toBe(true);
      const [{ count }] = await sut.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM products WHERE active AND price_cents BETWEEN 1000 AND 2000`,
      );
      expect(page.total).toBe(count);
    });

    it('combines filters', async () => {
      const page = await list({ platform: 'Steam', genre: 'Roguelike', maxPrice: 15, limit: 100 });
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((p) => p.platform === 'Steam' && p.genres.includes('Roguelike') && p.priceCents <= 1500)).toBe(true);
    });
  });

  describe('search', () => {
    it.each(['witcher', 'Witcher 3', 'witch', 'witchr'])('finds The Witcher 3 for %j', async (search) => {
      const page = await list({ search });
      expect(page.items.map((p) => p.name)).toContain('The Witcher 3: Wild Hunt');
    });

    it('finds nothing for words in no title or description', async () => {
      expect(await list({ search: 'zzqxv' })).toMatchObject({ items: [], total: 0, pages: 0 });
    });
  });

  describe('sorting', () => {
    const valuesOf = async (sort: string, column: string) => {
      const ids = (await list({ sort, limit: 100 })).items.map((p) => p.id);
      const rows = await sut.db.query<{ id: string; value: number }>(`SELECT id, ${column} AS value FROM products WHERE id = ANY($1)`, [ids]);
      const byId = new Map(rows.map((row) => [row.id, Number(row.value)]));
      return ids.map((id) => byId.get(id)!);
    };
    const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1] <= v);
    const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1] >= v);

    it('sorts by price both ways', async () => {
      expect(ascending(await valuesOf('price_asc', 'price_cents'))).toBe(true);
      expect(descending(await valuesOf('price_desc', 'price_cents'))).toBe(true);
    });

    it('sorts by newest, popularity and discount, highest first', async () => {
      expect(descending(await valuesOf('newest', 'extract(epoch from created_at)'))).toBe(true);
      expect(descending(await valuesOf('popularity', 'popularity'))).toBe(true);
      expect(descending(await valuesOf('discount', 'discount_percent'))).toBe(true);
    });
  });

  describe('single products, featured, categories and facets', () => {
    it('finds a product by slug and by id, with its details', async () => {
      const bySlug = (await request(sut.url).get('/api/products/elden-ring').expect(200)).body;
      expect(bySlug).toMatchObject({ name: 'Elden Ring', platform: 'Steam', region: 'Global', releaseDate: '2022-06-01' });
      expect(bySlug.images).toHaveLength(3);
      const byId = (await request(sut.url).get(`/api/products/${bySlug.id}`).expect(200)).body;
      expect(byId.slug).toBe('elden-ring');
    });

    it('answers 404 with a message for an unknown product', async () => {
      const res = await request(sut.url).get('/api/products/no-such-game').expect(404);
      expect(res.body).toEqual({ status: 404, code: 'product_not_found', message: 'No product "no-such-game" in the store.' });
    });

    it('shows a sold-out product with stock 0', async () => {
      expect((await request(sut.url).get('/api/products/starfield').expect(200)).body.stock).toBe(0);
    });

    it('lists 8 featured products by popularity, in-stock first', async () => {
      const featured: Card[] = (await request(sut.url).get('/api/products/featured').expect(200)).body;
      expect(featured).toHaveLength(8);
      expect(featured.every((p) => p.stock > 0)).toBe(true);
      expect((await request(sut.url).get('/api/products/featured?limit=3').expect(200)).body).toHaveLength(3);
    });

    it('lists the categories the footer links to', async () => {
      const slugs = (await request(sut.url).get('/api/categories').expect(200)).body.map((c: { slug: string }) => c.slug);
      expect(slugs).toEqual(expect.arrayContaining(['pc-games', 'steam-keys', 'playstation', 'xbox']));
    });

    it('counts each facet under the other filters', async () => {
      const facets = (await request(sut.url).get('/api/products/facets').query({ platform: 'Xbox' }).expect(200)).body;
      const xbox = await list({ platform: 'Xbox', limit: 100 });
      expect(facets.categories).toEqual([{ value: 'xbox', label: 'Xbox', count: xbox.total }]);
      const platformTotal = facets.platforms.reduce((sum: number, f: { count: number }) => sum + f.count, 0);
      expect(platformTotal).toBe(activeCount);
    });

    it('draws cover art for each product', async () => {
      const res = await request(sut.url).get('/media/covers/elden-ring.svg').expect(200).expect('content-type', /image\/svg\+xml/);
      expect(res.body.toString()).toContain('Elden Ring');
    });

    it('serves a drawn cover as a JPEG picture for share previews, and 404 for an unknown game', async () => {
      const res = await request(sut.url).get('/media/cover-pictures/elden-ring.jpg').expect(200).expect('content-type', 'image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const { format, width, height } = await sharp(res.body as Buffer).metadata();
      expect({ format, width, height }).toEqual({ format: 'jpeg', width: 600, height: 800 });
      await request(sut.url).get('/media/cover-pictures/no-such-game.jpg').expect(404);
    });
  });

  describe('adding keys', () => {
    const admin = accessToken('admin');

    it('reports added, duplicate and invalid lines, stores keys encrypted and refreshes the cached stock', async () => {
      const before = (await request(sut.url).get('/api/products/hades').expect(200)).body;
      const keys = ['HADES-AAAAA-11111', 'hades-bbbbb-22222', '', 'HADES-AAAAA-11111', 'oops!', 'HADES-CCCCC-33333'].join('\n');
      const res = await request(sut.url).post(`/api/admin/products/${before.id}/keys`).set('authorization', `Bearer ${admin}`).send({ keys }).expect(200);
      expect(res.body).toEqual({
        productId: before.id,
        added: 3,
        duplicates: [{ line: 4, reason: 'same key as line 1' }],
        invalid: [{ line: 5, reason: 'not a key: use 5 to 100 letters, digits and dashes' }],
        stock: before.stock + 3,
      });
      expect(JSON.stringify(res.body)).not.toContain('HADES-');
      const after = (await request(sut.url).get('/api/products/hades').expect(200)).body;
      expect(after.stock).toBe(before.stock + 3);

      const stored = await sut.db.query<{ code: string }>(`SELECT encode(code_encrypted, 'escape') AS code FROM product_keys WHERE product_id = $1`, [before.id]);
      expect(stored.some((row) => row.code.includes('HADES'))).toBe(false);

      const again = await request(sut.url).post(`/api/admin/products/${before.id}/keys`).set('authorization', `Bearer ${admin}`).send({ keys: 'HADES-BBBBB-22222' }).expect(200);
      expect(again.body).toMatchObject({ added: 0, duplicates: [{ line: 1, reason: 'already in stock or sold' }], stock: before.stock + 3 });
    });

    it('reads the code column of a CSV', async () => {
      const product = (await request(sut.url).get('/api/products/celeste').expect(200)).body;
      const csv = 'title,code\nCeleste,CELES-00001-AAAAA\nCeleste,CELES-00002-BBBBB\n';
      const res = await request(sut.url).post(`/api/admin/products/${product.id}/keys`).set('authorization', `Bearer ${admin}`).send({ keys: csv }).expect(200);
      expect(res.body).toMatchObject({ added: 2, duplicates: [], invalid: [] });
    });

    it('is for administrators only', async () => {
      const product = (await request(sut.url).get('/api/products/celeste').expect(200)).body;
      const path = `/api/admin/products/${product.id}/keys`;
      const none = await request(sut.url).post(path).send({ keys: 'CELES-99999-ZZZZZ' }).expect(401);
      expect(none.body).toMatchObject({ code: 'not_authenticated', message: 'Not authenticated' });
      const customer = await request(sut.url).post(path).set('authorization', `Bearer ${accessToken('customer')}`).send({ keys: 'CELES-99999-ZZZZZ' }).expect(403);
      expect(customer.body.code).toBe('admin_only');
    });

    it('answers 404 for an unknown product and 422 for a list without keys', async () => {
      const auth = `Bearer ${admin}`;
      await request(sut.url).post('/api/admin/products/6f1c1d8e-0000-4000-8000-000000000000/keys').set('authorization', auth).send({ keys: 'ABCDE-12345' }).expect(404);
      const product = (await request(sut.url).get('/api/products/celeste').expect(200)).body;
      const empty = await request(sut.url).post(`/api/admin/products/${product.id}/keys`).set('authorization', auth).send({ keys: '\n\n' }).expect(422);
      expect(empty.body.code).toBe('no_keys');
    });
  });
});

describe('catalogue without Redis', () => {
  it('keeps answering from Postgres when Redis stops', async () => {
    const redis = await startRedis();
    const sut = await startTestApp({ REDIS_URL: redis.url });
    try {
      const cached = (await request(sut.url).get('/api/products').query({ platform: 'Xbox' }).expect(200)).body;
      await redis.stop();
      const direct = (await request(sut.url).get('/api/products').query({ platform: 'Xbox' }).expect(200)).body;
      expect(direct).toEqual(cached);
      await request(sut.url).get('/api/products/elden-ring').expect(200);
      const page = await request(sut.url).get('/').expect(200);
      expect(page.text).toContain('Your Ultimate Gaming Destination');
    } finally {
      await sut.close();
      await redis.stop();
    }
  });
});
