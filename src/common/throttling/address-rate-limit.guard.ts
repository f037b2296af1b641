import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RateLimitedError } from '../errors/domain-error.js';
import { type RateLimit, RateLimiter } from './rate-limiter.js';
import { TooManyRequestsFromAddressError } from './too-many-requests.js';

const SKIP_ADDRESS_LIMIT = 'skipAddressLimit';

/** For routes outside the per-address limit (health checks, the gateway's notifications, catalogue reads counted on their fast path). */
export const SkipAddressLimit = () => SetMetadata(SKIP_ADDRESS_LIMIT, true);

/** RATE_LIMIT_PER_MINUTE: every route's requests per client address, in one-minute windows. */
export function requestsPerAddress(limitPerMinute: number): RateLimit {
  return { name: 'address', limit: limitPerMinute, windowMs: 60_000 };
}

/**
 * The per-address ceiling on every route, counted in Redis with the other limits and shared by every
 * replica; answers 429 with Retry-After past it, and tells each answer where the address stands.
 */
@Injectable()
export class AddressRateLimitGuard implements CanActivate {
  private readonly rule: RateLimit;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {
    this.rule = requestsPerAddress(config.rateLimitPerMinute);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    if (this.reflector.getAllAndOverride<boolean>(SKIP_ADDRESS_LIMIT, [context.getHandler(), context.getClass()])) return true;
    const http = context.switchToHttp();
    const window = await this.limiter.hit(this.rule, http.getRequest<FastifyRequest>().ip).catch((error: unknown) => {
      throw error instanceof RateLimitedError ? new TooManyRequestsFromAddressError(error.retryAfterSeconds) : error;
    });
    if (window) {
      http
        .getResponse<FastifyReply>()
        .header('x-ratelimit-limit', String(this.rule.limit))
        .header('x-ratelimit-remaining', String(window.remaining))
        .header('x-ratelimit-reset', String(window.resetSeconds));
    }
    return true;
  }
}
