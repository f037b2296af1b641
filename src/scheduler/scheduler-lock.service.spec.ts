import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL } from '../../test/harness/test-env.js';
import { SchedulerLockService, tickOf } from './scheduler-lock.service.js';

describe('SchedulerLockService', () => {
  const redis = new Redis(TEST_REDIS_URL);
  const sut = new SchedulerLockService(redis);
  afterAll(() => redis.quit());

  it('gives each tick to one claimant only', async () => {
    const task = `test-${randomUUID()}`;
    const tick = new Date('2026-01-01T10:00:00Z');
    expect(await sut.claimTick(task, tick)).toBe(true);
    expect(await sut.claimTick(task, tick)).toBe(false);
    expect(await sut.claimTick(task, new Date('2026-01-01T10:00:01Z'))).toBe(true);
  });

  it('places a late timer in the second it was scheduled for', () => {
    expect(tickOf(new Date('2026-01-01T10:00:05.870Z')).toISOString()).toBe('2026-01-01T10:00:05.000Z');
  });
});
