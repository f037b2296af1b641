import type { RedisOptions } from 'ioredis';
import type { RedisConnection } from '../config/redis-config.js';

/**
 * The ioredis options of every Redis client of the store, Bull's included: a plain server from
 * REDIS_URL (rediss:// for TLS, as managed Redis offers), or the master the sentinels name, reached
 * with REDIS_URL's user, password, database and TLS.
 */
export function redisOptions(connection: RedisConnection): RedisOptions {
  const url = new URL(connection.url);
  const tls = url.protocol === 'rediss:';
  const common: RedisOptions = {
    username: decodeURIComponent(url.username) || undefined,
    password: decodeURIComponent(url.password) || undefined,
    db: Number(url.pathname.slice(1)) || 0,
  };
  if (connection.sentinels) {
    return {
      ...common,
      sentinels: connection.sentinels,
      name: connection.sentinelName ?? undefined,
      sentinelPassword: connection.sentinelPassword ?? undefined,
      ...(tls ? { tls: {}, enableTLSForSentinelMode: true } : {}),
    };
  }
  return {
    ...common,
    // URL keeps an IPv6 address in brackets; the socket wants it bare.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(url.port) || 6379,
    ...(tls ? { tls: {} } : {}),
  };
}
