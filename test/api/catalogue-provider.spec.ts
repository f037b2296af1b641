import { once } from 'node:events';
import request from 'supertest';
import { InvalidEnvironmentError, parseEnvironment } from '../../src/config/environment.js';
import { FakeCatalogueProvider, FakeProviderCategory, FakeProviderProduct } from '../fakes/catalogue-provider.js';
import { RunningProcess, startProcess, startRedis, waitFor } from '../harness/processes.js';
import { insertShoppers } from '../harness/shoppers.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { accessToken } from '../harness/tokens.js';

interface SyncRun {
  id: string;
  status: string;
  error: string | null;
  categories_created: number;
  categories_updated: number;
  products_created: number;
  products_updated: number;
  products_unchanged: number;
  products_deactivated: number;
  items_skipped: number;
  finished_at: Date | null;
}

interface ProductRow {
  id: string;
  external_id: string;
  name: string;
  slug: string;
  price_cents: number;
  original_price_cents: number | null;
  discount_percent: number;
  stock: number;
  active: boolean;
  category_id: string | null;
  platform: string;
  region: string;
  images: string[];
  updated_at: Date;
}

const admin = accessToken('admin');
let sequence = 0;

/** A catalogue of the test's own: ids and slugs no other test uses. */
function newCatalogue(productCount: number) {
  const p = `t${++sequence}`;
  const categories: FakeProviderCategory[] = [{ id: `${p}-action`, name: `Action ${p}`, slug: `action-${p}` }];
  const products: FakeProviderProduct[] = Array.from({ length: productCount }, (_, i) => ({
    id: `${p}-${i + 1}`,
    name: `Game ${p} ${i + 1}`,
    price: 10 + i,
    platform: 'Steam',
    category_id: `${p}-action`,
    stock: 50,
  }));
  return { p, categories, products };
}

