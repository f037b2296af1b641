import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config.js';

/** The content policy's directives; `scriptSrc` is what differs between pages and other responses. */
function directives(config: AppConfig, scriptSrc: string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc,
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    formAction: ["'self'", 'https:'],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    upgradeInsecureRequests: config.isProduction ? [] : null,
  };
}

/**
 * The policy of a rendered page: its inline scripts (the theme script, vike's hydration) carry the
 * request's nonce, so no other inline script runs — not even one that slipped into stored data.
 */
export function pageContentSecurityPolicy(config: AppConfig, nonce: string): string {
  return Object.entries(directives(config, ["'self'", `'nonce-${nonce}'`]))
    .filter(([, value]) => value !== null)
    .map(([name, value]) => [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...(value as string[])].join(' '))
    .join(';');
}

/**
 * Security headers on every response; the content policy is relaxed in development for Vite's hot
 * reload. Rendered pages replace the policy with their own nonce-based one (see the SSR renderer);
 * this one covers static files such as the offline page, whose inline scripts cannot carry a nonce.
 * Helmet's middleware is built once here: building it per request cost a tenth of a cached answer.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, config: AppConfig): void {
  const setHeaders = helmet({
    contentSecurityPolicy: config.ssrDev ? false : { directives: directives(config, ["'self'", "'unsafe-inline'"]) },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction,
  });
  fastify.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
}
