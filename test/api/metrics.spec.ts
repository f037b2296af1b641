import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { waitFor } from '../harness/processes.js';
import { newProduct, orderWhen, payInSandbox, placeOrder } from '../harness/purchases.js';
import { signUpShopper, Shopper } from '../harness/shoppers.js';
import { type MailingTestApp, startAppWithMail, startTestApp, type TestApp } from '../harness/test-app.js';
import { productionEnv } from '../harness/production-env.js';

const TOKEN = 'metrics-scrape-token-for-tests';
const QUEUES = ['system', 'catalog', 'orders', 'mail', 'import', 'fraud'];

/** One sample's value, by metric name and exact labels; undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.keys(found).length === wanted.length && wanted.every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('/metrics', () => {
  let sut: MailingTestApp;
  let shopper: Shopper;
  let productSlug: string;
  let metrics: string;

  beforeAll(async () => {
    sut = await startAppWithMail({ METRICS_TOKEN: TOKEN });
    shopper = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 2 });
    [{ slug: productSlug }] = await sut.db.query<{ slug: string }>(`SELECT slug FROM products WHERE id = $1`, [game.id]);
    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }]);
    await payInSandbox(sut, order);
    await orderWhen(sut, shopper, order.orderNumber, 'completed');
    await sut.smtp.waitFor('the delivery mail', (mail) => mail.subject === `Your keys for order ${order.orderNumber}`);
    await waitFor('the delivery mail to be recorded as sent', async () => {
      const [{ sent }] = await sut.db.query<{ sent: number }>(`SELECT count(*)::int AS sent FROM mail_outbox WHERE status = 'sent'`);
      return sent > 0 || undefined;
    });
    // A refused notification, two anonymous catalogue reads (a miss, then a hit) and addresses no route serves.
    await request(sut.url).post('/api/payments/payfast/notify').type('form').send('payment_status=COMPLETE').expect(400);
    await request(sut.url).get('/api/products').expect(200);
    await request(sut.url).get('/api/products').expect(200);
    await request(sut.url).get(`/api/no-such-route-${randomBytes(4).toString('hex')}`);
    await request(sut.url).get(`/no/such/page-${randomBytes(4).toString('hex')}`);
    await request(sut.url).get(`/api/no-such-route-${randomBytes(4).toString('hex')}`);
    const res = await request(sut.url).get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    metrics = res.text;
  });
  afterAll(async () => sut?.close());

  it('refuses a scrape without the bearer token, or with another', async () => {
    const bare = await request(sut.url).get('/metrics').expect(401);
    expect(bare.body.code).toBe('metrics_token_required');
    expect(bare.text).not.toContain('http_requests_total');
    await request(sut.url).get('/metrics').set('authorization', `Bearer ${TOKEN}x`).expect(401);
    await request(sut.url).get('/metrics').set('authorization', TOKEN).expect(401);
  });

  it('counts requests by route pattern and status, with their latency', () => {
    expect(sample(metrics, 'http_requests_total', { method: 'GET', route: '/api/products', status: '200' })).toBeGreaterThanOrEqual(2);
    expect(sample(metrics, 'http_requests_total', { method: 'POST', route: '/api/checkout', status: '201' })).toBe(1);
    expect(sample(metrics, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/products' })).toBeGreaterThanOrEqual(2);
    expect(sample(metrics, 'http_request_duration_seconds_bucket', { method: 'GET', route: '/api/products', le: '+Inf' })).toBeGreaterThanOrEqual(2);
    expect(sample(metrics, 'http_request_duration_seconds_sum', { method: 'GET', route: '/api/products' })).toBeGreaterThan(0);
  });

  it('keeps unknown addresses out of the labels', () => {
    expect(metrics).not.toMatch(/no-such-route|no\/such\/page/);
    const routes = new Set([...metrics.matchAll(/^http_requests_total\{[^}]*route="([^"]*)"/gm)].map((m) => m[1]));
    expect(routes.has('/api/products/:slugOrId') || routes.has('/api/products')).toBe(true);
    for (const route of routes) expect(route).toMatch(/^(\/[\w\-:/{}*]*|page|unmatched)$/);
  });

  it('shows orders by stage, the outbox by status and the payment notifications', () => {
    expect(sample(metrics, 'keyshop_orders', { stage: 'completed' })).toBeGreaterThanOrEqual(1);
    expect(sample(metrics, 'keyshop_orders', { stage: 'cancelled' })).toBe(0);
    expect(sample(metrics, 'keyshop_mails', { status: 'sent' })).toBeGreaterThanOrEqual(1);
    expect(sample(metrics, 'keyshop_mails', { status: 'failed' })).toBe(0);
    expect(sample(metrics, 'keyshop_payment_notifications_total', { outcome: 'accepted', reason: '' })).toBeGreaterThanOrEqual(1);
    expect(sample(metrics, 'keyshop_payment_notifications_total', { outcome: 'refused', reason: 'malformed' })).toBe(1);
  });

  it('shows each queue by state and the jobs this process ran', () => {
    for (const queue of QUEUES) {
      for (const state of ['waiting', 'paused', 'active', 'delayed', 'failed']) expect(sample(metrics, 'keyshop_queue_jobs', { queue, state })).toBeGreaterThanOrEqual(0);
    }
    expect(sample(metrics, 'keyshop_queue_jobs_total', { queue: 'orders', outcome: 'completed' })).toBeGreaterThanOrEqual(1);
    expect(sample(metrics, 'keyshop_queue_jobs_total', { queue: 'mail', outcome: 'completed' })).toBeGreaterThanOrEqual(1);
  });

  it('lists the product left with one key below its threshold, and only products below theirs', async () => {
    expect(sample(metrics, 'keyshop_product_keys_low_stock', { product: productSlug })).toBe(1);
    const [{ above }] = await sut.db.query<{ above: string }>(`SELECT slug AS above FROM products WHERE stock >= low_stock_threshold LIMIT 1`);
    expect(sample(metrics, 'keyshop_product_keys_low_stock', { product: above })).toBeUndefined();
    expect([...metrics.matchAll(/^keyshop_product_keys_low_stock\{/gm)].length).toBeLessThanOrEqual(100);
  });

  it('shows the database pool, the response cache and the process', () => {
    expect(sample(metrics, 'keyshop_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
    expect(sample(metrics, 'keyshop_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
    expect(sample(metrics, 'keyshop_db_pool_waiting')).toBe(0);
    expect(sample(metrics, 'keyshop_response_cache_lookups_total', { outcome: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(sample(metrics, 'keyshop_response_cache_lookups_total', { outcome: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(sample(metrics, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(metrics, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('/metrics of a worker, outside production without METRICS_TOKEN', () => {
  let worker: TestApp;
  beforeAll(async () => (worker = await startTestApp({ APP_ROLE: 'worker' })));
  afterAll(async () => worker?.close());

  it('is open, and shows the queues, the orders and the pool of that process', async () => {
    const { text } = await request(worker.url).get('/metrics').expect(200);
    for (const queue of QUEUES) expect(sample(text, 'keyshop_queue_jobs', { queue, state: 'waiting' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'keyshop_orders', { stage: 'pending' })).toBe(0);
    expect(sample(text, 'keyshop_db_pool_waiting')).toBe(0);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/health/live', status: '200' })).toBeGreaterThanOrEqual(1);
  });
});

describe('/metrics in production without METRICS_TOKEN', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp(productionEnv());
  });
  afterAll(async () => shop?.close());

  it('is off: a 404 that shows no series, with a token or without', async () => {
    for (const authorization of ['', `Bearer ${TOKEN}`]) {
      const res = await request(shop.url).get('/metrics').set('authorization', authorization).expect(404);
      expect(res.text).not.toMatch(/http_requests_total|keyshop_/);
    }
  });
});