describe('catalogue provider', () => {
  let provider: FakeCatalogueProvider;
  let redis: RunningProcess & { url: string };
  let sut: TestApp;

  beforeAll(async () => {
    provider = await FakeCatalogueProvider.start();
    redis = await startRedis();
    sut = await startTestApp({
      APP_ROLE: 'all',
      REDIS_URL: redis.url,
      CATALOG_PROVIDER_URL: provider.url,
      CATALOG_PROVIDER_CLIENT_ID: provider.clientId,
      CATALOG_PROVIDER_CLIENT_SECRET: provider.clientSecret,
      CATALOG_SYNC_CRON: 'off',
    });
  });
  afterAll(async () => {
    await sut?.close();
    await redis?.stop();
    await provider?.close();
  });
  beforeEach(() => {
    provider.rejectCredentials = false;
    provider.failProductsPage = null;
    provider.delayMs = 0;
    provider.tokenLifetimeSeconds = 3600;
    provider.tokenShape = 'oauth';
  });

  function startSync() {
    return request(sut.url).post('/api/admin/catalog/sync').set('authorization', `Bearer ${admin}`);
  }

  function finished(runId: string): Promise<SyncRun> {
    return waitFor(`sync run ${runId} to finish`, async () => {
      const [run] = await sut.db.query<SyncRun>(`SELECT * FROM catalog_sync_runs WHERE id = $1`, [runId]);
      return run && (run.status === 'succeeded' || run.status === 'failed') ? run : undefined;
    });
  }

  async function sync(): Promise<SyncRun> {
    const res = await startSync().expect(202);
    expect(res.body).toMatchObject({ status: 'queued', trigger: 'manual', jobId: `catalog-sync:${res.body.id}` });
    return finished(res.body.id);
  }

  function products(p: string): Promise<ProductRow[]> {
    return sut.db.query<ProductRow>(
      `SELECT * FROM products WHERE source = 'provider' AND external_id LIKE $1 ORDER BY length(external_id), external_id`,
      [`${p}-%`],
    );
  }

  it('imports categories and every page of products with their prices and discounts, leaving stock at 0', async () => {
    const { p, categories, products: items } = newCatalogue(150);
    await sut.db.query(`INSERT INTO categories (name, slug) VALUES ($1, $2)`, [`Local ${p}`, `local-${p}`]);
    categories.push(
      { id: `${p}-pc`, name: 'PC', slug: `local-${p}` }, // the store already has this slug
      { id: `${p}-rpg`, name: `RPG ${p}`, parent_id: `${p}-action`, image: 'https://cdn.provider.test/rpg.png' },
    );
    Object.assign(items[0], { price: 29.99, discount: 25, images: ['https://cdn.provider.test/1a.jpg', 'https://cdn.provider.test/1b.jpg'] });
    Object.assign(items[1], { category_id: undefined, category: `RPG ${p}`, region: 'Europe', slug: `custom-${p}` });
    Object.assign(items[2], { category_id: `${p}-pc` });
    provider.categories = categories;
    provider.products = items;

    const run = await sync();

    expect(run).toMatchObject({ status: 'succeeded', error: null, products_created: 150, categories_created: 2, items_skipped: 0 });
    const rows = await products(p);
    expect(rows).toHaveLength(150);
    expect(rows.every((row) => row.stock === 0 && row.active)).toBe(true);
    expect(rows[0]).toMatchObject({
      name: `Game ${p} 1`,
      slug: `game-${p}-1`,
      price_cents: 2999,
      original_price_cents: 3999,
      discount_percent: 25,
      platform: 'Steam',
      region: 'Global',
      images: ['https://cdn.provider.test/1a.jpg', 'https://cdn.provider.test/1b.jpg'],
    });
    expect(rows[149]).toMatchObject({ price_cents: 15900, original_price_cents: null, discount_percent: 0 });

    const cats = await sut.db.query<{ id: string; slug: string; source: string; parent_id: string | null; image: string | null }>(
      `SELECT id, slug, source, parent_id, image FROM categories WHERE slug IN ($1, $2, $3)`,
      [`action-${p}`, `rpg-${p}`, `local-${p}`],
    );
    const bySlug = Object.fromEntries(cats.map((c) => [c.slug, c]));
    expect(cats).toHaveLength(3);
    expect(bySlug[`rpg-${p}`]).toMatchObject({ source: 'provider', parent_id: bySlug[`action-${p}`].id, image: 'https://cdn.provider.test/rpg.png' });
    expect(rows[0].category_id).toBe(bySlug[`action-${p}`].id);
    expect(rows[1]).toMatchObject({ category_id: bySlug[`rpg-${p}`].id, region: 'Europe', slug: `custom-${p}` });
    expect(bySlug[`local-${p}`]).toMatchObject({ source: 'local', parent_id: null });
    expect(rows[2].category_id).toBe(bySlug[`local-${p}`].id);

    const shown = await request(sut.url).get(`/api/products/game-${p}-1`).expect(200);
    expect(shown.body).toMatchObject({ priceCents: 2999, originalPriceCents: 3999, discountPercent: 25, stock: 0 });
  });

  it('creates nothing twice when it runs again', async () => {
    const { p, categories, products: items } = newCatalogue(3);
    provider.categories = categories;
    provider.products = items;
    await sync();
    const before = await products(p);

    const again = await sync();

    expect(again).toMatchObject({ status: 'succeeded', products_created: 0, products_updated: 0, products_unchanged: 3, categories_created: 0 });
    expect(await products(p)).toEqual(before);
    const [{ count }] = await sut.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM categories WHERE slug = $1`, [`action-${p}`]);
    expect(count).toBe(1);
  });

  it('updates a changed price and discount', async () => {
    const { p, categories, products: items } = newCatalogue(2);
    provider.categories = categories;
    provider.products = items;
    await sync();

    Object.assign(items[1], { price: 8, discount: 20 });
    const run = await sync();

    expect(run).toMatchObject({ status: 'succeeded', products_updated: 1, products_unchanged: 1 });
    const [first, second] = await products(p);
    expect(first).toMatchObject({ price_cents: 1000, original_price_cents: null });
    expect(second).toMatchObject({ price_cents: 800, original_price_cents: 1000, discount_percent: 20 });
  });

  it("mails a wishlister once when a sync lowers the wishlisted game's price", async () => {
    const { p, categories, products: items } = newCatalogue(2);
    provider.categories = categories;
    provider.products = items;
    await sync();
    const [, wishlisted] = await products(p);
    const [shopper] = await insertShoppers(sut.db, 1);
    await request(sut.url).put(`/api/me/wishlist/${wishlisted.id}`).set(shopper.auth).expect(200);
    const priceDropMails = async () =>
      (await sut.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE template = 'price_drop' AND recipient = $1`, [shopper.email]))[0].n;

    Object.assign(items[1], { price: 7 });
    await sync();
    await waitFor('the price-drop mail in the outbox', async () => ((await priceDropMails()) === 1 ? true : undefined));
    const [mail] = await sut.db.query<{ payload: { productName: string } }>(`SELECT payload FROM mail_outbox WHERE template = 'price_drop' AND recipient = $1`, [shopper.email]);
    expect(mail.payload.productName).toBe(wishlisted.name);

    // The mailed price is remembered, and the same price synced again is no new drop.
    await waitFor('the remembered price', async () => {
      const [row] = await sut.db.query<{ alerted_price_cents: number }>(`SELECT alerted_price_cents FROM wishlist_items WHERE product_id = $1`, [wishlisted.id]);
      return row.alerted_price_cents === 700 ? row : undefined;
    });
    await sync();
    expect(await priceDropMails()).toBe(1);
  });

  it('deactivates a product the provider no longer lists, and brings it back when it returns', async () => {
    const { p, categories, products: items } = newCatalogue(3);
    provider.categories = categories;
    provider.products = items;
    await sync();

    provider.products = items.filter((item) => item.id !== `${p}-2`);
    const run = await sync();

    expect(run.products_deactivated).toBeGreaterThanOrEqual(1);
    expect((await products(p)).map((row) => row.active)).toEqual([true, false, true]);
    await request(sut.url).get(`/api/products/game-${p}-2`).expect(404);

    provider.products = items;
    await sync();
    expect((await products(p)).map((row) => row.active)).toEqual([true, true, true]);
  });

  it('keeps our stock, and leaves products of other sources alone', async () => {
    const { p, categories, products: items } = newCatalogue(1);
    const [local] = await sut.db.query<{ id: string; name: string; slug: string; price_cents: number; updated_at: Date }>(
      `INSERT INTO products (name, slug, price_cents, platform, source, external_id) VALUES ($1, $2, 500, 'PC', 'local', $3)
       RETURNING id, name, slug, price_cents, updated_at`,
      [`Local Game ${p}`, `local-game-${p}`, `${p}-same-name`],
    );
    items.push({ id: `${p}-same-name`, name: local.name, price: 1, platform: 'PC', stock: 999 });
    provider.categories = categories;
    provider.products = items;
    await sync();
    const [own] = await products(p);
    await sut.db.query(
      `INSERT INTO product_keys (product_id, code_encrypted, code_hash)
       SELECT $1, '\\x00'::bytea, decode(md5(random()::text || n), 'hex') FROM generate_series(1, 2) n`,
      [(await sut.db.query<{ id: string }>(`SELECT id FROM products WHERE source = 'provider' AND external_id = $1`, [own.external_id]))[0].id],
    );

    items[0].price = 99;
    await sync();

    const [updated, namesake] = await products(p);
    expect(updated).toMatchObject({ price_cents: 9900, stock: 2 });
    expect(namesake).toMatchObject({ name: local.name, slug: `${local.slug}-2`, stock: 0 });
    const [localAfter] = await sut.db.query(`SELECT name, slug, price_cents, updated_at, active FROM products WHERE id = $1`, [local.id]);
    expect(localAfter).toEqual({ name: local.name, slug: local.slug, price_cents: 500, updated_at: local.updated_at, active: true });
  });

  it('skips and counts malformed items, and does not deactivate a known product that turned malformed', async () => {
    const { p, categories, products: items } = newCatalogue(3);
    provider.categories = categories;
    provider.products = [...items, { id: `${p}-bad`, name: '', price: 'x', platform: 'PC' }, { no: 'id' }];

    const run = await sync();

    expect(run).toMatchObject({ status: 'succeeded', products_created: 3, items_skipped: 2 });
    provider.products = [items[0], items[1], { ...items[2], price: -5 }];
    const again = await sync();
    expect(again).toMatchObject({ status: 'succeeded', items_skipped: 1 });
    expect((await products(p)).map((row) => [row.active, row.price_cents])).toEqual([
      [true, 1000],
      [true, 1100],
      [true, 1200],
    ]);
  });

  it('changes nothing when a page fails, and records the run as failed with the API status', async () => {
    const { p, categories, products: items } = newCatalogue(150);
    provider.categories = categories;
    provider.products = items;
    await sync();
    const snapshot = () =>
      Promise.all([
        products(p),
        sut.db.query(`SELECT id, name, slug, parent_id, updated_at FROM categories ORDER BY slug`),
        sut.db.query(`SELECT source, count(*)::int, count(*) FILTER (WHERE active)::int AS active FROM products GROUP BY source ORDER BY source`),
      ]);
    const before = await snapshot();

    items[0].price = 1; // page 1: read, never written
    provider.categories = [...categories, { id: `${p}-new`, name: `New ${p}` }];
    provider.products = items.filter((item) => item.id !== `${p}-3`);
    provider.failProductsPage = { page: 2, status: 500 };
    const run = await sync();

    expect(run).toMatchObject({ status: 'failed', error: 'API error: 500' });
    expect(run.finished_at).not.toBeNull();
    expect(await snapshot()).toEqual(before);
  });

  it('records a refused authentication as "Failed to authenticate with the provider"', async () => {
    const { categories, products: items } = newCatalogue(1);
    provider.categories = categories;
    provider.products = items;
    provider.expireAllTokens();
    provider.rejectCredentials = true;

    const run = await sync();

    expect(run).toMatchObject({ status: 'failed', error: 'Failed to authenticate with the provider' });
  });

  it('answers a 401 with one new token and one retry of the same call', async () => {
    const { categories, products: items } = newCatalogue(1);
    provider.categories = categories;
    provider.products = items;
    await sync(); // a token with an hour to live is now shared in Redis
    const tokensBefore = provider.tokenRequests;
    const callsBefore = provider.catalogueRequests().length;
    provider.expireAllTokens();

    const run = await sync();

    expect(run.status).toBe('succeeded');
    expect(provider.tokenRequests).toBe(tokensBefore + 1);
    const calls = provider.catalogueRequests().slice(callsBefore);
    expect(calls.slice(0, 2)).toEqual([
      { method: 'GET', path: '/v1/categories?page=1&limit=100', status: 401 },
      { method: 'GET', path: '/v1/categories?page=1&limit=100', status: 200 },
    ]);
    expect(calls.slice(2).every((call) => call.status === 200)).toBe(true);
  });

  it('accepts a token answered as { value, expiresIn }', async () => {
    const { p, categories, products: items } = newCatalogue(1);
    provider.categories = categories;
    provider.products = items;
    provider.tokenShape = 'wrapper';
    provider.expireAllTokens();

    expect(await sync()).toMatchObject({ status: 'succeeded', products_created: 1 });
    expect(await products(p)).toHaveLength(1);
  });

  it('renews a token in its last minute on schedule, before anyone needs it', async () => {
    const { categories, products: items } = newCatalogue(1);
    provider.categories = categories;
    provider.products = items;
    provider.tokenLifetimeSeconds = 61;
    provider.expireAllTokens();
    await sync();
    const tokensAfterSync = provider.tokenRequests;
    const callsAfterSync = provider.catalogueRequests().length;

    await waitFor('the scheduled token refresh', async () => provider.tokenRequests > tokensAfterSync || undefined, 40_000);

    expect(provider.catalogueRequests()).toHaveLength(callsAfterSync);
  }, 60_000);

  it('refuses a second sync while one runs', async () => {
    const { categories, products: items } = newCatalogue(1);
    provider.categories = categories;
    provider.products = items;
    provider.delayMs = 400;

    const [a, b] = await Promise.all([startSync(), startSync()]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    const first = a.status === 202 ? a : b;
    const refused = await startSync().expect(409);
    expect(refused.body).toEqual({ status: 409, code: 'catalog_sync_running', message: 'A catalogue sync is already running' });

    expect((await finished(first.body.id)).status).toBe('succeeded');
    await sync();
  });

  it('lets a new sync start when the last one was abandoned by its worker', async () => {
    const { categories, products: items } = newCatalogue(1);
    provider.categories = categories;
    provider.products = items;
    const [lost] = await sut.db.query<{ id: string }>(
      `INSERT INTO catalog_sync_runs (trigger, status, started_at, requested_at)
       VALUES ('schedule', 'running', now() - interval '10 minutes', now() - interval '10 minutes') RETURNING id`,
    );

    expect((await sync()).status).toBe('succeeded');

    const [after] = await sut.db.query<SyncRun>(`SELECT * FROM catalog_sync_runs WHERE id = $1`, [lost.id]);
    expect(after).toMatchObject({ status: 'failed', error: 'The sync stopped before it finished' });
  });

  it('lists the last 20 runs, newest first', async () => {
    const { categories, products: items } = newCatalogue(1);
    provider.categories = categories;
    provider.products = items;
    const latest = await sync();

    const res = await request(sut.url).get('/api/admin/catalog/sync-runs').set('authorization', `Bearer ${admin}`).expect(200);

    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.length).toBeLessThanOrEqual(20);
    expect(res.body[0]).toMatchObject({ id: latest.id, status: 'succeeded', trigger: 'manual', productsCreated: 1, error: null });
    expect(res.body[0].finishedAt).toEqual(expect.any(String));
    const times = res.body.map((run: { requestedAt: string }) => run.requestedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('keeps the admin endpoints for admins', async () => {
    const customer = accessToken('customer');
    for (const call of [request(sut.url).post('/api/admin/catalog/sync'), request(sut.url).get('/api/admin/catalog/sync-runs')]) {
      await call.expect(401);
    }
    await request(sut.url).post('/api/admin/catalog/sync').set('authorization', `Bearer ${customer}`).expect(403);
    await request(sut.url).get('/api/admin/catalog/sync-runs').set('authorization', `Bearer ${customer}`).expect(403);
  });

  it('never shows the client secret in an answer or a log', async () => {
    const { categories, products: items } = newCatalogue(1);
    provider.categories = categories;
    provider.products = items;
    provider.expireAllTokens();
    provider.rejectCredentials = true;
    await sync();

    const runs = await request(sut.url).get('/api/admin/catalog/sync-runs').set('authorization', `Bearer ${admin}`).expect(200);
    const docs = await request(sut.url).get('/api/docs-json').expect(200);
    expect(runs.text).not.toContain(provider.clientSecret);
    expect(docs.text).not.toContain(provider.clientSecret);
    expect(sut.process.output()).not.toContain(provider.clientSecret);
    expect(sut.process.output()).toContain('Failed to authenticate with the provider');
  });
});

describe('scheduled catalogue sync', () => {
  let provider: FakeCatalogueProvider;
  let redis: RunningProcess & { url: string };
  let sut: TestApp;
  // The provider holds its catalogue before the store starts: the first scheduled run may come at once.
  const { p, categories, products: items } = newCatalogue(2);

  beforeAll(async () => {
    provider = await FakeCatalogueProvider.start();
    provider.categories = categories;
    provider.products = items;
    redis = await startRedis();
    sut = await startTestApp({
      APP_ROLE: 'all',
      REDIS_URL: redis.url,
      CATALOG_PROVIDER_URL: provider.url,
      CATALOG_PROVIDER_CLIENT_ID: provider.clientId,
      CATALOG_PROVIDER_CLIENT_SECRET: provider.clientSecret,
      CATALOG_SYNC_CRON: '*/2 * * * * *',
    });
  });
  afterAll(async () => {
    await sut?.close();
    await redis?.stop();
    await provider?.close();
  });

  it('syncs on CATALOG_SYNC_CRON without anyone asking', async () => {
    const run = await waitFor('a scheduled sync', async () => {
      const [found] = await sut.db.query<{ trigger: string; status: string; requested_by: string | null }>(
        `SELECT trigger, status, requested_by FROM catalog_sync_runs WHERE status = 'succeeded' LIMIT 1`,
      );
      return found;
    });

    expect(run).toEqual({ trigger: 'schedule', status: 'succeeded', requested_by: null });
    const [{ count }] = await sut.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM products WHERE source = 'provider' AND external_id LIKE $1`,
      [`${p}-%`],
    );
    expect(count).toBe(2);
  });
});

describe('catalogue provider not configured', () => {
  let sut: TestApp;
  beforeAll(async () => (sut = await startTestApp({ APP_ROLE: 'all' })));
  afterAll(async () => sut?.close());

  it('answers a sync request with 503 and a clear message', async () => {
    const res = await request(sut.url).post('/api/admin/catalog/sync').set('authorization', `Bearer ${accessToken('admin')}`).expect(503);
    expect(res.body).toMatchObject({ status: 503, code: 'catalog_provider_not_configured' });
    expect(res.body.message).toContain('CATALOG_PROVIDER_URL');
    const runs = await request(sut.url).get('/api/admin/catalog/sync-runs').set('authorization', `Bearer ${accessToken('admin')}`).expect(200);
    expect(runs.body).toEqual([]);
  });

  it('refuses to boot with only part of the provider configured, naming what is missing', async () => {
    const app = startProcess('node', ['dist/src/main.js'], { CATALOG_PROVIDER_URL: 'https://provider.test', LOG_LEVEL: 'silent' });
    const [code] = await once(app.child, 'exit');
    expect(code).toBe(1);
    expect(app.output()).toContain('CATALOG_PROVIDER_CLIENT_ID and CATALOG_PROVIDER_CLIENT_SECRET must be set too');
  });

  it('checks the sync schedule at boot, and accepts "off"', () => {
    const problems = (env: Record<string, string>) => {
      try {
        parseEnvironment(env);
        return [];
      } catch (error) {
        return (error as InvalidEnvironmentError).problems;
      }
    };
    expect(problems({ CATALOG_SYNC_CRON: 'sometimes' })).toEqual(['CATALOG_SYNC_CRON must be a cron expression (with seconds) or "off", not "sometimes"']);
    expect(problems({ CATALOG_SYNC_CRON: 'off', CATALOG_PROVIDER_URL: 'https://p.test', CATALOG_PROVIDER_CLIENT_ID: 'id' })).toEqual([
      expect.stringMatching(/^CATALOG_PROVIDER_CLIENT_SECRET must be set too/),
    ]);
  });
});
