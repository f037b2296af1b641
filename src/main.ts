import 'reflect-metadata';
import { InvalidEnvironmentError } from './config/environment.js';
import { loadConfig } from './config/load-config.js';
import { createLogger, createStartupLogger } from './logging/logger.js';
import { sendProcessOutputToLogger } from './logging/process-output.js';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  // Development keeps the console as it is: Vite's dev server speaks to the developer there.
  if (config.nodeEnv !== 'development') sendProcessOutputToLogger(logger);
  // Before the app's modules are imported, so that their HTTP, Postgres and Redis clients are traced;
  // without OTEL_EXPORTER_OTLP_ENDPOINT no part of OpenTelemetry's SDK is even loaded.
  const stopTracing = config.tracing ? await (await import('./tracing/start-tracing.js')).startTracing(config.tracing) : undefined;
  const { createApp } = await import('./app.factory.js');
  const { exitGracefullyOnSignals } = await import('./graceful-shutdown.js');
  const app = await createApp(config, logger);
  exitGracefullyOnSignals(app, config, stopTracing);
  await app.listen({ port: config.port, host: config.host });
  logger.info(`Keyshop (${config.role}) listening on ${config.publicUrl}`);
}

bootstrap().catch((error: unknown) => {
  const message = error instanceof InvalidEnvironmentError ? error.message : `Keyshop failed to start: ${error instanceof Error ? error.message : String(error)}`;
  createStartupLogger().fatal(message);
  process.exit(1);
});
