import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module.js';

/** Redis answers a PING within the timeout. */
@Injectable()
export class RedisHealthIndicator {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly health: HealthIndicatorService,
  ) {}

  async isHealthy(key: string, timeoutMs = 1000) {
    const indicator = this.health.check(key);
    try {
      const reply = await Promise.race([
        this.redis.ping(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs).unref()),
      ]);
      return reply === 'PONG' ? indicator.up() : indicator.down({ message: `unexpected reply ${reply}` });
    } catch (error) {
      return indicator.down({ message: `Redis is unavailable: ${(error as Error).message}` });
    }
  }
}
