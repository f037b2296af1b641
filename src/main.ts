import 'reflect-metadata';
import { createApp } from './app.factory.js';
import { InvalidEnvironmentError } from './config/environment.js';
import { loadConfig } from './config/load-config.js';
import { exitGracefullyOnSignals } from './graceful-shutdown.js';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  exitGracefullyOnSignals(app, config);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Keyshop (${config.role}) listening on ${config.publicUrl}`);
}

bootstrap().catch((error: unknown) => {
  if (error instanceof InvalidEnvironmentError) {
    console.error(error.message);
  } else {
    console.error('Keyshop failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
