import request from 'supertest';
import { startRedis } from '../harness/processes.js';
import { startTestApp, TestApp } from '../harness/test-app.js';

describe('health', () => {
  let sut: TestApp;
  afterEach(async () => sut?.close());

  it('is live and ready when Postgres and Redis answer', async () => {
    sut = await startTestApp();
    await request(sut.url).get('/health/live').expect(200, { status: 'ok' });
    const ready = await request(sut.url).get('/health/ready').expect(200);
    expect(ready.body.details).toEqual({ postgres: expect.objectContaining({ status: 'up' }), redis: { status: 'up' } });
  });

  it('answers 503 naming Redis when Redis stops, and recovers when it returns', async () => {
    const redis = await startRedis();
    try {
      sut = await startTestApp({ REDIS_URL: redis.url });
      await request(sut.url).get('/health/ready').expect(200);
      await redis.stop();
      const down = await request(sut.url).get('/health/ready').expect(503);
      expect(down.body).toMatchObject({ status: 503, code: 'not_ready', details: ['postgres: up', 'redis: down'] });
      expect(down.body.message).toMatch(/^Not ready: redis is down/);
      await request(sut.url).get('/health/live').expect(200);
    } finally {
      await redis.stop();
    }
  });
});
