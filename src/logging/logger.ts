import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';
import { pino, type ChildLoggerOptions, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { currentLogFields } from './log-context.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The process's one structured logger: JSON lines, pretty in development. Each line carries the id of
 * the request or job it was written under (see log-context.ts). Cookies and tokens are never logged.
 */
export function createLogger(config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>): Logger {
  const options = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
    mixin: currentLogFields,
  };
  if (config.nodeEnv === 'development') return pino({ ...options, transport: { target: 'pino-pretty', options: { singleLine: true, ignore: 'pid,hostname' } } });
  return pino(options, standardOutput());
}

/** For a start that fails before the configuration is read: JSON, whatever LOG_LEVEL says. */
export function createStartupLogger(): Logger {
  return pino({ level: 'info' }, standardOutput());
}

/** Written at once, so that lines keep their order and the last ones before an exit are not lost. */
function standardOutput(): DestinationStream {
  return pino.destination({ dest: 1, sync: true });
}

/** Request loggers bind nothing of their own: the request id comes from the log context, once per line. */
export function requestChildLogger(logger: FastifyBaseLogger, _bindings: unknown, options: ChildLoggerOptions): FastifyBaseLogger {
  return logger.child({}, options);
}

/** One id per request: the proxy's `x-request-id` when it looks sane, a fresh UUID otherwise. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Lets Nest's own `Logger` write through the same pino logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
