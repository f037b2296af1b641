import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { REDIS } from '../../redis/redis.module.js';
import type { CheckoutValues } from './sandbox-checkout.js';
import type { SandboxOutcome } from './sandbox-itn.js';

/** Payment sessions and sent notifications live an hour, in Redis so that every replica sees them. */
const TTL_SECONDS = 3600;
const PREFIX = 'sandbox-gateway';

/** A checkout the gateway accepted and is waiting for the shopper to pay or cancel. */
export interface SandboxSession {
  id: string;
  checkout: CheckoutValues;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The built-in gateway's state: payment sessions, their outcome, and the notifications it sent. */
@Injectable()
export class SandboxSessions {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** A session id as the gateway hands them out (128 random bits, hex). */
  static isSessionId(id: string): boolean {
    return /^[0-9a-f]{32}$/.test(id);
  }

  async open(checkout: CheckoutValues): Promise<SandboxSession> {
    const session = { id: randomBytes(16).toString('hex'), checkout };
    await this.redis.set(`${PREFIX}:session:${session.id}`, JSON.stringify(session), 'EX', TTL_SECONDS);
    return session;
  }

  async find(id: string): Promise<SandboxSession | null> {
    if (!SandboxSessions.isSessionId(id)) return null;
    const stored = await this.redis.get(`${PREFIX}:session:${id}`);
    return stored ? (JSON.parse(stored) as SandboxSession) : null;
  }

  /** Records how the session ended; false when it had already ended (a second click, another tab). */
  async finish(id: string, outcome: SandboxOutcome): Promise<boolean> {
    return (await this.redis.set(`${PREFIX}:outcome:${id}`, outcome, 'EX', TTL_SECONDS, 'NX')) === 'OK';
  }

  async outcome(id: string): Promise<SandboxOutcome | null> {
    return (await this.redis.get(`${PREFIX}:outcome:${id}`)) as SandboxOutcome | null;
  }

  /** Remembers a notification's parameter string, so that validation can tell it was sent from here. */
  async rememberSent(parameterString: string): Promise<void> {
    await this.redis.set(`${PREFIX}:sent:${sha256(parameterString)}`, parameterString, 'EX', TTL_SECONDS);
  }

  /** Whether this exact parameter string was sent within the hour. */
  async wasSent(parameterString: string): Promise<boolean> {
    return (await this.redis.get(`${PREFIX}:sent:${sha256(parameterString)}`)) === parameterString;
  }
}
