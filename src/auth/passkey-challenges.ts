import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module.js';

/** How long a passkey ceremony may take, from its options to its answer; the browser's timeout too. */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 300;

export type PasskeyCeremony = 'registration' | 'sign-in';

const keyOf = (ceremony: PasskeyCeremony, holder: string) => `passkey-challenge:${ceremony}:${holder}`;

/**
 * The challenges of passkey ceremonies, in Redis so that any web replica can check them. Each belongs
 * to a holder (the signed-in session that registers, or the browser handle of a sign-in), is replaced
 * by the holder's next one, and is taken once: a second answer, or a replayed one, finds nothing.
 */
@Injectable()
export class PasskeyChallenges {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async put(ceremony: PasskeyCeremony, holder: string, challenge: string): Promise<void> {
    await this.redis.set(keyOf(ceremony, holder), challenge, 'EX', PASSKEY_CHALLENGE_TTL_SECONDS);
  }

  /** The holder's pending challenge, removed in the same step; null when it was used, replaced or has expired. */
  take(ceremony: PasskeyCeremony, holder: string): Promise<string | null> {
    return this.redis.getdel(keyOf(ceremony, holder));
  }
}
