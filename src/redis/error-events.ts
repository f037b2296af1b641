import type { EventEmitter } from 'node:events';
import type { LoggerService } from '@nestjs/common';

/** A reconnecting client repeats the same error several times a second: once in this long is enough. */
const REPEAT_AFTER_MS = 60_000;
/** Distinct messages remembered per emitter; a message may name a job, so their number is not bounded. */
const REMEMBERED_MESSAGES = 100;

/**
 * Logs the 'error' events of a Redis connection or a Bull queue as warnings, each distinct message at
 * most once a minute. Without a listener, ioredis prints each one as text with its stack.
 */
export function logErrorEvents(emitter: EventEmitter, name: string, logger: LoggerService): void {
  const loggedAt = new Map<string, number>();
  emitter.on('error', (error: Error, during?: unknown) => {
    const message = `${name}: ${typeof during === 'string' ? `${during}: ` : ''}${error.message}`;
    const now = Date.now();
    if (now - (loggedAt.get(message) ?? -Infinity) < REPEAT_AFTER_MS) return;
    if (loggedAt.size >= REMEMBERED_MESSAGES) loggedAt.clear();
    loggedAt.set(message, now);
    logger.warn(message);
  });
}
