import { register } from 'node:module';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import type { AppConfig } from '../config/app-config.js';
import { QueryStringsDropped } from './query-strings-dropped.js';

/** Requests that probes and scrapers send every few seconds: a trace of each would bury the ones that matter. */
const UNTRACED_PATHS = /^\/(health|metrics)(\/|\?|$)/;

/**
 * Starts sending traces of HTTP (in and out), Postgres, Redis and Bull jobs to the OTLP endpoint.
 * It must run before the app's modules are imported: the loader hook registered here instruments the
 * modules imported after it. The exporter, batching and sampler read the standard OTEL_* variables.
 * Answers a function that sends the spans still buffered and stops.
 */
export async function startTracing(tracing: NonNullable<AppConfig['tracing']>): Promise<() => Promise<void>> {
  // The hook wraps only the modules an instrumentation asks for, not every module the app imports.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const provider = new NodeTracerProvider({
    resource: defaultResource()
      .merge(detectResources({ detectors: [envDetector] }))
      .merge(resourceFromAttributes({ 'service.name': tracing.serviceName })),
    spanProcessors: [new QueryStringsDropped(), new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(request.url ?? ''),
        requireParentforOutgoingSpans: true,
      }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
      new PgInstrumentation({ requireParentSpan: true }),
      // The command name only: arguments hold keys and values that may be personal.
      new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
    ],
  });
  await waitForAllMessagesAcknowledged();
  // Bull is loaded only now, so that its own import of ioredis is instrumented too.
  const { traceBullJobs } = await import('./bull-tracing.js');
  traceBullJobs();
  return () => provider.shutdown();
}
