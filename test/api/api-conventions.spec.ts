import request from 'supertest';
import { responseCoverage } from '../../src/common/openapi-coverage.js';
import { startTestApp, TestApp } from '../harness/test-app.js';

describe('API conventions', () => {
  let sut: TestApp;
  beforeAll(async () => (sut = await startTestApp()));
  afterAll(async () => sut.close());

  it('answers an unknown API path with the common error body', async () => {
    const res = await request(sut.url).get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ status: 404, code: 'not_found', message: 'Cannot GET /api/no-such-thing' });
    const post = await request(sut.url).post('/api/no-such-thing').send({}).expect(404);
    expect(post.body).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('answers malformed JSON with a 400 that says so', async () => {
    const res = await request(sut.url).post('/api/anything').set('content-type', 'application/json').send('{oops').expect(400);
    expect(res.body).toMatchObject({ status: 400, code: 'bad_request' });
    expect(res.body.message).toMatch(/not valid JSON/);
  });

  it('serves the Swagger UI and the OpenAPI document', async () => {
    const ui = await request(sut.url).get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger-ui');
    const doc = await request(sut.url).get('/api/docs-json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(doc.body.info.title).toBe('Keyshop API');
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/health/live', '/health/ready']));
  });

  it('documents the success answer and the error body of every operation', async () => {
    const doc = (await request(sut.url).get('/api/docs-json').expect(200)).body;
    const coverage = responseCoverage(doc);
    expect(coverage.endpoints).toBeGreaterThan(50);
    expect(coverage.withoutSuccessSchema).toEqual([]);
    expect(coverage.withoutErrorSchema).toEqual([]);
    // The documented error body is the one the API really answers.
    const error = (await request(sut.url).get('/api/products/no-such-game').expect(404)).body;
    expect(doc.components.schemas.ErrorBody.required).toEqual(['status', 'code', 'message']);
    expect(Object.keys(error)).toEqual(expect.arrayContaining(Object.keys(doc.components.schemas.ErrorBody.properties).filter((field) => field !== 'details')));
  });

  it('sends security headers and a request id on every response', async () => {
    const res = await request(sut.url).get('/health/live').set('x-request-id', 'support-ticket-1234').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-request-id']).toBe('support-ticket-1234');
    const fresh = await request(sut.url).get('/health/live').expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
