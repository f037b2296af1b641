import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { AccessTokens } from './access-tokens.js';
import { bearerToken } from './auth-cookies.js';
import { CrossSiteRequestError } from './auth.errors.js';
import { isSameOriginRequest } from './same-origin.js';

const CROSS_SITE_ALLOWED = 'crossSiteAllowed';

/**
 * For routes that play another site and never read the shopper's session (the built-in payment
 * gateway): browsers post to them with `Origin: null` and the store's cookies attached.
 */
export const AllowCrossSite = () => SetMetadata(CROSS_SITE_ALLOWED, true);

/** Refuses state-changing API requests sent by another site's page with the shopper's cookies (CSRF). */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly trustedHosts: string[];

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly reflector: Reflector,
    private readonly accessTokens: AccessTokens,
  ) {
    this.trustedHosts = [new URL(config.publicUrl).host.toLowerCase()];
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    if (this.reflector.getAllAndOverride<boolean>(CROSS_SITE_ALLOWED, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const allowed = isSameOriginRequest(
      {
        method: request.method,
        host: request.headers.host ?? '',
        origin: request.headers.origin,
        referer: request.headers.referer,
        hasOwnBearerToken: this.isOwnBearerToken(bearerToken(request)),
        cookies: request.cookies ?? {},
      },
      this.trustedHosts,
    );
    if (!allowed) throw new CrossSiteRequestError();
    return true;
  }

  /** Only a token we signed counts: any other `Authorization` (Basic, a made-up Bearer) leaves the cookies to act. */
  private isOwnBearerToken(token: string | undefined): boolean {
    if (!token) return false;
    try {
      this.accessTokens.verify(token);
      return true;
    } catch {
      return false;
    }
  }
}
