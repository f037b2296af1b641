import { loadSeedConfig } from '../database/seed.js';
import { redisOptions } from '../redis/redis-options.js';
import { InvalidEnvironmentError, parseEnvironment } from './environment.js';
import { loadConfig } from './load-config.js';

describe('Redis configuration', () => {
  it('reaches a plain server at REDIS_URL, with its user, password and database', () => {
    const sut = redisOptions(loadConfig({ REDIS_URL: 'redis://shop:p%40ss@redis.internal:6380/4' }).redis);
    expect(sut).toEqual({ host: 'redis.internal', port: 6380, username: 'shop', password: 'p@ss', db: 4 });
  });

  it('speaks TLS to a managed Redis given as rediss://, on the default port when none is named', () => {
    const sut = redisOptions(loadConfig({ REDIS_URL: 'rediss://:secret@cache.example.com' }).redis);
    expect(sut).toEqual({ host: 'cache.example.com', port: 6379, username: undefined, password: 'secret', db: 0, tls: {} });
  });

  it('asks the sentinels for the master and uses REDIS_URL only for its credentials, database and TLS', () => {
    const config = loadConfig({
      REDIS_URL: 'rediss://:master-secret@ignored:1/2',
      REDIS_SENTINELS: 'sentinel-0.redis:26379,10.0.0.7:26380',
      REDIS_SENTINEL_NAME: 'keyshop',
      REDIS_SENTINEL_PASSWORD: 'sentinel-secret',
    });
    expect(redisOptions(config.redis)).toEqual({
      sentinels: [
        { host: 'sentinel-0.redis', port: 26379 },
        { host: '10.0.0.7', port: 26380 },
      ],
      name: 'keyshop',
      sentinelPassword: 'sentinel-secret',
      username: undefined,
      password: 'master-secret',
      db: 2,
      tls: {},
      enableTLSForSentinelMode: true,
    });
  });

  it('gives the seed the same Redis, sentinels included, and the same refusal of a half-set Sentinel', () => {
    const sentinel = { REDIS_SENTINELS: 'sentinel-0:26379', REDIS_SENTINEL_NAME: 'keyshop' };
    expect(loadSeedConfig(sentinel).redis).toEqual(loadConfig(sentinel).redis);
    expect(() => loadSeedConfig({ REDIS_SENTINELS: 'sentinel-0:26379' })).toThrow('Invalid configuration: REDIS_SENTINEL_NAME must be set with REDIS_SENTINELS');
  });

  it('keeps Bull under the prefix bull unless QUEUE_PREFIX names another, such as a hash tag for Redis Cluster', () => {
    expect(loadConfig({}).queuePrefix).toBe('bull');
    expect(loadConfig({ QUEUE_PREFIX: '{keyshop}' }).queuePrefix).toBe('{keyshop}');
  });

  it.each([
    [{ REDIS_URL: 'http://redis:6379' }, 'REDIS_URL must be a redis:// or rediss:// (TLS) URL such as redis://user:password@host:6379/0'],
    [{ REDIS_SENTINELS: 'sentinel-0', REDIS_SENTINEL_NAME: 'keyshop' }, 'REDIS_SENTINELS must be up to 16 host:port pairs separated by commas, such as sentinel-0:26379,sentinel-1:26379'],
    [{ REDIS_SENTINELS: 'a:26379;b:26379', REDIS_SENTINEL_NAME: 'keyshop' }, 'REDIS_SENTINELS must be up to 16 host:port pairs separated by commas'],
    [{ REDIS_SENTINELS: 'a:26379,b:70000', REDIS_SENTINEL_NAME: 'keyshop' }, 'REDIS_SENTINELS ports must be between 1 and 65535, not b:70000'],
    [{ REDIS_SENTINELS: 'a:26379' }, 'REDIS_SENTINEL_NAME must be set with REDIS_SENTINELS: the name of the master the sentinels monitor'],
    [{ REDIS_SENTINEL_NAME: 'keyshop' }, 'REDIS_SENTINELS must be set too: REDIS_SENTINEL_NAME and REDIS_SENTINEL_PASSWORD apply only through sentinels'],
    [{ QUEUE_PREFIX: '{keyshop' }, 'QUEUE_PREFIX must be 1 to 64 letters, digits or _ : . - with at most one hash tag in braces, such as bull or {keyshop}'],
    [{ QUEUE_PREFIX: '{a}{b}' }, 'QUEUE_PREFIX must be 1 to 64 letters'],
    [{ QUEUE_PREFIX: 'shop queue' }, 'QUEUE_PREFIX must be 1 to 64 letters'],
  ])('refuses to start with %j, in one line naming the variable', (env, message) => {
    expect(() => parseEnvironment(env)).toThrow(InvalidEnvironmentError);
    expect(() => parseEnvironment(env)).toThrow(`Invalid configuration: ${message}`);
  });
});
