import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** Swagger UI at /api/docs and the OpenAPI document at /api/docs-json. */
export function registerSwagger(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Keyshop API')
      .setDescription('Digital game keys and software licences: catalogue, cart, checkout, accounts, delivery.')
      .setVersion('1.0')
      .addBearerAuth()
      .addCookieAuth('access_token')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json', useGlobalPrefix: false });
}
