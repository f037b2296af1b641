// Usage: APP_URL=... UNCACHED_URL=... DATABASE_URL=... node scripts/bench/checkout-under-load.js [checkouts]
// (normally through `npm run bench -- --scale 1m`). BENCH_CONNECTIONS shoppers browse the uncached
// store (listing, search, product pages in turn) while checkouts of three keys of three random games
// run one after another, by SHOPPERS shoppers in turn, each from an address of its own (the store
// believes the loopback proxy's X-Forwarded-For, see bench.sh): the p99 of those checkouts is the goal
// (< 50 ms). Then every product's stock is compared with its available keys.
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { benchShopperTokens, shopperAddress } from './bench-account.js';
import { checkout } from './bench-product.js';
import { quantile, startLoad } from './load.js';

const appUrl = process.env.APP_URL ?? 'http://127.0.0.1:3900';
const uncachedUrl = process.env.UNCACHED_URL ?? 'http://127.0.0.1:3902';
const count = Number(process.argv[2] ?? 300);
const STEAM_TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=BenchTok';
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();

// Ten checkouts each: a shopper's limits then weigh its own few orders, as in a shop.
const SHOPPERS = Math.ceil(count / 10);
const tokens = await benchShopperTokens(appUrl, db, 'checkout', SHOPPERS);
const { rows: games } = await db.query(`SELECT id FROM products WHERE source = 'scale' AND stock >= 3 ORDER BY random() LIMIT $1`, [count * 3]);
const [{ name }] = (await db.query(`SELECT name FROM products WHERE slug = 'scale-1'`)).rows;
const word = name.split(' ')[0].toLowerCase();

const browsing = startLoad(uncachedUrl, { method: 'GET', path: '/api/products?platform=Steam&sort=price_asc&page=3&limit=12' }, {
  duration: 600,
  requests: [
    { method: 'GET', path: '/api/products?platform=Steam&sort=price_asc&page=3&limit=12' },
    { method: 'GET', path: `/api/products?search=${word}&limit=12` },
    { method: 'GET', path: '/api/products/scale-123457' },
  ],
});
// Let the browsing load reach its full number of connections first.
await new Promise((resolve) => setTimeout(resolve, 3000));

const latencies = [];
const statuses = [];
const run = Date.now();
for (let n = 0; n < count; n++) {
  const items = games.slice(n * 3, n * 3 + 3).map((game) => ({ productId: game.id, quantity: 1 }));
  const started = performance.now();
  // A cart with a Steam game asks for the shopper's Steam trade URL, as the store's checkout does.
  const shopper = n % SHOPPERS;
  const answer = await checkout(appUrl, tokens[shopper], items, `under-load-${run}-${n}`, { steamTradeUrl: STEAM_TRADE_URL }, shopperAddress(shopper));
  latencies.push(performance.now() - started);
  statuses.push(answer.status);
}
browsing.stop();
const browsed = await browsing.done;

// Every product's stock against its available keys: the trigger must have kept them equal.
const [{ wrong }] = (
  await db.query(
    `SELECT count(*)::int AS wrong FROM products p
     LEFT JOIN (SELECT product_id, count(*)::int AS available FROM product_keys WHERE status = 'available' GROUP BY product_id) k ON k.product_id = p.id
     WHERE p.stock <> coalesce(k.available, 0)`,
  )
).rows;
await db.end();

const placed = statuses.filter((status) => status === 201).length;
const p99 = quantile(latencies, 0.99);
const result = {
  checkouts: count,
  keysEach: 3,
  placed,
  latencyMs: { p50: quantile(latencies, 0.5), p99, max: Math.max(...latencies) },
  browsing: { requestsPerSecond: browsed.requestsPerSecond, p99: browsed.latencyMs.p99, non2xx: browsed.non2xx },
  productsWithWrongStock: wrong,
  goal: 'checkout of 3 keys p99 < 50 ms while shoppers browse; every product stock equal to its available keys',
  pass: p99 < 50 && placed === count && wrong === 0,
};
console.log(
  `${placed} of ${count} checkouts of 3 keys while shoppers browsed (${Math.round(browsed.requestsPerSecond)} req/s, p99 ${browsed.latencyMs.p99} ms): ` +
    `p50 ${result.latencyMs.p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms; products with a stock other than their available keys: ${wrong}: ${result.pass ? 'PASS' : 'MISS'}`,
);
writeFileSync('bench/results/checkout-under-load.json', `${JSON.stringify(result, null, 2)}\n`);
