import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { logErrorEvents } from './error-events.js';
import { redisOptions } from './redis-options.js';

export const REDIS = Symbol('REDIS');

/** One shared Redis connection for cache, locks and rate limits (Bull opens its own). */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      // Commands fail at once while Redis is away instead of queueing, so callers can fall back.
      useFactory: (config: AppConfig) => {
        const redis = new Redis({ ...redisOptions(config.redis), enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
        logErrorEvents(redis, 'Redis', new Logger('Redis'));
        return redis;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
