import request from 'supertest';
import { startTestApp, TestApp } from '../harness/test-app.js';
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
