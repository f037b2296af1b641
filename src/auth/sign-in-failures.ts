import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module.js';
import { delayAfterFailures, SIGN_IN_BACKOFF } from './sign-in-backoff.js';

/** What failed sign-ins left behind for the subjects of one attempt (its address and, if any, its account). */
export interface SignInStanding {
  /** The most failures any subject counts. */
  failures: number;
  /** Whole seconds until the next attempt is allowed; 0 when it is. */
  waitSeconds: number;
}

// Count the failure, keep the count an hour past the last one, and answer the new count.
const COUNT_FAILURE = `
local failures = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return failures
`;

/**
 * The failed password sign-ins of each e-mail address and account, in Redis so every web replica sees
 * them: a counter, and a key that lives as long as the wait it imposes (SIGN_IN_BACKOFF). While Redis
 * is away nothing is counted and nobody waits.
 */
@Injectable()
export class SignInFailures {
  private readonly logger = new Logger(SignInFailures.name);

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** The subjects of an attempt: the address as typed (known or not, so unknown ones behave alike) and the account behind it. */
  static subjectsOf(email: string, userId: string | null): string[] {
    return [`address:${email.toLowerCase()}`, ...(userId ? [`account:${userId}`] : [])];
  }

  async standing(subjects: string[]): Promise<SignInStanding> {
    try {
      const pipeline = this.redis.multi();
      for (const subject of subjects) pipeline.get(failuresKey(subject)).pttl(waitKey(subject));
      const values = ((await pipeline.exec()) ?? []).map(([, value]) => Number(value ?? 0));
      let failures = 0;
      let waitMs = 0;
      for (let i = 0; i < values.length; i += 2) {
        failures = Math.max(failures, values[i]);
        waitMs = Math.max(waitMs, values[i + 1]);
      }
      return { failures, waitSeconds: Math.ceil(waitMs / 1000) };
    } catch (error) {
      this.logger.warn(`Sign-in failures not read: ${(error as Error).message}`);
      return { failures: 0, waitSeconds: 0 };
    }
  }

  /** Counts one failure for each subject and starts the wait that many failures impose. */
  async record(subjects: string[]): Promise<void> {
    try {
      for (const subject of subjects) {
        const failures = Number(await this.redis.eval(COUNT_FAILURE, 1, failuresKey(subject), SIGN_IN_BACKOFF.FORGET_AFTER_SECONDS * 1000));
        const delay = delayAfterFailures(failures);
        if (delay > 0) await this.redis.set(waitKey(subject), '1', 'PX', delay * 1000);
      }
    } catch (error) {
      this.logger.warn(`Sign-in failure not counted: ${(error as Error).message}`);
    }
  }

  /** Forgets the failures of each subject (after a sign-in that succeeded). */
  async clear(subjects: string[]): Promise<void> {
    await this.redis.del(...subjects.flatMap((subject) => [failuresKey(subject), waitKey(subject)])).catch(() => undefined);
  }
}

// Subjects hold e-mail addresses: Redis keeps only a digest of them.
function digest(subject: string): string {
  return createHash('sha256').update(subject).digest('base64url');
}
function failuresKey(subject: string): string {
  return `sign-in-failures:${digest(subject)}`;
}
function waitKey(subject: string): string {
  return `sign-in-wait:${digest(subject)}`;
}
