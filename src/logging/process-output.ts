import { format, stripVTControlCharacters } from 'node:util';
import type { Logger } from 'pino';

const CONSOLE_LEVELS = { log: 'info', info: 'info', debug: 'debug', warn: 'warn', error: 'error' } as const;

/**
 * Makes every line the process prints a JSON line of the logger, so that a log shipper parses all of
 * them: what libraries write to the console (vike, ioredis), Node's warnings, and an uncaught error,
 * which is logged before the process exits as Node would.
 */
export function sendProcessOutputToLogger(logger: Logger): void {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    console[method as keyof typeof CONSOLE_LEVELS] = (...args: unknown[]) => logger[level]({ context: 'console' }, stripVTControlCharacters(format(...args)));
  }
  // Node's own listener prints warnings as text; it is the only one at this point.
  process.removeAllListeners('warning');
  process.on('warning', (warning) => logger.warn({ context: 'node', err: warning }, warning.message));
  process.on('uncaughtException', (error, origin) => {
    const what = origin === 'unhandledRejection' ? 'Unhandled rejection' : 'Uncaught exception';
    logger.fatal({ err: error }, `${what}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
