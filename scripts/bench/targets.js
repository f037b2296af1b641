/**
 * What `npm run bench` measures, one line each, with the goal each line is held to. The bare server
 * answers the same method and path with the bytes the store returned for it once, so each line also
 * says how far the store is from Node's own ceiling on this machine. To measure another endpoint, add
 * a line. `cache: 'off'` measures the store started with CATALOG_CACHE=false (every request reads
 * Postgres). `connections` loads a line with fewer connections than the bench's. Goals: `minRps`
 * (requests a second), `maxP99` (ms), `minRatio` (of the bare server).
 */
import pg from 'pg';
import { benchAdminToken } from './bench-account.js';

/** A word of the generated titles, and the same word with one letter mistyped, read from the bench database. */
async function searchWords() {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query(`SELECT name FROM products WHERE slug = 'scale-1'`);
    if (!rows.length) throw new Error('The bench database has no generated products: run `npm run bench`, which seeds them.');
    const word = rows[0].name.split(' ')[0].toLowerCase();
    // The last letter but one left out: a typo the search forgives (trigram word similarity above 0.6).
    return { word, typo: `${word.slice(0, -2)}${word.slice(-1)}` };
  } finally {
    await db.end();
  }
}

/** The headers of a signed-in administrator of the bench database (two factors, as admins act). */
async function adminHeaders() {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    return { authorization: `Bearer ${await benchAdminToken(process.env.APP_URL ?? 'http://127.0.0.1:3900', db, 'lists')}` };
  } finally {
    await db.end();
  }
}

export async function loadTargets(scale = process.env.BENCH_SCALE ?? '5k') {
  const { word, typo } = await searchWords();
  const listing = '/api/products?platform=Steam&sort=price_asc&page=3&limit=12';
  if (scale === '1m') {
    const admin = await adminHeaders();
    return [
      { name: 'GET /health/live', method: 'GET', path: '/health/live' },
      { name: 'listing filtered, sorted, counted p3', method: 'GET', path: listing, cache: 'off', goal: { maxP99: 50 } },
      { name: 'facet counts filtered', method: 'GET', path: '/api/products/facets?platform=Steam&genre=RPG', cache: 'off', goal: { maxP99: 50 } },
      { name: `search "${word}"`, method: 'GET', path: `/api/products?search=${word}&limit=12`, cache: 'off', goal: { maxP99: 50 } },
      { name: `search with a typo "${typo}"`, method: 'GET', path: `/api/products?search=${typo}&limit=12`, cache: 'off', goal: { maxP99: 50 } },
      { name: 'deep page (page 500)', method: 'GET', path: '/api/products?platform=Steam&sort=price_asc&page=500&limit=12', cache: 'off', goal: { maxP99: 50 } },
      { name: 'product by slug', method: 'GET', path: '/api/products/scale-123457', cache: 'off', goal: { maxP99: 50 } },
      // Staff, not shoppers: ten of them paging at once.
      { name: "admin's product list, every state, by name (10 connections)", method: 'GET', path: '/api/admin/products', headers: admin, connections: 10, cache: 'off', goal: { maxP99: 50 } },
    ];
  }
  return [
    { name: 'GET /health/live', method: 'GET', path: '/health/live' },
    { name: 'listing filtered p3 (cached)', method: 'GET', path: listing, goal: { minRatio: 0.6 } },
    { name: 'listing filtered, sorted, counted p3', method: 'GET', path: listing, cache: 'off', goal: { minRps: 3000, maxP99: 30 } },
    { name: `search "${word}"`, method: 'GET', path: `/api/products?search=${word}&limit=12`, cache: 'off', goal: { minRps: 2000, maxP99: 40 } },
    { name: `search with a typo "${typo}"`, method: 'GET', path: `/api/products?search=${typo}&limit=12`, cache: 'off', goal: { minRps: 2000, maxP99: 40 } },
    { name: 'product by slug', method: 'GET', path: '/api/products/elden-ring', cache: 'off', goal: { minRps: 5000 } },
    { name: `header suggestions "${typo}"`, method: 'GET', path: `/api/products/suggestions?q=${typo}`, cache: 'off', goal: { maxP99: 30 } },
    { name: 'GET / (SSR page)', method: 'GET', path: '/' },
    { name: 'GET /products filtered p3 (SSR)', method: 'GET', path: '/products?platform=Steam&page=3', goal: { maxP99: 50 } },
    { name: 'GET /product/{slug} (SSR)', method: 'GET', path: '/product/elden-ring' },
  ];
}

/** PASS or MISS for one measured line against its goal; null when the line has no goal. */
export function verdict(goal, app, ratio) {
  if (!goal) return null;
  const misses = [];
  if (goal.minRps !== undefined && app.requestsPerSecond < goal.minRps) misses.push(`${Math.round(app.requestsPerSecond)} < ${goal.minRps} req/s`);
  if (goal.maxP99 !== undefined && app.latencyMs.p99 >= goal.maxP99) misses.push(`p99 ${app.latencyMs.p99} ≥ ${goal.maxP99} ms`);
  if (goal.minRatio !== undefined && (ratio ?? 0) < goal.minRatio) misses.push(`ratio ${(ratio ?? 0).toFixed(2)} < ${goal.minRatio}`);
  return { pass: misses.length === 0, misses };
}

/** A goal in words, for the table. */
export function describeGoal(goal) {
  if (!goal) return '';
  const parts = [];
  if (goal.minRps !== undefined) parts.push(`≥ ${goal.minRps.toLocaleString('en-US')}/s`);
  if (goal.maxP99 !== undefined) parts.push(`p99 < ${goal.maxP99}`);
  if (goal.minRatio !== undefined) parts.push(`≥ ${goal.minRatio} of bare`);
  return parts.join(', ');
}
