import { relative, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import fastifyStatic from '@fastify/static';
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderPage } from 'vike/server';
import { pageContentSecurityPolicy } from '../common/security-headers.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { ErrorBody } from '../common/errors/error-body.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { ProductDiscoveryService } from '../catalog/product-discovery.service.js';
import { PageSessionService } from '../auth/page-session.service.js';
import { OrderHistoryService } from '../orders/order-history.service.js';
import { ProductReviewsService } from '../product-reviews/product-reviews.service.js';
import { RestockExpectations } from '../suppliers/restock-expectations.js';
import { AccountPageService } from './account-page.service.js';
import type { PageContextInit } from './page-context-init.js';
import { startScriptsAfterFirstPaint } from './scripts-after-first-paint.js';
import { staticCacheControl } from './static-cache-control.js';

const CLIENT_ROOT = resolve('client');
const BUILD_DIR = resolve(CLIENT_ROOT, 'dist');

/**
 * Paths of Vite's development server. vike leaves them to that server and throws when asked to render
 * one (a 500 with a stack in the log); one that reaches the renderer (any, in production) is an unknown page.
 */
const VITE_PATH = /^\/(@vite\/|@fs\/|@id\/|__vite_ping)/;
/** A path no page routes, rendered in place of a Vite path: the store's 404 page. */
const UNKNOWN_PAGE = '/404';

/** The address vike is asked to render for a request: its own, unless vike would refuse it. */
function pageUrlOf(url: string): string {
  try {
    // vike decodes the path before it looks at it, so /%40fs/ is /@fs/ to it.
    return VITE_PATH.test(decodeURIComponent(url.split('?')[0])) ? UNKNOWN_PAGE : url;
  } catch {
    // An escape that does not decode names no page either.
    return UNKNOWN_PAGE;
  }
}

/**
 * The one seam between Nest and vike: serves the client's assets (Vite's dev middleware in
 * development, the built files in production) and renders every GET that no API route takes.
 */
@Injectable()
export class SsrRenderer implements OnApplicationShutdown {
  private closeDevServer?: () => Promise<void>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogService,
    private readonly discovery: ProductDiscoveryService,
    private readonly pageSessions: PageSessionService,
    private readonly account: AccountPageService,
    private readonly orders: OrderHistoryService,
    private readonly reviews: ProductReviewsService,
    private readonly restock: RestockExpectations,
  ) {}

  /** Registers assets before Nest's routes are initialised. */
  async registerAssets(app: NestFastifyApplication): Promise<void> {
    if (this.config.ssrDev) {
      const { createDevMiddleware } = await import('vike/server');
      const { devMiddleware, viteServer } = await createDevMiddleware({ root: CLIENT_ROOT });
      app.use(devMiddleware);
      this.closeDevServer = () => viteServer.close();
      return;
    }
    const root = resolve(BUILD_DIR, 'client');
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders: (res, path) => {
        const cacheControl = staticCacheControl(relative(root, path).split(sep).join('/'));
        if (cacheControl) res.header('cache-control', cacheControl);
      },
    });
    await import(resolve(BUILD_DIR, 'server/entry.mjs'));
  }

  /** Adds the catch-all page route once Nest's own routes exist, so theirs always win. */
  registerPages(app: NestFastifyApplication): void {
    app.getHttpAdapter().getInstance().get('/*', (request: FastifyRequest, reply: FastifyReply) => this.render(request, reply));
  }

  // Returns the reply: an async Fastify handler that resolves to nothing would have its body replaced.
  private async render(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      const body: ErrorBody = { status: 404, code: 'not_found', message: `Cannot GET ${request.url.split('?')[0]}` };
      return reply.status(404).send(body);
    }
    // Anonymous pages are kept and answered again by the response cache (see cached-replies.ts).
    const anonymous = !request.headers.cookie?.includes('_token=');

    // May refresh an expired access token, setting the new cookies on this reply.
    const user = anonymous ? null : await this.pageSessions.visitor(request, reply);
    const nonce = randomBytes(16).toString('base64url');
    const pageContextInit: PageContextInit = {
      urlOriginal: pageUrlOf(request.url),
      cspNonce: nonce,
      headersOriginal: request.headers,
      site: {
        name: 'Keyshop',
        publicUrl: this.config.publicUrl,
        supportEmail: this.config.mail.supportEmail,
        seller: this.config.seller,
        pricing: { serviceFeePercent: this.config.serviceFeePercent, zarPerEur: this.config.zarPerEur },
        platforms: await this.platforms(),
      },
      user,
      services: { catalog: this.catalog, discovery: this.discovery, restock: this.restock, account: this.account, orders: this.orders, reviews: this.reviews },
    };
    const { httpResponse } = await renderPage(pageContextInit);
    // A cached page keeps its nonce for its few seconds in the cache: its policy travels with it.
    const headers: [string, string][] = httpResponse.headers.filter(([name]) => name.toLowerCase() !== 'content-security-policy');
    if (!this.config.ssrDev) headers.push(['content-security-policy', pageContentSecurityPolicy(this.config, nonce)]);
    if (!anonymous) reply.header('cache-control', 'private, no-store');
    reply.status(httpResponse.statusCode);
    for (const [name, value] of headers) reply.header(name, value);
    // Vite's development server loads modules its own way: its pages stay as vike writes them.
    return reply.send(this.config.ssrDev ? httpResponse.body : startScriptsAfterFirstPaint(httpResponse.body));
  }

  /** The platforms every page's footer lists; a page still renders, without them, when the catalogue fails. */
  private async platforms(): Promise<string[]> {
    try {
      return await this.discovery.platforms();
    } catch (error) {
      console.error('Platforms failed:', error);
      return [];
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.closeDevServer?.();
  }
}
