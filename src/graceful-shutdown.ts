import { setTimeout as sleep } from 'node:timers/promises';
import { getQueueToken } from '@nestjs/bull';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Queue } from 'bull';
import type { AppConfig } from './config/app-config.js';
import { Draining } from './health/draining.js';
import { QUEUES } from './queue/queues.js';
import { SHUTDOWN_DEADLINE_MS } from './shutdown-deadline.js';

/**
 * On SIGTERM or SIGINT:
 * 1. readiness answers 503 at once (liveness stays 200) and the queues stop taking new jobs, while the
 *    jobs running go on (Bull's local pause waits for them);
 * 2. a web process keeps serving for `shutdownDrainMs`, answering with `Connection: close` so that
 *    kept-alive clients reconnect elsewhere, while the load balancer notices the 503 and stops routing here;
 * 3. the HTTP server stops taking connections and lets the requests in flight finish (while Postgres
 *    and Redis are still there for them), the running jobs finish, the rest of the app closes, and the
 *    process exits 0. Past the deadline it exits 1: a job left running is taken over by another worker
 *    once its lock lapses, and a mail whose job was never queued is queued by the mail sweep.
 * `beforeExit` runs last, once all else is closed (sending the spans still buffered, when tracing).
 */
export function exitGracefullyOnSignals(app: NestFastifyApplication, config: AppConfig, beforeExit?: () => Promise<void>): void {
  const draining = app.get(Draining);
  const server = app.getHttpAdapter().getInstance().server;
  // Before Fastify's own listener, so that every answer of the drain carries it, hijacked streams included.
  server.prependListener('request', (_request, response) => {
    if (draining.active) response.setHeader('connection', 'close');
  });

  const logger = new Logger('Shutdown');
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    draining.start();
    const drainMs = config.runsHttp ? config.shutdownDrainMs : 0;
    // A warning, so that it shows at LOG_LEVEL=warn too: a process going away is worth knowing of.
    logger.warn(`${signal}: not ready any more; serving ${drainMs} ms more, then finishing the requests and jobs in flight and exiting`);
    const jobsFinished = Promise.all(queuesOf(app).map((queue) => queue.pause(true).catch(() => undefined)));
    try {
      if (drainMs > 0) await sleep(drainMs);
      setTimeout(() => {
        logger.error(`Shutdown took longer than ${SHUTDOWN_DEADLINE_MS} ms after the drain; exiting anyway`);
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS).unref();
      await app.getHttpAdapter().getInstance().close();
      // Every queue is still open while the running jobs finish, so that a job may queue the next one.
      await jobsFinished;
      await app.close();
      await beforeExit?.();
      process.exit(0);
    } catch (error) {
      logger.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

function queuesOf(app: NestFastifyApplication): Queue[] {
  return Object.values(QUEUES).map((name) => app.get<Queue>(getQueueToken(name), { strict: false }));
}
