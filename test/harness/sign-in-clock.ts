import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL } from './test-env.js';

const digest = (subject: string) => createHash('sha256').update(subject).digest('base64url');

/** Deletes Redis keys of the app's (the API tests' by default), as if their time had run out. */
async function expire(keys: string[], redisUrl = TEST_REDIS_URL): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

/**
 * Lets the wait that failed sign-ins imposed on an address (and its account) pass, as the clock
 * would: the failures stay counted.
 */
export function letSignInWaitPass(email: string, userId?: string, redisUrl?: string): Promise<void> {
  const subjects = [`address:${email.toLowerCase()}`, ...(userId ? [`account:${userId}`] : [])];
  return expire(subjects.map((subject) => `sign-in-wait:${digest(subject)}`), redisUrl);
}

/** Lets the minute between two code requests for an address pass. */
export function letCodeIntervalPass(email: string): Promise<void> {
  return expire([`ratelimit:sign-in-code-interval:${digest(email.toLowerCase())}`]);
}
