import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** How long a shutdown may take before the process gives up on what is left and exits. */
const SHUTDOWN_DEADLINE_MS = 30_000;

/**
 * On SIGTERM or SIGINT: stop taking requests and let those in flight finish (the HTTP server closes
 * first, while the database and Redis are still there for them), then close the rest of the app,
 * which stops the schedules before the queues and Redis close, lets the workers finish their
 * current jobs, and exit.
 */
export function exitGracefullyOnSignals(app: NestFastifyApplication): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: finishing the requests and jobs in flight, then exiting`);
    setTimeout(() => {
      console.error(`Shutdown took longer than ${SHUTDOWN_DEADLINE_MS} ms; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      await app.getHttpAdapter().getInstance().close();
      await app.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
