// Usage: APP_URL=... DATABASE_URL=... node scripts/bench/checkout.js [checkouts] [keys]   (normally through `npm run bench`)
// A sale-day rush: `checkouts` shoppers (default 200) check out at the same moment for a game with
// `keys` keys (default 20). Measures the time until every answer is in, and checks that exactly as
// many orders as keys were placed and every other shopper was told the game is short of stock.
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { benchAdminToken } from './bench-account.js';
import { checkout, stockBenchProduct } from './bench-product.js';

const appUrl = process.env.APP_URL ?? 'http://127.0.0.1:3900';
const checkouts = Number(process.argv[2] ?? 200);
const keyCount = Number(process.argv[3] ?? 20);
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();

// One account checks out 200 times at once (distinct idempotency keys), as 200 browsers would.
const token = await benchAdminToken(appUrl, db, 'rush');
const productId = await stockBenchProduct(appUrl, db, token, 'rush', keyCount);
const slug = String(Date.now());

const started = performance.now();
const answers = await Promise.all(
  Array.from({ length: checkouts }, (_, n) =>
    checkout(appUrl, token, [{ productId, quantity: 1 }], `rush-${slug}-${n}`),
  ),
);
const elapsedMs = Math.round(performance.now() - started);
const [{ orders }] = (await db.query(`SELECT count(DISTINCT o.id)::int AS orders FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.product_id = $1`, [productId])).rows;
const [{ reserved }] = (await db.query(`SELECT count(*)::int AS reserved FROM product_keys WHERE product_id = $1 AND status = 'reserved'`, [productId])).rows;
await db.end();

const placed = answers.filter((answer) => answer.status === 201).length;
const refused = answers.filter((answer) => answer.status === 409 && answer.body?.code === 'insufficient_stock').length;
const result = { checkouts, keys: keyCount, elapsedMs, placed, refusedShortOfStock: refused, other: checkouts - placed - refused, ordersInDatabase: orders, keysReserved: reserved };
console.log(
  `${checkouts} checkouts at once for ${keyCount} keys: all answered in ${elapsedMs} ms; ${placed} orders placed, ${refused} told it is short of stock, ${result.other} other answers; ${orders} orders and ${reserved} reserved keys in the database`,
);
writeFileSync('bench/results/checkout.json', JSON.stringify(result, null, 2));
if (placed !== keyCount || orders !== keyCount || reserved !== keyCount || result.other !== 0) process.exit(1);
