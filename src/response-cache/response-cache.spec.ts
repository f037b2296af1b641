import { Redis } from 'ioredis';
import { TEST_REDIS_URL } from '../../test/harness/test-env.js';
import { catalogChangedChannel } from '../catalog/catalog-events.js';
import { EventBus } from '../events/event-bus.js';
import { CachedResponse, ResponseCache } from './response-cache.js';

const answer = (body: string): CachedResponse => ({ statusCode: 200, route: '/*', headers: { 'content-type': 'text/html' }, body: Buffer.from(body), encoded: new Map() });

describe('ResponseCache', () => {
  const redis = new Redis(TEST_REDIS_URL);
  const publisher = new Redis(TEST_REDIS_URL);
  let cache: ResponseCache;
  let events: EventBus;

  beforeEach(async () => {
    events = new EventBus();
    cache = new ResponseCache(redis, events);
    await cache.onModuleInit();
  });
  afterEach(() => cache.onApplicationShutdown());
  afterAll(async () => {
    await redis.quit();
    await publisher.quit();
  });

  it('keeps successful answers by URL and refuses the others', () => {
    cache.set('/a', answer('A'));
    cache.set('/missing', { ...answer('gone'), statusCode: 404 });
    expect(cache.get('/a')?.body.toString()).toBe('A');
    expect(cache.get('/missing')).toBeUndefined();
  });

  it('drops the oldest bodies once they would pass 32 MiB together', () => {
    const eightMiB = 'x'.repeat(8 * 1024 * 1024);
    for (const url of ['/1', '/2', '/3', '/4']) cache.set(url, answer(eightMiB));
    cache.set('/5', answer(eightMiB));
    expect(cache.get('/1')).toBeUndefined();
    expect(['/2', '/3', '/4', '/5'].map((url) => cache.get(url)?.body.length)).toEqual([eightMiB.length, eightMiB.length, eightMiB.length, eightMiB.length]);
  });

  it('forgets everything when a catalogue change is announced', async () => {
    cache.set('/a', answer('A'));
    await publisher.publish(catalogChangedChannel(redis), 'products');
    await new Promise<void>((resolve) => {
      const check = () => (cache.get('/a') ? setTimeout(check, 5) : resolve());
      check();
    });
    expect(cache.get('/a')).toBeUndefined();
  });

  it("keeps its answers when a store on another Redis database announces a change", async () => {
    cache.set('/a', answer('A'));
    // Channels are the whole server's: the other store's channel is named after its own database.
    const otherStore = new Redis({ ...redis.options, db: (redis.options.db ?? 0) === 14 ? 13 : 14, lazyConnect: true });
    const heardBy = await publisher.publish(catalogChangedChannel(otherStore), 'products');
    otherStore.disconnect();
    expect(heardBy).toBe(0);
    expect(cache.get('/a')?.body.toString()).toBe('A');
  });

  it('forgets everything at once when this process drops the cached catalogue', async () => {
    cache.set('/a', answer('A'));
    await events.publish('catalog.changed', {});
    expect(cache.get('/a')).toBeUndefined();
  });
});
