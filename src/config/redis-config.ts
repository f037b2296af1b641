import type { Environment } from './environment.js';

/** Where Redis is: one address, or the sentinels that name the current master. */
export interface RedisConnection {
  /** REDIS_URL: the server itself, or with sentinels only its user, password, database number and TLS (rediss://). */
  url: string;
  sentinels: { host: string; port: number }[] | null;
  /** The master name the sentinels monitor. */
  sentinelName: string | null;
  sentinelPassword: string | null;
}

/** The variables that say where Redis is, for commands that read nothing else (the seed). */
export const REDIS_VARIABLES = ['REDIS_URL', 'REDIS_SENTINELS', 'REDIS_SENTINEL_NAME', 'REDIS_SENTINEL_PASSWORD'] as const;

export function toRedisConnection(env: Pick<Environment, (typeof REDIS_VARIABLES)[number]>): RedisConnection {
  return {
    url: env.REDIS_URL,
    sentinels: env.REDIS_SENTINELS ? env.REDIS_SENTINELS.split(',').map(sentinelAddress) : null,
    sentinelName: env.REDIS_SENTINEL_NAME ?? null,
    sentinelPassword: env.REDIS_SENTINEL_PASSWORD ?? null,
  };
}

function sentinelAddress(pair: string): { host: string; port: number } {
  const [host, port] = pair.split(':');
  return { host, port: Number(port) };
}
