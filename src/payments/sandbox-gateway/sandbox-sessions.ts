import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { REDIS } from '../../redis/redis.module.js';
import type { CheckoutValues } from './sandbox-checkout.js';
import type { SandboxOutcome } from './sandbox-itn.js';

/** Payment sessions and sent notifications live an hour, in Redis so that every replica sees them. */
export const SESSION_TTL_SECONDS = 3600;
const PREFIX = 'sandbox-gateway';

/**
 * A payment the store issued at checkout, waiting for the shopper to pay or cancel. The gateway pays,
 * notifies and sends the shopper back only by these values, never by what a posted form says.
 */
export interface SandboxSession {
  id: string;
  checkout: CheckoutValues;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The built-in gateway's state: payment sessions, their outcome, and the notifications it sent. */
@Injectable()
export class SandboxSessions {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** A session id as the gateway hands them out (128 bits, hex). */
  static isSessionId(id: string): boolean {
    return /^[0-9a-f]{32}$/.test(id);
  }

  /**
   * The session a secret opens, or null for anything else. The id (in the pay page's address) is
   * derived from the secret, so knowing the address is not knowing the secret.
   */
  static sessionIdOf(secret: string): string | null {
    return /^[0-9a-f]{64}$/.test(secret) ? sha256(secret).slice(0, 32) : null;
  }

  /**
   * Opens a session for a checkout the store built, and answers its secret: 256 random bits that
   * only the shopper who checked out receives, and without which nobody can pay or cancel it.
   */
  async issue(checkout: CheckoutValues): Promise<string> {
    const secret = randomBytes(32).toString('hex');
    const session: SandboxSession = { id: SandboxSessions.sessionIdOf(secret) as string, checkout };
    await this.redis.set(`${PREFIX}:session:${session.id}`, JSON.stringify(session), 'EX', SESSION_TTL_SECONDS);
    return secret;
  }

  async find(id: string): Promise<SandboxSession | null> {
    if (!SandboxSessions.isSessionId(id)) return null;
    const stored = await this.redis.get(`${PREFIX}:session:${id}`);
    return stored ? (JSON.parse(stored) as SandboxSession) : null;
  }

  /** Records how the session ended; false when it had already ended (a second click, another tab). */
  async finish(id: string, outcome: SandboxOutcome): Promise<boolean> {
    return (await this.redis.set(`${PREFIX}:outcome:${id}`, outcome, 'EX', SESSION_TTL_SECONDS, 'NX')) === 'OK';
  }

  async outcome(id: string): Promise<SandboxOutcome | null> {
    return (await this.redis.get(`${PREFIX}:outcome:${id}`)) as SandboxOutcome | null;
  }

  /** Remembers a notification's parameter string, so that validation can tell it was sent from here. */
  async rememberSent(parameterString: string): Promise<void> {
    await this.redis.set(`${PREFIX}:sent:${sha256(parameterString)}`, parameterString, 'EX', SESSION_TTL_SECONDS);
  }

  /** Whether this exact parameter string was sent within the hour. */
  async wasSent(parameterString: string): Promise<boolean> {
    return (await this.redis.get(`${PREFIX}:sent:${sha256(parameterString)}`)) === parameterString;
  }
}
