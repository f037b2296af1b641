import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { REDIS } from '../../redis/redis.module.js';
import { RedisThrottlerStorage } from './redis-throttler.storage.js';
import { tooManyRequestsMessage } from './too-many-requests.js';

/** A per-IP ceiling on every API route; stricter limits are set per route with `@Throttle`. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, REDIS],
      useFactory: (config: AppConfig, redis: Redis) => ({
        throttlers: [{ name: 'default', ttl: 60_000, limit: config.rateLimitPerMinute }],
        storage: new RedisThrottlerStorage(redis),
        errorMessage: (_context, limit) => tooManyRequestsMessage(limit.timeToBlockExpire),
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: ThrottlerGuard }],
})
export class ThrottlingModule {}
