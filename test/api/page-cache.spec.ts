import { Redis } from 'ioredis';
import request from 'supertest';
import { newProduct, placeOrder } from '../harness/purchases.js';
import { signUpShopper } from '../harness/shoppers.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { TEST_REDIS_URL } from '../harness/test-env.js';
import { accessToken } from '../harness/tokens.js';

describe('rendered pages after catalogue changes', () => {
  let sut: TestApp;
  beforeAll(async () => (sut = await startTestApp()));
  afterAll(async () => sut.close());

  it('shows new stock on a product page as soon as keys are added', async () => {
    const soldOut = await request(sut.url).get('/product/starfield').expect(200);
    expect(soldOut.text).toContain('Out of stock');
    await request(sut.url).get('/product/starfield').expect(200);

    const product = (await request(sut.url).get('/api/products/starfield').expect(200)).body;
    await request(sut.url)
      .post(`/api/admin/products/${product.id}/keys`)
      .set('authorization', `Bearer ${accessToken('admin')}`)
      .send({ keys: 'STARF-00001-AAAAA\nSTARF-00002-BBBBB' })
      .expect(200);

    const restocked = await request(sut.url).get('/product/starfield').expect(200);
    expect(restocked.text).not.toContain('Out of stock');
    expect(restocked.text).toContain('Only 2 left');
  });

  it('keeps cached pages through sales that leave what they show of the stock as it was', async () => {
    const redis = new Redis(TEST_REDIS_URL);
    try {
      const cacheVersion = async () => Number((await redis.get('catalog:version:products')) ?? 0);
      const shopper = await signUpShopper(sut.url);
      const game = await newProduct(sut, { keys: 12 });
      const shown = async () => (await request(sut.url).get(`/api/products/${game.id}`).expect(200)).body.stock;
      expect(await shown()).toBe(10);

      // 12 → 11 keys: pages show "10 or more" before and after, so nothing cached is dropped.
      const before = await cacheVersion();
      await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }]);
      expect(await cacheVersion()).toBe(before);
      const [{ stock }] = await sut.db.query<{ stock: number }>(`SELECT stock FROM products WHERE id = $1`, [game.id]);
      expect({ stock, shown: await shown() }).toEqual({ stock: 11, shown: 10 });

      // 11 → 9 keys: pages would show 9, so the cached catalogue goes and the next read says so.
      await placeOrder(sut, shopper, [{ productId: game.id, quantity: 2 }]);
      expect(await cacheVersion()).toBe(before + 1);
      expect(await shown()).toBe(9);
    } finally {
      redis.disconnect();
    }
  });

  it('compresses pages for browsers that accept it', async () => {
    const res = await request(sut.url).get('/').set('accept-encoding', 'br').buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect((res.body as Buffer).length).toBeGreaterThan(1000);
  });
});
