import 'reflect-metadata';
import { createApp } from './app.factory.js';
import { InvalidEnvironmentError } from './config/environment.js';
import { loadConfig } from './config/load-config.js';
import { exitGracefullyOnSignals } from './graceful-shutdown.js';
import { createLogger, createStartupLogger } from './logging/logger.js';
import { sendProcessOutputToLogger } from './logging/process-output.js';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  // Development keeps the console as it is: Vite's dev server speaks to the developer there.
  if (config.nodeEnv !== 'development') sendProcessOutputToLogger(logger);
  const app = await createApp(config, logger);
  exitGracefullyOnSignals(app, config);
  await app.listen({ port: config.port, host: config.host });
  logger.info(`Keyshop (${config.role}) listening on ${config.publicUrl}`);
}

bootstrap().catch((error: unknown) => {
  const message = error instanceof InvalidEnvironmentError ? error.message : `Keyshop failed to start: ${error instanceof Error ? error.message : String(error)}`;
  createStartupLogger().fatal(message);
  process.exit(1);
});
