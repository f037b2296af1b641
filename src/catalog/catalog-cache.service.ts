import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { REDIS } from '../redis/redis.module.js';
import { catalogChangedChannel } from './catalog-events.js';

export type CacheNamespace = 'products' | 'categories';

export interface CachePolicy {
  /** Served as is until then. */
  freshMs: number;
  /** Kept and served while one refresh runs, up to this age. */
  staleMs: number;
}

export const PRODUCT_LIST_POLICY: CachePolicy = { freshMs: 5 * 60_000, staleMs: 10 * 60_000 };
export const CATEGORY_POLICY: CachePolicy = { freshMs: 15 * 60_000, staleMs: 30 * 60_000 };

const LOCK_MS = 10_000;
const WAIT_FOR_PEER_MS = 3_000;

// One round trip: the namespace's version and the entry stored under it.
const READ = `
local version = redis.call('GET', KEYS[1]) or '0'
return { version, redis.call('GET', ARGV[1] .. version .. ':' .. ARGV[2]) }
`;

/**
 * Catalogue answers cached in Redis as JSON text. Entries are stale-while-revalidate, and a miss is
 * loaded by one caller across all replicas while the others wait for its result. A write bumps the
 * namespace's version, so every entry it could have changed is unreachable at once. Without Redis
 * every call goes to Postgres.
 */
@Injectable()
export class CatalogCacheService {
  private readonly logger = new Logger(CatalogCacheService.name);
  private readonly inflight = new Map<string, Promise<string>>();
  private lastWarning = 0;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The JSON text of `load()`'s result, from the cache when it holds a usable copy. */
  async json(namespace: CacheNamespace, key: string, policy: CachePolicy, load: () => Promise<unknown>): Promise<string> {
    if (!this.config.catalogCache) return JSON.stringify(await load());
    const flightKey = `${namespace}:${key}`;
    const running = this.inflight.get(flightKey);
    if (running) return running;
    const flight = this.read(namespace, key, policy, load).finally(() => this.inflight.delete(flightKey));
    this.inflight.set(flightKey, flight);
    return flight;
  }

  async get<T>(namespace: CacheNamespace, key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
    // Without the cache the loaded value is already what a caller gets: no trip through JSON text.
    if (!this.config.catalogCache) return load();
    return JSON.parse(await this.json(namespace, key, policy, load)) as T;
  }

  /** Makes every cached entry of these namespaces unreachable; call after any catalogue write commits. */
  async invalidate(...namespaces: CacheNamespace[]): Promise<void> {
    try {
      await Promise.all(namespaces.map((ns) => this.redis.incr(`catalog:version:${ns}`)));
      await this.redis.publish(catalogChangedChannel(this.redis), namespaces.join(','));
    } catch (error) {
      this.warn(`could not invalidate ${namespaces.join(', ')}`, error);
    }
  }

  private async read(namespace: CacheNamespace, key: string, policy: CachePolicy, load: () => Promise<unknown>): Promise<string> {
    let entryKey: string;
    let stored: string | null;
    try {
      const [version, value] = (await this.redis.eval(READ, 1, `catalog:version:${namespace}`, `catalog:${namespace}:`, key)) as [string, string | null];
      entryKey = `catalog:${namespace}:${version}:${key}`;
      stored = value;
    } catch (error) {
      this.warn('serving from Postgres', error);
      return JSON.stringify(await load());
    }

    if (stored) {
      const separator = stored.indexOf('|');
      const json = stored.slice(separator + 1);
      if (Number(stored.slice(0, separator)) < Date.now()) void this.refresh(entryKey, policy, load).catch(() => undefined);
      return json;
    }
    return (await this.refresh(entryKey, policy, load)) ?? (await this.waitForPeer(entryKey, load));
  }

  /** Loads and stores the entry if this caller wins the entry's lock; undefined when another holds it. */
  private async refresh(entryKey: string, policy: CachePolicy, load: () => Promise<unknown>): Promise<string | undefined> {
    const lockKey = `${entryKey}:lock`;
    try {
      if ((await this.redis.set(lockKey, '1', 'PX', LOCK_MS, 'NX')) !== 'OK') return undefined;
    } catch (error) {
      this.warn('serving from Postgres', error);
      return JSON.stringify(await load());
    }
    try {
      const json = JSON.stringify(await load());
      await this.redis.set(entryKey, `${Date.now() + policy.freshMs}|${json}`, 'PX', policy.staleMs);
      return json;
    } catch (error) {
      this.warn(`could not refresh ${entryKey}`, error);
      throw error;
    } finally {
      await this.redis.del(lockKey).catch(() => undefined);
    }
  }

  /** Another caller is loading this entry: use its result, or load it here if it does not come in time. */
  private async waitForPeer(entryKey: string, load: () => Promise<unknown>): Promise<string> {
    const deadline = Date.now() + WAIT_FOR_PEER_MS;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const stored = await this.redis.get(entryKey).catch(() => null);
      if (stored) return stored.slice(stored.indexOf('|') + 1);
    }
    return JSON.stringify(await load());
  }

  private warn(what: string, error: unknown): void {
    if (Date.now() - this.lastWarning < 10_000) return;
    this.lastWarning = Date.now();
    this.logger.warn(`Catalogue cache: ${what} (${(error as Error).message})`);
  }
}
