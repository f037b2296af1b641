import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { API_PREFIX } from './app.factory.js';
import { AppModule } from './app.module.js';
import { buildOpenApiDocument } from './common/swagger.js';
import { loadConfig } from './config/load-config.js';

/**
 * The OpenAPI document the web app serves at /api/docs-json, built without listening or connecting:
 * in preview mode Nest reads the modules' decorators but creates no provider (no Postgres, no Redis).
 */
export async function previewOpenApiDocument(): Promise<OpenAPIObject> {
  const config = { ...loadConfig(), role: 'web' as const, runsHttp: true };
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), new FastifyAdapter(), { preview: true, logger: false, abortOnError: false });
  app.setGlobalPrefix('api', API_PREFIX);
  try {
    return buildOpenApiDocument(app);
  } finally {
    await app.close();
  }
}
