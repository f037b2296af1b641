import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { MAX_IMAGE_BYTES } from '#contracts/catalog.constants';
import { ApiExceptionFilter } from './common/errors/api-exception.filter.js';
import { clientError, routerError } from './common/errors/router-errors.js';
import { registerJsonBodyParser } from './common/json-body.js';
import { registerNulUrlRefusal } from './common/nul-in-url.js';
import { clientAddressReader, proxyTrust } from './common/client-address.js';
import { serverWithFront } from './common/http-server.js';
import { COMPRESSION_ENCODINGS, BROTLI_OPTIONS, COMPRESSION_THRESHOLD_BYTES } from './common/compression.js';
import { registerSecurityHeaders } from './common/security-headers.js';
import { registerSwagger } from './common/swagger.js';
import { createValidationPipe } from './common/validation.pipe.js';
import type { AppConfig } from './config/app-config.js';
import { NestPinoLogger, requestChildLogger, requestId } from './logging/logger.js';
import { registerRequestIdHeader } from './logging/request-id-header.js';
import { registerRequestLogContext } from './logging/request-log-context.js';
import { RequestLogController } from './logging/request-log.controller.js';
import { registerUntrustedProxyWarning } from './logging/untrusted-proxy-warning.js';
import { HttpMetrics, registerHttpMetrics } from './metrics/http-metrics.js';
import { StoreMetrics } from './metrics/store-metrics.js';
import { registerFormBodyParser } from './payments/form-body.js';
import { CachedReplies } from './response-cache/cached-replies.js';
import { ResponseCache } from './response-cache/response-cache.js';
import { SsrRenderer } from './ssr/ssr.renderer.js';

/** Every route sits under /api but these, which keep the addresses browsers, crawlers and probes expect. */
export const API_PREFIX = { exclude: ['health/live', 'health/ready', 'media/covers/:file', 'media/cover-pictures/:file', 'images/:imageId', 'sitemap.xml', 'sitemaps/:file', 'robots.txt', 'sandbox-gateway/{*path}', 'dev/mailbox', 'dev/mailbox/{*path}', 'metrics'] };

/** Builds and initialises the app for its role; `main.ts` listens, tests inject requests. */
export async function createApp(config: AppConfig, logger: Logger): Promise<NestFastifyApplication> {
  const trust = proxyTrust(config.trustProxy);
  // Built once the app's providers are: until then every request goes to Fastify.
  let cachedReplies: CachedReplies | undefined;
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    logController: new RequestLogController(),
    genReqId: requestId,
    childLoggerFactory: requestChildLogger,
    // The cached replies read the client's address by the same rule (see client-address.ts).
    trustProxy: trust,
    serverFactory: serverWithFront(() => cachedReplies),
    bodyLimit: 1_048_576,
    frameworkErrors: routerError,
    clientErrorHandler: clientError,
  });
  registerRequestLogContext(adapter.getInstance());
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new NestPinoLogger(logger),
  });
  const metrics = app.get(StoreMetrics);
  const httpMetrics = new HttpMetrics(metrics);
  const replyOptions = { catalogue: config.catalogCache, rateLimitPerMinute: config.rateLimitPerMinute, clientAddress: clientAddressReader(trust) };
  const replies = config.runsHttp ? new CachedReplies(app.get(ResponseCache), replyOptions, metrics, httpMetrics, logger) : undefined;
  replies?.registerCeiling(adapter.getInstance());
  registerHttpMetrics(adapter.getInstance(), httpMetrics);
  registerRequestIdHeader(adapter.getInstance());
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(createValidationPipe(config.input));
  app.setGlobalPrefix('api', API_PREFIX);

  if (config.runsHttp) {
    registerSecurityHeaders(adapter.getInstance(), config);
    registerNulUrlRefusal(app.getHttpAdapter().getInstance());
    if (config.trustProxy === false) registerUntrustedProxyWarning(adapter.getInstance());
    await app.register(cookie);
    // Only image uploads take multipart bodies: one file, no other fields, streamed and cut off at the image limit.
    await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 1, fieldNameSize: 50, headerPairs: 20 } });
    replies?.registerCapture(adapter.getInstance());
    registerFormBodyParser(app, config.input);
    registerJsonBodyParser(app, config.input);
    await app.register(compress, { encodings: [...COMPRESSION_ENCODINGS], brotliOptions: BROTLI_OPTIONS, threshold: COMPRESSION_THRESHOLD_BYTES });
    const ssr = app.get(SsrRenderer);
    await ssr.registerAssets(app);
    // A public map of every endpoint helps an attacker more than a shopper: production opts in (API_DOCS).
    if (config.apiDocs) registerSwagger(app);
    await app.init();
    ssr.registerPages(app);
    cachedReplies = replies;
  } else {
    await app.init();
  }
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
