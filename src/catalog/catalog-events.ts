import type { Redis } from 'ioredis';

/**
 * The Redis channel on which every web replica hears that the catalogue changed, so that it drops what
 * it rendered from it. Channels belong to the whole Redis server, whatever database a client selected:
 * named after the store's database, two stores on one server (staging beside production, or apps
 * under test) never empty each other's caches.
 */
export function catalogChangedChannel(redis: Redis): string {
  return `catalog:changed:${redis.options.db ?? 0}`;
}
