import request from 'supertest';
import { ORDER_BY } from '../../src/catalog/product-sort.js';
import { startTestApp, TestApp } from '../harness/test-app.js';

/**
 * The listing's queries were rebuilt to stay fast at a million products: totals and facet counts by
 * category, platform and genre now come from the counts table kept by triggers, a search or price
 * range is counted up to 10,000, and a mistyped word is looked up among the catalogue's title words.
 * On the demo catalogue they must answer exactly what the plain queries below answer (the listing's
 * queries as they were: a count and a GROUP BY over every matching product): same items in the
 * same order, same totals, same facets. The catalogue cache is off, so every answer is a query.
 */

type Filters = { category?: string; platform?: string; genre?: string; minPrice?: number; maxPrice?: number; search?: string };
type Facet = { value: string; label: string; count: number | null };
type Sort = keyof typeof ORDER_BY;

/** The filter as a plain WHERE over every product; `except` leaves one dimension out. */
function plainFilter(filters: Filters, except?: 'category' | 'platform' | 'genre') {
  const clauses = ['p.active'];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filters.category && except !== 'category') {
    const slug = param(filters.category);
    clauses.push(`p.category_id IN (SELECT id FROM categories WHERE slug = ${slug} OR parent_id = (SELECT id FROM categories WHERE slug = ${slug}))`);
  }
  if (filters.platform && except !== 'platform') clauses.push(`lower(p.platform) = ${param(filters.platform.toLowerCase())}`);
  if (filters.genre && except !== 'genre') clauses.push(`${param(filters.genre)} = ANY(p.genres)`);
  if (filters.minPrice !== undefined) clauses.push(`p.price_cents >= ${param(Math.round(filters.minPrice * 100))}`);
  if (filters.maxPrice !== undefined) clauses.push(`p.price_cents <= ${param(Math.round(filters.maxPrice * 100))}`);
  if (filters.search) {
    const words = filters.search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const prefix = words.map((word) => `${word}:*`).join(' & ');
    // The typo rule without its lookup table: a title word within pg_trgm's word similarity of each search word.
    const typo = words
      .map((word) => `(${param(word)} <% ANY(tsvector_to_array(to_tsvector('simple', p.name))) OR to_tsvector('simple', p.name) @@ to_tsquery('simple', ${param(`${word}:*`)}))`)
      .join(' AND ');
    clauses.push(words.length ? `(p.search @@ to_tsquery('simple', ${param(prefix)}) OR (${typo}))` : 'false');
  }
  return { where: clauses.join(' AND '), params };
}

const CATEGORIES = [undefined, 'pc-games', 'xbox'];
const PLATFORMS = [undefined, 'Steam', 'PlayStation'];
const GENRES = [undefined, 'Action', 'RPG'];
const PRICES = [{}, { minPrice: 10, maxPrice: 40 }];
// Whole words, prefixes, a word of a description, mistyped words, two words with one mistyped, and nothing found.
const SEARCHES = [undefined, 'the', 'witch', 'witcher', 'witchr', 'cyberpnk', 'grand theft', 'eldn ring', 'zzzzqqq'];

function combinations(): Filters[] {
  const all: Filters[] = [];
  for (const category of CATEGORIES)
    for (const platform of PLATFORMS)
      for (const genre of GENRES)
        for (const price of PRICES)
          for (const search of SEARCHES) {
            // Searches are crossed with one filter at a time: enough to cover how they combine.
            if (search && [category, platform, genre, price.minPrice].filter((value) => value !== undefined).length > 1) continue;
            all.push(Object.fromEntries(Object.entries({ category, platform, genre, ...price, search }).filter(([, value]) => value !== undefined)));
          }
  return all;
}

