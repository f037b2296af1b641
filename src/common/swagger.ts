import { applyDecorators, type INestApplication } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiExtraModels, ApiProduces, ApiResponse, DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ErrorBody } from '#contracts/error.contract';

/** The error statuses the API answers with the common body, and what each means wherever it is not said more precisely. */
const ERROR_MEANINGS = {
  400: 'The request is malformed or a field is invalid (details lists the problems)',
  401: 'Not signed in, the access token has expired, or its session has ended',
  403: 'Not allowed: not an administrator, or a request from another site',
  404: 'No such thing',
  409: 'Refused in the current state',
  413: 'The body is larger than the route takes',
  415: 'The body is not of a type the route takes',
  422: 'Refused by a rule',
  429: 'Too many requests; Retry-After says when to try again',
  500: 'Something went wrong on the server; the body says no more',
  503: 'A service the answer needs is unavailable',
} as const;

export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/**
 * Documents the error answers of a route or a controller, each with the common ErrorBody schema.
 * A number takes the general meaning; `{ 409: 'why' }` says more precisely when it happens.
 */
export function ApiErrorResponses(...errors: (ErrorStatus | Partial<Record<ErrorStatus, string>>)[]): ClassDecorator & MethodDecorator {
  const described = errors.flatMap((error) =>
    typeof error === 'number' ? [[error, ERROR_MEANINGS[error]] as const] : (Object.entries(error) as [string, string][]).map(([status, text]) => [Number(status) as ErrorStatus, text] as const),
  );
  return applyDecorators(ApiExtraModels(ErrorBody), ...described.map(([status, description]) => ApiResponse({ status, description, type: ErrorBody })));
}

/** A route that answers something else than JSON: its content type, and a string schema (or binary for images). */
export function ApiOkContent(contentType: string, description: string, status = 200): MethodDecorator {
  const binary = contentType.startsWith('image/') || contentType === 'application/pdf';
  return applyDecorators(
    ApiProduces(contentType),
    ApiResponse({ status, description, content: { [contentType]: { schema: { type: 'string', ...(binary ? { format: 'binary' } : {}) } } } }),
  );
}

/** The OpenAPI document of every route the app serves, built from the decorators alone (nothing has to listen). */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Keyshop API')
      .setDescription('Digital game keys and software licences: catalogue, cart, checkout, accounts, delivery.')
      .setVersion('1.0')
      .addBearerAuth()
      .addCookieAuth('access_token')
      .build(),
  );
}

/** Swagger UI at /api/docs and the OpenAPI document at /api/docs-json. */
export function registerSwagger(app: NestFastifyApplication): void {
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json', useGlobalPrefix: false });
}
