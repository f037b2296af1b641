import request from 'supertest';
import { startTestApp, TestApp } from '../harness/test-app.js';

describe('server-side rendering', () => {
  let sut: TestApp;
  beforeAll(async () => (sut = await startTestApp()));
  afterAll(async () => sut.close());

  it('sends the home page with its hero already in the HTML', async () => {
    const res = await request(sut.url).get('/').expect(200).expect('content-type', /text\/html/);
    expect(res.text).toContain('Your Ultimate Gaming Destination');
    expect(res.text).toContain('href="/products"');
    expect(res.text).toContain(`<link rel="canonical" href="${sut.url}/"`);
  });

  it("allows only the inline scripts that carry the page's nonce", async () => {
    for (const path of ['/', '/products', '/auth']) {
      const res = await request(sut.url).get(path).set('cookie', 'skip-cache=1').expect(200);
      const policy = res.headers['content-security-policy'] as string;
      const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src')) as string;
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const nonce = /'nonce-([A-Za-z0-9_-]{16,})'/.exec(scriptSrc)?.[1] as string;
      expect(nonce).toBeDefined();
      const executable = [...res.text.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]).filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes));
      expect(executable.length).toBeGreaterThan(0);
      for (const attributes of executable) expect(attributes.includes(` nonce="${nonce}"`) || /\bsrc="/.test(attributes)).toBe(true);
    }
    const first = (await request(sut.url).get('/auth').expect(200)).headers['content-security-policy'];
    const second = (await request(sut.url).get('/auth').set('cookie', 'access_token=stale').expect(200)).headers['content-security-policy'];
    expect(first).not.toEqual(second);
  });

  it("starts the page's scripts after its first paint, from a loader that names the built entry and its modules", async () => {
    const res = await request(sut.url).get('/products').expect(200);
    expect(res.text).not.toMatch(/<script [^>]*\bsrc=|rel="modulepreload"/);
    const loader = /<script nonce="[^"]+">(\(function\(\)\{var started.*?)<\/script>/.exec(res.text)?.[1] as string;
    const [modules, entries] = [...loader.matchAll(/(\[[^\]]*\])\.forEach/g)].map((match) => JSON.parse(match[1]) as string[]);
    expect(modules.some((path) => path.startsWith('/assets/entries/pages_products.'))).toBe(true);
    // The app's own client entry first (client/pages/+client.ts), then the router's.
    expect(entries).toEqual([expect.stringMatching(/^\/assets\/entries\/pages_client\.[\w-]+\.js$/), expect.stringMatching(/^\/assets\/entries\/entry-client-routing\.[\w-]+\.js$/)]);
    // Every module the loader names is one the store serves.
    for (const path of [...entries, ...modules]) await request(sut.url).get(path).expect(200).expect('content-type', /javascript/);
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const res = await request(sut.url).get('/no/such/page').expect(404);
    expect(res.text).toContain('Oops! Page not found');
  });
});

describe('worker role', () => {
  let sut: TestApp;
  beforeAll(async () => (sut = await startTestApp({ APP_ROLE: 'worker' })));
  afterAll(async () => sut.close());

  it('serves health but no pages or API', async () => {
    await request(sut.url).get('/health/live').expect(200);
    await request(sut.url).get('/').expect(404);
    await request(sut.url).get('/api/docs').expect(404);
  });
});