describe('the listing at scale answers as the plain queries do', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp({ CATALOG_CACHE: 'false' });
  });
  afterAll(async () => sut.close());

  async function plainPage(filters: Filters, sort: Sort, page: number, limit: number) {
    const { where, params } = plainFilter(filters);
    const [{ total }] = await sut.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM products p WHERE ${where}`, params);
    const rows = await sut.db.query<{ id: string }>(`SELECT p.id FROM products p WHERE ${where} ORDER BY ${ORDER_BY[sort]} LIMIT ${limit} OFFSET ${(page - 1) * limit}`, params);
    return { total, ids: rows.map((row) => row.id) };
  }

  async function plainFacets(filters: Filters) {
    const by = (dimension: 'category' | 'platform' | 'genre') => plainFilter(filters, dimension);
    const category = by('category');
    const platform = by('platform');
    const genre = by('genre');
    return {
      categories: await sut.db.query<Facet>(
        `SELECT c.slug AS value, c.name AS label, count(*)::int AS count FROM products p JOIN categories c ON c.id = p.category_id WHERE ${category.where} GROUP BY c.slug, c.name ORDER BY c.name`,
        category.params,
      ),
      platforms: await sut.db.query<Facet>(
        `SELECT p.platform AS value, p.platform AS label, count(*)::int AS count FROM products p WHERE ${platform.where} GROUP BY p.platform ORDER BY p.platform`,
        platform.params,
      ),
      genres: await sut.db.query<Facet>(
        `SELECT g AS value, g AS label, count(DISTINCT p.id)::int AS count FROM products p, unnest(p.genres) g WHERE ${genre.where} GROUP BY g ORDER BY g`,
        genre.params,
      ),
    };
  }

  it('gives the same totals and facet counts for every combination of filters', async () => {
    const cases = combinations();
    expect(cases.length).toBeGreaterThan(100);
    for (const filters of cases) {
      const listed = (await request(sut.url).get('/api/products').query({ ...filters, limit: 100 }).expect(200)).body;
      const plain = await plainPage(filters, 'name', 1, 100);
      expect({ filters, total: listed.total, capped: listed.totalCapped, ids: listed.items.map((item: { id: string }) => item.id) }).toEqual({
        filters,
        total: plain.total,
        capped: false,
        ids: plain.ids,
      });
      const facets = (await request(sut.url).get('/api/products/facets').query(filters).expect(200)).body;
      expect({ filters, facets }).toEqual({ filters, facets: await plainFacets(filters) });
    }
  });

  it('gives the same items in the same order for every sort and page', async () => {
    const sorts = Object.keys(ORDER_BY) as Sort[];
    for (const filters of [{}, { platform: 'Steam' }, { genre: 'Action', minPrice: 5 }, { search: 'the' }, { category: 'pc-games', search: 'witchr' }]) {
      for (const sort of sorts) {
        for (const page of [1, 2, 3]) {
          const listed = (await request(sut.url).get('/api/products').query({ ...filters, sort, page, limit: 12 }).expect(200)).body;
          const plain = await plainPage(filters, sort, page, 12);
          expect({ filters, sort, page, ids: listed.items.map((item: { id: string }) => item.id), total: listed.total }).toEqual({ filters, sort, page, ...plain });
        }
      }
    }
  });

  it('finds what the whole-title trigram match found for one-word searches, typos included', async () => {
    for (const search of ['the', 'witch', 'witcher', 'witchr', 'cyberpnk', 'halo', 'forza', 'minecraf', 'zzzzqqq']) {
      const rows = await sut.db.query<{ id: string }>(
        `SELECT p.id FROM products p WHERE p.active AND (p.search @@ to_tsquery('simple', $1) OR $2 <% lower(p.name)) ORDER BY lower(p.name), p.id`,
        [`${search}:*`, search],
      );
      const listed = (await request(sut.url).get('/api/products').query({ search, limit: 100 }).expect(200)).body;
      expect({ search, ids: listed.items.map((item: { id: string }) => item.id) }).toEqual({ search, ids: rows.map((row) => row.id) });
    }
    // The answers above came through the typo lookup as it runs now: planned once per connection.
    const [{ proconfig }] = await sut.db.query<{ proconfig: string[] }>(`SELECT proconfig FROM pg_proc WHERE proname = 'search_typo_query'`);
    expect(proconfig).toContain('plan_cache_mode=force_generic_plan');
  });

  it('keeps its counts exact as products are added, edited, hidden and removed', async () => {
    const [{ id: category }] = await sut.db.query<{ id: string }>(`SELECT id FROM categories WHERE slug = 'xbox'`);
    await sut.db.query(
      `INSERT INTO products (name, slug, price_cents, platform, genres, category_id)
       SELECT 'Counted ' || n, 'counted-' || n, 1000 + n, 'Xbox', ARRAY['Action', 'Counted'], $1 FROM generate_series(1, 30) n`,
      [category],
    );
    await sut.db.query(`UPDATE products SET genres = ARRAY['Counted', 'Counted', 'RPG'] WHERE slug IN ('counted-1', 'counted-2')`);
    await sut.db.query(`UPDATE products SET platform = 'PC', category_id = NULL WHERE slug = 'counted-3'`);
    await sut.db.query(`UPDATE products SET active = false WHERE slug IN ('counted-4', 'counted-5')`);
    await sut.db.query(`DELETE FROM products WHERE slug = 'counted-6'`);
    for (const filters of [{}, { genre: 'Counted' }, { platform: 'Xbox' }, { platform: 'PC', genre: 'Counted' }, { category: 'xbox', genre: 'RPG' }]) {
      const listed = (await request(sut.url).get('/api/products').query(filters).expect(200)).body;
      expect({ filters, total: listed.total }).toEqual({ filters, total: (await plainPage(filters, 'name', 1, 1)).total });
      const facets = (await request(sut.url).get('/api/products/facets').query(filters).expect(200)).body;
      expect({ filters, facets }).toEqual({ filters, facets: await plainFacets(filters) });
    }
    // A genre listed twice on a product counts it once.
    expect((await request(sut.url).get('/api/products').query({ genre: 'Counted' }).expect(200)).body.total).toBe(27);
  });

  it('counts a search or price range up to 10,000 and says there are more; categories, platforms and genres stay exact', async () => {
    await sut.db.query(
      `INSERT INTO products (name, slug, price_cents, platform, genres)
       SELECT 'Plenty ' || n, 'plenty-' || n, 500, 'Nintendo', ARRAY['Plenty'] FROM generate_series(1, 10050) n`,
    );
    const byPrice = (await request(sut.url).get('/api/products').query({ minPrice: 5, maxPrice: 5, limit: 12 }).expect(200)).body;
    expect(byPrice).toMatchObject({ total: 10_000, totalCapped: true, pages: 834 });
    const facets = (await request(sut.url).get('/api/products/facets').query({ minPrice: 5, maxPrice: 5 }).expect(200)).body;
    expect(facets.genres).toContainEqual({ value: 'Plenty', label: 'Plenty', count: null });

    const byGenre = (await request(sut.url).get('/api/products').query({ genre: 'Plenty', limit: 12 }).expect(200)).body;
    expect(byGenre).toMatchObject({ total: 10_050, totalCapped: false, pages: 834 });
    // The last browsable page has games; past it, pages read nothing.
    expect((await request(sut.url).get('/api/products').query({ genre: 'Plenty', limit: 12, page: 834 }).expect(200)).body.items).toHaveLength(12);
    expect((await request(sut.url).get('/api/products').query({ genre: 'Plenty', limit: 12, page: 835 }).expect(200)).body).toMatchObject({ items: [], total: 10_050 });
  });
});
