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
