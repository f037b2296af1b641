import request from 'supertest';
import { startTestApp, TestApp } from '../harness/test-app.js';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemap index', () => {
  let sut: TestApp;
  let activeSlugs: string[];
  beforeAll(async () => {
    sut = await startTestApp();
    // Past one file's 50,000 URLs, so the products split into two files; one inactive product is left out.
    await sut.db.query(
      `INSERT INTO products (name, slug, price_cents, platform, source, external_id, active)
       SELECT 'Sitemap Game ' || i, 'sitemap-game-' || i, 999, 'PC', 'sitemap-test', i::text, i <> 7 FROM generate_series(1, 50000) i`,
    );
    activeSlugs = (await sut.db.query<{ slug: string }>(`SELECT slug FROM products WHERE active`)).map((row) => row.slug);
  }, 300_000);
  afterAll(async () => sut.close());

  const get = (path: string) => request(sut.url).get(path);

  it('names the pages file and one products file per 50,000 active products, each with its date', async () => {
    const response = await get('/sitemap.xml').expect(200).expect('content-type', /application\/xml/);
    expect(activeSlugs.length).toBeGreaterThan(50_000);
    expect(locs(response.text).map((url) => new URL(url).pathname)).toEqual(['/sitemaps/pages.xml', '/sitemaps/products-1.xml', '/sitemaps/products-2.xml']);
    expect(response.text.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(2);
  });

  it('lists every active product exactly once across the products files, 50,000 in the first', async () => {
    const first = locs((await get('/sitemaps/products-1.xml').expect(200)).text);
    const second = locs((await get('/sitemaps/products-2.xml').expect(200)).text);
    expect(first).toHaveLength(50_000);
    const slugs = [...first, ...second].map((url) => decodeURIComponent(new URL(url).pathname.replace('/product/', '')));
    expect(new Set(slugs).size).toBe(slugs.length);
    expect([...slugs].sort()).toEqual([...activeSlugs].sort());
    expect(slugs).not.toContain('sitemap-game-7');
  });

  it('lists the static pages and the categories in the pages file, and no product', async () => {
    const paths = locs((await get('/sitemaps/pages.xml').expect(200)).text).map((url) => new URL(url).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/', '/products', '/faq', '/category/pc-games']));
    expect(paths.some((path) => path.startsWith('/product/'))).toBe(false);
  });

  it.each(['products-3.xml', 'products-0.xml', 'products-01.xml', 'products-1234567.xml', 'products-1.xml.gz', 'index.xml'])('answers 404 for %s, a file the index does not list', async (file) => {
    const response = await get(`/sitemaps/${file}`).expect(404);
    expect(response.body).toMatchObject({ code: 'sitemap_file_not_found' });
  });
});
