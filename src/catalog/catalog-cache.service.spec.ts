import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL } from '../../test/harness/test-env.js';
import type { AppConfig } from '../config/app-config.js';
import { CatalogCacheService } from './catalog-cache.service.js';

const config = { catalogCache: true } as AppConfig;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('CatalogCacheService', () => {
  const redis = new Redis(TEST_REDIS_URL);
  const otherReplicaRedis = new Redis(TEST_REDIS_URL);
  afterAll(async () => {
    await redis.quit();
    await otherReplicaRedis.quit();
  });

  function countingLoader(ms = 50) {
    const loader = { calls: 0, load: async () => (await delay(ms), { value: ++loader.calls }) };
    return loader;
  }

  it('loads a missing entry once for 100 concurrent requests across two replicas', async () => {
    const replicas = [new CatalogCacheService(redis, config), new CatalogCacheService(otherReplicaRedis, config)];
    const loader = countingLoader();
    const key = randomUUID();
    const policy = { freshMs: 60_000, staleMs: 120_000 };
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => replicas[i % 2].get('products', key, policy, loader.load)),
    );
    expect(loader.calls).toBe(1);
    expect(new Set(answers.map((a) => a.value))).toEqual(new Set([1]));
  });

  it('serves a stale entry at once while one refresh runs', async () => {
    const sut = new CatalogCacheService(redis, config);
    const loader = countingLoader(20);
    const key = randomUUID();
    const policy = { freshMs: 30, staleMs: 60_000 };
    expect(await sut.get('products', key, policy, loader.load)).toEqual({ value: 1 });
    await delay(60);
    expect(await sut.get('products', key, policy, loader.load)).toEqual({ value: 1 });
    await delay(80);
    expect(await sut.get('products', key, policy, loader.load)).toEqual({ value: 2 });
    expect(loader.calls).toBe(2);
  });

  it('reloads after an invalidation', async () => {
    const sut = new CatalogCacheService(redis, config);
    const loader = countingLoader(1);
    const key = randomUUID();
    const policy = { freshMs: 60_000, staleMs: 120_000 };
    await sut.get('categories', key, policy, loader.load);
    await sut.get('categories', key, policy, loader.load);
    await sut.invalidate('categories');
    expect(await sut.get('categories', key, policy, loader.load)).toEqual({ value: 2 });
  });

  it('answers from the loader when Redis is unreachable', async () => {
    const offline = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true });
    const sut = new CatalogCacheService(offline, config);
    const loader = countingLoader(1);
    const policy = { freshMs: 60_000, staleMs: 120_000 };
    expect(await sut.get('products', 'k', policy, loader.load)).toEqual({ value: 1 });
    expect(await sut.get('products', 'k', policy, loader.load)).toEqual({ value: 2 });
    await sut.invalidate('products');
    offline.disconnect();
  });
});
