import { Redis } from 'ioredis';
import request from 'supertest';
import { fulfilJobId } from '../../src/orders/orders.jobs.js';
import { FakeOtlpCollector, type ReceivedSpan } from '../fakes/otlp-collector.js';
import { FakePayfast } from '../fakes/payfast.js';
import { waitFor } from '../harness/processes.js';
import { newProduct, placeOrder } from '../harness/purchases.js';
import { signUpShopper, type Shopper } from '../harness/shoppers.js';
import { startTestApp, type TestApp } from '../harness/test-app.js';
import { TEST_REDIS_URL } from '../harness/test-env.js';

const SERVER = 2;
const CLIENT = 3;
const PRODUCER = 4;
const CONSUMER = 5;

describe('traces sent to an OpenTelemetry collector', () => {
  let collector: FakeOtlpCollector;
  let payfast: FakePayfast;
  let sut: TestApp;
  let shopper: Shopper;

  beforeAll(async () => {
    [collector, payfast] = await Promise.all([FakeOtlpCollector.start(), FakePayfast.start()]);
    sut = await startTestApp({ ...payfast.env('sandbox'), ...collector.env() });
    shopper = await signUpShopper(sut.url);
  });
  afterAll(async () => {
    await sut?.close();
    await Promise.all([collector?.close(), payfast?.close()]);
  });

  it('follow a payment notification in one trace: its request, its queries, the check with PayFast, the delivery job and the mail it queues', async () => {
    const product = await newProduct(sut, { keys: 1 });
    const order = await placeOrder(sut, shopper, [{ productId: product.id, quantity: 1 }]);
    await request(sut.url).post('/api/payments/payfast/notify').type('form').send(payfast.itn({ orderNumber: order.orderNumber, amount: order.totalZarCents }).body).expect(200);

    const notification = await waitFor('the span of the notification', async () =>
      collector.spans.find((span) => span.kind === SERVER && span.attributes['url.path'] === '/api/payments/payfast/notify'),
    );
    const spans = await waitFor('the delivery job to queue its mail in the same trace', async () => {
      const trace = collector.trace(notification.traceId);
      return trace.some((span) => span.name === 'enqueue mail.send') && trace.some((span) => span.name === 'process orders.fulfil') ? trace : undefined;
    });

    expect(notification).toMatchObject({ parentSpanId: '', serviceName: 'keyshop-all' });
    // The payment recorded, and the fulfilment job queued in Redis.
    expect(spans.find((span) => span.attributes['db.system.name'] === 'postgresql' && /^INSERT INTO "?payments"?/.test(String(span.attributes['db.query.text'])))).toBeDefined();
    expect(spans.find((span) => span.attributes['db.system.name'] === 'redis' && span.parentSpanId === enqueuedFulfilment(spans, order.orderId).spanId)).toBeDefined();
    expect(spans.find((span) => span.kind === CLIENT && String(span.attributes['url.full']).endsWith('/eng/query/validate'))).toBeDefined();
    const enqueued = enqueuedFulfilment(spans, order.orderId);
    const delivered = only(spans, (span) => span.kind === CONSUMER && span.attributes['messaging.message.id'] === fulfilJobId(order.orderId));
    expect(enqueued.name).toBe('enqueue orders.fulfil');
    expect(delivered).toMatchObject({ name: 'process orders.fulfil', parentSpanId: enqueued.spanId });
    expect(await jobData('orders', fulfilJobId(order.orderId))).toEqual({ orderId: order.orderId, traceContext: { traceparent: `00-${notification.traceId}-${enqueued.spanId}-01` } });
    for (const mail of spans.filter((span) => span.name === 'enqueue mail.send')) expect(ancestorsOf(mail, spans)).toContain(delivered);
    expect(ancestorsOf(delivered, spans)).toContain(notification);
  });

  it('leave the pages rendering, whose modules load through the same loader hook', async () => {
    const home = await request(sut.url).get('/').expect(200);
    expect(home.text).toContain('<html');
    await waitFor('the span of the page', async () => collector.spans.find((span) => span.kind === SERVER && span.attributes['url.path'] === '/'));
  });

  it('keep no query string, where tokens and API keys travel', async () => {
    await request(sut.url).get('/api/products?search=token-7c1e9b').expect(200);
    const span = await waitFor('the span of the search', async () => collector.spans.find((span) => span.kind === SERVER && span.attributes['url.path'] === '/api/products'));
    expect(JSON.stringify(collector.trace(span.traceId))).not.toContain('token-7c1e9b');
  });
});

function enqueuedFulfilment(spans: ReceivedSpan[], orderId: string): ReceivedSpan {
  return only(spans, (span) => span.kind === PRODUCER && span.attributes['messaging.message.id'] === fulfilJobId(orderId));
}

/** A job's data as Bull keeps it in Redis. */
async function jobData(queue: string, jobId: string): Promise<unknown> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    return JSON.parse((await redis.hget(`bull:${queue}:${jobId}`, 'data')) ?? 'null');
  } finally {
    await redis.quit();
  }
}

function only(spans: ReceivedSpan[], matches: (span: ReceivedSpan) => boolean): ReceivedSpan {
  const found = spans.filter(matches);
  expect(found).toHaveLength(1);
  return found[0];
}

/** The span's parent, its parent's parent, and so on, as far as the trace holds them. */
function ancestorsOf(span: ReceivedSpan, trace: ReceivedSpan[]): ReceivedSpan[] {
  const parent = trace.find((candidate) => candidate.spanId === span.parentSpanId);
  return parent ? [parent, ...ancestorsOf(parent, trace)] : [];
}
