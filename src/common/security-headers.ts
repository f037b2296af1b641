import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/app-config.js';

/** Security headers on every response; the content policy is relaxed in development for Vite's hot reload. */
export async function registerSecurityHeaders(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: config.ssrDev
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            // The theme script runs inline before first paint; vike hands page data over in an inline JSON script.
            scriptSrc: ["'self'", "'unsafe-inline'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'https:'],
            connectSrc: ["'self'"],
            fontSrc: ["'self'", 'data:'],
            formAction: ["'self'", 'https:'],
            frameAncestors: ["'none'"],
            objectSrc: ["'none'"],
            upgradeInsecureRequests: config.isProduction ? [] : null,
          },
        },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction,
  });
}
