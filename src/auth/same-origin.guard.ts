import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { CrossSiteRequestError } from './auth.errors.js';
import { isSameOriginRequest } from './same-origin.js';

/** Refuses state-changing API requests sent by another site's page with the shopper's cookies (CSRF). */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly trustedHosts: string[];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.trustedHosts = [new URL(config.publicUrl).host.toLowerCase()];
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const allowed = isSameOriginRequest(
      {
        method: request.method,
        host: request.host,
        origin: request.headers.origin,
        referer: request.headers.referer,
        authorization: request.headers.authorization,
        cookies: request.cookies ?? {},
      },
      this.trustedHosts,
    );
    if (!allowed) throw new CrossSiteRequestError();
    return true;
  }
}
