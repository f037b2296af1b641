// Usage: APP_URL=... DATABASE_URL=... node scripts/bench/delivery.js [orders]   (normally through `npm run bench`)
// Pays `orders` orders (default 1,000) through the built-in gateway, the way a shopper does, and
// measures the time from each payment notification to its delivery mail, written to the outbox and
// sent: median and p99, against the goal of a p99 under one second for the mail written.
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { benchAdminToken, call } from './bench-account.js';

const appUrl = process.env.APP_URL ?? 'http://127.0.0.1:3900';
const count = Number(process.argv[2] ?? 1000);
const GOAL_P99_MS = 1000;
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();

const api = (method, path, body, token) => call(appUrl, method, path, body, token);

// A shopper who is also allowed to stock the shelf for the run.
const token = await benchAdminToken(appUrl, db, 'delivery');

const slug = `bench-delivery-${Date.now()}`;
const [{ id: productId }] = (
  await db.query(`INSERT INTO products (name, slug, price_cents, platform) VALUES ('Bench Delivery', $1, 999, 'PC') RETURNING id`, [slug])
).rows;
const keys = Array.from({ length: count }, (_, i) => `BENCH-${slug.slice(-8).toUpperCase()}-${String(i).padStart(5, '0')}`).join('\n');
await api('POST', `/api/admin/products/${productId}/keys`, { keys }, token);

// Place and pay the orders, ten at a time.
const orderNumbers = [];
async function buyOne() {
  const placed = await api('POST', '/api/checkout', { items: [{ productId, quantity: 1 }], firstName: 'Bench', deliveryConsent: true }, token);
  const form = new URLSearchParams(placed.payment.fields).toString();
  const processed = await fetch(placed.payment.action, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
  const payPage = new URL(processed.headers.get('location'), placed.payment.action);
  // The gateway lets only the browser that opened the payment press Pay: it holds the payment's cookie.
  const cookie = processed.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const paid = await fetch(`${payPage}/complete`, { method: 'POST', redirect: 'manual', headers: { cookie } });
  if (paid.status !== 303) throw new Error(`Paying ${placed.orderNumber} answered ${paid.status}`);
  orderNumbers.push(placed.orderNumber);
}
for (let start = 0; start < count; start += 10) await Promise.all(Array.from({ length: Math.min(10, count - start) }, buyOne));

// Wait for every delivery mail, then read notification → mail sent times from the database.
const deadline = Date.now() + 120_000;
let rows = [];
while (Date.now() < deadline) {
  rows = (
    await db.query(
      `SELECT extract(epoch FROM (m.created_at - p.created_at)) * 1000 AS written, extract(epoch FROM (m.sent_at - p.created_at)) * 1000 AS sent
       FROM orders o
       JOIN payments p ON p.order_id = o.id AND p.status = 'COMPLETE'
       JOIN mail_outbox m ON m.template = 'keys_delivered' AND m.payload->'order'->>'orderNumber' = o.order_number
       WHERE o.order_number = ANY($1) AND m.sent_at IS NOT NULL`,
      [orderNumbers],
    )
  ).rows.map((row) => ({ written: Number(row.written), sent: Number(row.sent) }));
  if (rows.length === orderNumbers.length) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
await db.end();

/** Median, p99 and maximum of one column of the timings, in whole milliseconds. */
function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);
  return { medianMs: at(0.5), p99Ms: at(0.99), maxMs: Math.round(sorted.at(-1)) };
}
const written = percentiles(rows.map((row) => row.written));
const sent = percentiles(rows.map((row) => row.sent));
const pass = rows.length === orderNumbers.length && written.p99Ms < GOAL_P99_MS;
const result = { orders: orderNumbers.length, delivered: rows.length, mailWritten: written, mailSent: sent, goal: { p99Ms: `< ${GOAL_P99_MS}` }, pass };
console.log(
  `Payment notification → delivery mail, over ${result.delivered} of ${result.orders} orders: ` +
    `written median ${written.medianMs} ms, p99 ${written.p99Ms} ms (goal < ${GOAL_P99_MS} ms: ${pass ? 'PASS' : 'MISS'}), max ${written.maxMs} ms; ` +
    `sent median ${sent.medianMs} ms, p99 ${sent.p99Ms} ms, max ${sent.maxMs} ms`,
);
writeFileSync('bench/results/delivery.json', JSON.stringify(result, null, 2));
if (result.delivered !== result.orders) process.exit(1);
