import request, { Response } from 'supertest';
import { newIp } from '../harness/accounts.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { accessToken } from '../harness/tokens.js';

/**
 * A hostile request under the body limit is refused at once, in a small answer, and the store keeps
 * answering everyone else meanwhile; an address that only looks like a file or a tool is a 404 page.
 */
describe('cheap refusals', () => {
  let sut: TestApp;
  const customer = { authorization: `Bearer ${accessToken('customer')}` };
  const emptyLines = (count: number) => JSON.stringify({ items: Array.from({ length: count }, () => ({})) });
  /** Refusal times, printed at the end: measured, not asserted (the machine is shared). */
  const timings: string[] = [];

  beforeAll(async () => (sut = await startTestApp()));
  afterAll(async () => {
    if (timings.length > 0) process.stdout.write(`\nrefusal times:\n${timings.join('\n')}\n`);
    await sut?.close();
  });

  async function post(path: string, body: string, what: string, type = 'application/json'): Promise<Response> {
    const started = performance.now();
    const req = request(sut.url).post(path).set('x-forwarded-for', newIp()).set('content-type', type);
    if (path === '/api/checkout') req.set(customer);
    const res = await req.send(body);
    timings.push(`  ${what}: ${Math.round(performance.now() - started)} ms, ${res.text.length} bytes`);
    return res;
  }

  /** A 400 in the common body of a few problems at most, none of them longer than a line. */
  function expectSmallRefusal(res: Response): { message: string; details: string[] } {
    expect(res.status).toBe(400);
    expect(res.text.length).toBeLessThan(4_096);
    expect(res.body).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(res.body.details.length).toBeLessThanOrEqual(6);
    return res.body;
  }

  for (const path of ['/api/cart/quote', '/api/checkout']) {
    it(`${path}: refuses 60,000 and 300,000 lines in a few hundred bytes, saying how many values a request may hold`, async () => {
      for (const count of [60_000, 300_000]) {
        const body = emptyLines(count);
        const res = await post(path, body, `${path}, ${count} lines (${Math.round(body.length / 1024)} KB)`);
        expect(expectSmallRefusal(res).message).toBe('the request holds too many values: at most 1000 list items and fields in all');
      }
    });

    it(`${path}: refuses a list over its size by the list's own limit, before looking at a line`, async () => {
      const res = await post(path, emptyLines(200), `${path}, 200 lines`);
      expect(expectSmallRefusal(res).details).toEqual(['items must hold at most 50 products']);
    });

    it(`${path}: lists a handful of the problems of a list within its size, then how many more`, async () => {
      const { details } = expectSmallRefusal(await post(path, emptyLines(50), `${path}, 50 empty lines`));
      expect(details).toHaveLength(6);
      expect(details.slice(0, 5).every((detail) => detail.startsWith('items.'))).toBe(true);
      expect(details[5]).toMatch(/^and \d+ more$/);
    });
  }

  it('refuses a body of 80,000 made-up fields, one made-up field of 900 KB, or a form of 100,000 fields, in a small answer', async () => {
    const fields = JSON.stringify(Object.fromEntries(Array.from({ length: 80_000 }, (_, index) => [`f${index}`, 0])));
    expectSmallRefusal(await post('/api/cart/quote', fields, `quote, 80,000 fields (${Math.round(fields.length / 1024)} KB)`));
    const longName = JSON.stringify({ items: [], ['x'.repeat(900_000)]: 1 });
    const { details } = expectSmallRefusal(await post('/api/cart/quote', longName, 'quote, a field name of 900,000 characters'));
    expect(details.every((detail) => detail.length <= 200)).toBe(true);
    const form = Array.from({ length: 100_000 }, (_, index) => `f${index}=1`).join('&');
    const formRefusal = expectSmallRefusal(await post('/api/cart/quote', form, `quote, a form of 100,000 fields (${Math.round(form.length / 1024)} KB)`, 'application/x-www-form-urlencoded'));
    expect(formRefusal.message).toBe('the request holds too many values: at most 1000 list items and fields in all');
  });

  it('keeps answering /health/live while a 900 KB body is refused', async () => {
    const hostile = emptyLines(300_000);
    const started = performance.now();
    const health = request(sut.url)
      .get('/health/live')
      .then((res) => (timings.push(`  /health/live beside it: ${Math.round(performance.now() - started)} ms`), res));
    const [refused, live] = await Promise.all([post('/api/cart/quote', hostile, 'quote, 300,000 lines beside /health/live'), health]);
    expectSmallRefusal(refused);
    expect(live.status).toBe(200);
  });

  it('answers Vite and file-system looking addresses with the 404 page, without an error in the log', async () => {
    const logged = sut.process.output().length;
    const notFound = await request(sut.url).get('/no-such-page').expect(404);
    expect(notFound.text).toContain('Oops! Page not found');
    const paths = ['/@fs/etc/passwd', `/@fs${process.cwd()}/package.json`, '/%40fs/etc/passwd', '/@vite/client', '/@vite/env', '/@id/x', '/@react-refresh', '/__vite_ping', '/node_modules/.vite/x', '/node_modules/vike/package.json'];
    for (const path of paths) {
      const res = await request(sut.url).get(path);
      expect({ path, status: res.status, type: res.headers['content-type'] }).toEqual({ path, status: 404, type: expect.stringMatching(/^text\/html/) });
      expect(res.text).toContain('Oops! Page not found');
      expect(res.text).not.toMatch(/root:|"name": "keyshop"/);
    }
    const log = sut.process.output().slice(logged);
    expect(log).not.toMatch(/"level":50|\n\s+at |renderPage/);
  });
});

describe('Vite paths in development (SSR_DEV=true)', () => {
  let sut: TestApp;
  beforeAll(async () => (sut = await startTestApp({ SSR_DEV: 'true' })));
  afterAll(async () => sut?.close());

  it('serves no file outside the project through /@fs', async () => {
    for (const path of ['/@fs/etc/passwd', '/%40fs/etc/passwd', '/@fs/etc/passwd?raw', '/@fs/etc/passwd?import&raw', `/@fs${process.cwd()}/../../../etc/passwd`]) {
      const res = await request(sut.url).get(path);
      expect({ path, refused: res.status >= 400 }).toEqual({ path, refused: true });
      expect(res.text).not.toContain('root:');
    }
  });
});

