import 'reflect-metadata';
import { InvalidEnvironmentError } from './config/environment.js';
import { loadConfig } from './config/load-config.js';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  // Before the app's modules are imported, so that their HTTP, Postgres and Redis clients are traced;
  // without OTEL_EXPORTER_OTLP_ENDPOINT no part of OpenTelemetry's SDK is even loaded.
  const stopTracing = config.tracing ? await (await import('./tracing/start-tracing.js')).startTracing(config.tracing) : undefined;
  const { createApp } = await import('./app.factory.js');
  const { exitGracefullyOnSignals } = await import('./graceful-shutdown.js');
  const app = await createApp(config);
  exitGracefullyOnSignals(app, config, stopTracing);
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
