import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimitedError } from '../errors/domain-error.js';
import { REDIS } from '../../redis/redis.module.js';

/** A limit of `limit` counted events per fixed window of `windowMs`, under a name of its own. */
export interface RateLimit {
  name: string;
  limit: number;
  windowMs: number;
}

/** What is left of a subject's window after an event it was allowed. */
export interface RateLimitWindow {
  remaining: number;
  /** Whole seconds until the window ends. */
  resetSeconds: number;
}

// Count the event and start the window on the first one, in one round trip.
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }
`;

// Never below zero, and never recreating a counter whose window has ended.
const UNHIT = `
if (tonumber(redis.call('GET', KEYS[1]) or '0') > 0) then return redis.call('DECR', KEYS[1]) end
return 0
`;

/**
 * Per-key counters in Redis for the limits a route sets on one subject (an IP, an e-mail address),
 * shared by every web replica: the store's one rate-limit mechanism. While Redis is away the limits
 * are not enforced.
 */
@Injectable()
export class RateLimiter {
  private readonly logger = new Logger(RateLimiter.name);

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /**
   * Counts one event for `subject`; throws RateLimitedError once the window holds more than the limit.
   * Answers what is left of the window, or null while Redis is away.
   */
  async hit(rule: RateLimit, subject: string): Promise<RateLimitWindow | null> {
    const key = this.key(rule, subject);
    let result: [number, number];
    try {
      result = (await this.redis.eval(HIT, 1, key, rule.windowMs)) as [number, number];
    } catch (error) {
      this.logger.warn(`Rate limit ${rule.name} skipped: ${(error as Error).message}`);
      return null;
    }
    const [hits, ttlMs] = result;
    if (hits > rule.limit) throw new RateLimitedError(retryAfter(ttlMs, rule.windowMs));
    return { remaining: rule.limit - hits, resetSeconds: retryAfter(ttlMs, rule.windowMs) };
  }

  /** Throws RateLimitedError when `subject` has already used up the limit, without counting anything. */
  async check(rule: RateLimit, subject: string): Promise<void> {
    const key = this.key(rule, subject);
    let result: [string | null, number];
    try {
      result = (await this.redis.multi().get(key).pttl(key).exec())?.map(([, value]) => value) as [string | null, number];
    } catch (error) {
      this.logger.warn(`Rate limit ${rule.name} skipped: ${(error as Error).message}`);
      return;
    }
    const [hits, ttlMs] = result;
    if (Number(hits ?? 0) >= rule.limit) throw new RateLimitedError(retryAfter(ttlMs, rule.windowMs));
  }

  /** Takes back one event counted by `hit` (an attempt that was counted before it turned out to succeed). */
  async unhit(rule: RateLimit, subject: string): Promise<void> {
    await this.redis.eval(UNHIT, 1, this.key(rule, subject)).catch(() => undefined);
  }

  /** Forgets what was counted for `subject`. */
  async reset(rule: RateLimit, subject: string): Promise<void> {
    await this.redis.del(this.key(rule, subject)).catch(() => undefined);
  }

  // Subjects may be e-mail addresses: Redis holds only a digest of them.
  private key(rule: RateLimit, subject: string): string {
    return `ratelimit:${rule.name}:${createHash('sha256').update(subject).digest('base64url')}`;
  }
}

/** Whole seconds until the window ends, at least 1. */
function retryAfter(ttlMs: number, windowMs: number): number {
  return Math.max(1, Math.ceil((ttlMs > 0 ? ttlMs : windowMs) / 1000));
}
