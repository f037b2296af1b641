import http from 'node:http';
import zlib from 'node:zlib';
import { Redis } from 'ioredis';
import request from 'supertest';
import { newIp } from '../harness/accounts.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { TEST_REDIS_URL } from '../harness/test-env.js';
import { accessToken } from '../harness/tokens.js';

const LIST = '/api/products?platform=Steam&sort=name&limit=3';
const PER_MINUTE = 6;

/** A GET whose body stays as sent, still compressed (HTTP clients decompress on their own). */
function getRaw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/**
 * Anonymous catalogue reads answered again from the web process's memory, and the per-address
 * ceiling those reads share. To tell a remembered answer from a fresh one, a test renames a product
 * in Postgres behind the store's back and empties the shared Redis cache: only an answer kept in
 * memory can still show the old name.
 */
describe('the response cache', () => {
  let sut: TestApp;
  let uncached: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    [sut, uncached] = await Promise.all([
      startTestApp({ RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) }),
      startTestApp({ RATE_LIMIT_PER_MINUTE: String(PER_MINUTE), CATALOG_CACHE: 'false' }),
    ]);
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await redis?.quit();
    await Promise.all([sut?.close(), uncached?.close()]);
  });

  /** Renames the first product of LIST in Postgres alone, with no announcement, and empties the Redis cache. */
  async function renameBehindTheStore(app: TestApp, first: { id: string; name: string }): Promise<string> {
    const renamed = `${first.name} (renamed ${Date.now()})`;
    await app.db.query(`UPDATE products SET name = $1 WHERE id = $2`, [renamed, first.id]);
    const keys = await redis.keys('catalog:products:*');
    if (keys.length) await redis.del(...keys);
    return renamed;
  }

  it('answers a repeated anonymous read from memory: same body and headers, its own request id', async () => {
    const ip = newIp();
    const first = await request(sut.url).get(LIST).set('x-forwarded-for', ip).expect(200);
    await renameBehindTheStore(sut, first.body.items[0]);

    const again = await request(sut.url).get(LIST).set('x-forwarded-for', ip).expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['x-request-id']).toBeDefined();
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    for (const header of ['content-type', 'content-security-policy', 'x-content-type-options', 'x-frame-options']) {
      expect(again.headers[header]).toBe(first.headers[header]);
    }
  });

  it('forgets everything once the catalogue changes through the store', async () => {
    const ip = newIp();
    const first = await request(sut.url).get(LIST).set('x-forwarded-for', ip).expect(200);
    const product = first.body.items[0];
    await request(sut.url)
      .patch(`/api/admin/products/${product.id}`)
      .set('authorization', `Bearer ${accessToken('admin')}`)
      .send({ priceCents: product.priceCents + 100 })
      .expect(200);
    const after = await request(sut.url).get(LIST).set('x-forwarded-for', ip).expect(200);
    expect(after.body.items.find((item: { id: string }) => item.id === product.id).priceCents).toBe(product.priceCents + 100);
  });

  it('never answers a signed-in visitor from memory', async () => {
    const ip = newIp();
    const first = await request(sut.url).get(LIST).set('x-forwarded-for', ip).expect(200);
    const renamed = await renameBehindTheStore(sut, first.body.items[0]);
    const signedIn = await request(sut.url).get(LIST).set({ 'x-forwarded-for': ip, cookie: `access_token=${accessToken('customer')}` }).expect(200);
    expect(signedIn.body.items.map((item: { name: string }) => item.name)).toContain(renamed);
  });

  it('compresses a remembered answer in the encoding the client prefers', async () => {
    const ip = newIp();
    const plain = await request(sut.url).get('/api/products?limit=12').set('x-forwarded-for', ip).expect(200);
    const decoders: Record<string, (body: Buffer) => Buffer> = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    for (const [accept, encoding] of [['br', 'br'], ['gzip, deflate', 'gzip'], ['br;q=0, gzip', 'gzip']]) {
      const res = await getRaw(`${sut.url}/api/products?limit=12`, { 'x-forwarded-for': ip, 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(JSON.parse(decoders[encoding](res.body).toString('utf8'))).toEqual(plain.body);
    }
  });

  it(`refuses a ${PER_MINUTE + 1}th catalogue read a minute from one address, remembered or not, with Retry-After`, async () => {
    const ip = newIp();
    for (let i = 0; i < PER_MINUTE - 1; i++) await request(sut.url).get(LIST).set('x-forwarded-for', ip).expect(200);
    await request(sut.url).get('/api/categories').set('x-forwarded-for', ip).expect(200);
    const limited = await request(sut.url).get(LIST).set('x-forwarded-for', ip).expect(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.body).toEqual({ status: 429, code: 'too_many_requests', message: `Too many requests from your address. Try again in ${retryAfter} seconds.` });
    expect(limited.headers['x-request-id']).toBeDefined();
    await request(sut.url).get(LIST).set('x-forwarded-for', newIp()).expect(200);
  });

  it('with CATALOG_CACHE=false reads Postgres every time, and still limits each address', async () => {
    const ip = newIp();
    const first = await request(uncached.url).get(LIST).set('x-forwarded-for', ip).expect(200);
    const renamed = await renameBehindTheStore(uncached, first.body.items[0]);
    const again = await request(uncached.url).get(LIST).set('x-forwarded-for', ip).expect(200);
    expect(again.body.items.map((item: { name: string }) => item.name)).toContain(renamed);
    for (let i = 2; i < PER_MINUTE; i++) await request(uncached.url).get(LIST).set('x-forwarded-for', ip).expect(200);
    await request(uncached.url).get(LIST).set('x-forwarded-for', ip).expect(429);
  });
});
