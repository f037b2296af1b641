import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL } from '../../../test/harness/test-env.js';
import { RedisThrottlerStorage } from './redis-throttler.storage.js';

describe('RedisThrottlerStorage', () => {
  const redis = new Redis(TEST_REDIS_URL);
  const sut = new RedisThrottlerStorage(redis);
  afterAll(() => redis.quit());

  it('counts hits within the window and blocks past the limit', async () => {
    const key = randomUUID();
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await sut.increment(key, 60_000, 3, 30_000, 'default'));
    expect(hits.map((h) => h.totalHits)).toEqual([1, 2, 3, 4]);
    expect(hits.map((h) => h.isBlocked)).toEqual([false, false, false, true]);
    expect(hits[3].timeToBlockExpire).toBe(30);
    expect(hits[0].timeToExpire).toBe(60);
  });

  it('keeps separate counters per key', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await sut.increment(a, 60_000, 1, 0, 'default');
    expect((await sut.increment(b, 60_000, 1, 0, 'default')).totalHits).toBe(1);
  });
});
