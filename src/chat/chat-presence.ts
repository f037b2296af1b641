import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module.js';

/** How long a connection counts as present after its last heartbeat: a process that died stops counting then. */
export const PRESENCE_TTL_MS = 60_000;

/**
 * Who is connected, shared by every web process through Redis: per group (the admins, a conversation,
 * a client address) a sorted set of connection ids scored by when they stop counting. Each open
 * stream refreshes its entry with every heartbeat and removes it when it closes.
 */
@Injectable()
export class ChatPresence {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts a connection in a group; answers how many are present there now, itself included. */
  async enter(group: string, connectionId: string): Promise<number> {
    const now = Date.now();
    const key = presenceKey(group);
    const results = await this.redis
      .multi()
      .zremrangebyscore(key, '-inf', now)
      .zadd(key, now + PRESENCE_TTL_MS, connectionId)
      .pexpire(key, PRESENCE_TTL_MS)
      .zcard(key)
      .exec();
    return Number(results?.[3]?.[1] ?? 0);
  }

  /** Keeps a connection counted for another PRESENCE_TTL_MS. */
  async refresh(group: string, connectionId: string): Promise<void> {
    const key = presenceKey(group);
    await this.redis
      .multi()
      .zadd(key, 'XX', Date.now() + PRESENCE_TTL_MS, connectionId)
      .pexpire(key, PRESENCE_TTL_MS)
      .exec();
  }

  async leave(group: string, connectionId: string): Promise<void> {
    await this.redis.zrem(presenceKey(group), connectionId);
  }

  /** Whether any connection of the group is present; false while Redis is away (nobody can be reached live then). */
  async anyone(group: string): Promise<boolean> {
    try {
      return (await this.redis.zcount(presenceKey(group), Date.now(), '+inf')) > 0;
    } catch {
      return false;
    }
  }
}

function presenceKey(group: string): string {
  return `chat:presence:${group}`;
}

/** The presence groups: the admins with the inbox open, a conversation's open panels, a client address's streams. */
export const PRESENCE_GROUPS = {
  admins: 'admins',
  conversation: (id: string) => `conversation:${id}`,
  address: (hash: string) => `address:${hash}`,
};
