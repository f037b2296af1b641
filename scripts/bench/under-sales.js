// Usage: APP_URL=... DATABASE_URL=... REDIS_URL=... node scripts/bench/under-sales.js   (normally through `npm run bench`)
// The cached listing, measured quiet and then while shoppers check out BENCH_SALES_PER_SECOND times
// a second (10) for a game with plenty of keys. Those sales change its stock, not what a page shows
// of it, so they must not empty the cache: the listing's p99 must not move, and the catalogue cache's
// version (bumped whenever the cached catalogue is dropped) must not change.
import { writeFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';
import { benchAdminToken } from './bench-account.js';
import { checkout, stockBenchProduct } from './bench-product.js';
import { load, loadSettings } from './load.js';

const appUrl = process.env.APP_URL ?? 'http://127.0.0.1:3900';
const perSecond = Number(process.env.BENCH_SALES_PER_SECOND ?? 10);
const listing = { method: 'GET', path: '/api/products?platform=Steam&sort=price_asc&page=3&limit=12' };
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();
const redis = new Redis(process.env.REDIS_URL);

const token = await benchAdminToken(appUrl, db, 'sales');
const seconds = loadSettings.duration + loadSettings.warmup + 5;
const productId = await stockBenchProduct(appUrl, db, token, 'sales', perSecond * seconds + 100);
const cacheVersion = async () => Number((await redis.get('catalog:version:products')) ?? 0);

const quiet = await load(appUrl, listing);

const versionBefore = await cacheVersion();
const answers = [];
let sold = 0;
const selling = setInterval(() => {
  answers.push(checkout(appUrl, token, [{ productId, quantity: 1 }], `sales-${productId}-${sold++}`));
}, 1000 / perSecond);
const underSales = await load(appUrl, listing);
clearInterval(selling);
const statuses = (await Promise.all(answers)).map((answer) => answer.status);
const cacheDrops = (await cacheVersion()) - versionBefore;
await redis.quit();
await db.end();

const placed = statuses.filter((status) => status === 201).length;
const allowedP99 = quiet.latencyMs.p99 * 1.25 + 1;
const pass = underSales.latencyMs.p99 <= allowedP99 && cacheDrops === 0 && placed === statuses.length;
const result = {
  salesPerSecond: perSecond,
  checkouts: statuses.length,
  placed,
  cacheDrops,
  quiet: quiet.latencyMs,
  quietRequestsPerSecond: quiet.requestsPerSecond,
  underSales: underSales.latencyMs,
  underSalesRequestsPerSecond: underSales.requestsPerSecond,
  goal: `p99 under sales ≤ 1.25 × quiet p99 + 1 ms (${allowedP99.toFixed(1)} ms), no cache drop, every checkout placed`,
  pass,
};
console.log(
  `Cached listing while ${placed} of ${statuses.length} checkouts went through at ${perSecond}/s: p99 ${underSales.latencyMs.p99} ms ` +
    `(quiet ${quiet.latencyMs.p99} ms), ${Math.round(underSales.requestsPerSecond)} req/s (quiet ${Math.round(quiet.requestsPerSecond)}), ` +
    `cache dropped ${cacheDrops} times: ${pass ? 'PASS' : 'MISS'}`,
);
writeFileSync('bench/results/under-sales.json', `${JSON.stringify(result, null, 2)}\n`);
