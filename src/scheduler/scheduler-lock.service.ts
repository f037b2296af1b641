import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module.js';
import { INSTANCE_ID } from './instance-id.js';

/**
 * Lets exactly one replica run each tick of a scheduled task. The lock is keyed by the tick itself
 * and never released early: a replica whose timer fires a little later must not run the same tick.
 */
@Injectable()
export class SchedulerLockService {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** True when this instance won the tick; false when another replica already holds it. */
  async claimTick(task: string, tickAt: Date, holdMs = 60_000): Promise<boolean> {
    const key = `schedule-lock:${task}:${tickAt.getTime()}`;
    return (await this.redis.set(key, INSTANCE_ID, 'PX', holdMs, 'NX')) === 'OK';
  }
}

/** The tick a cron callback belongs to: timers fire a few milliseconds after their second. */
export function tickOf(firedAt: Date): Date {
  return new Date(Math.floor(firedAt.getTime() / 1000) * 1000);
}
