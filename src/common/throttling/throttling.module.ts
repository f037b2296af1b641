import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AddressRateLimitGuard } from './address-rate-limit.guard.js';
import { RateLimiter } from './rate-limiter.js';

/** The Redis-counted rate limiter, one for the whole app: every module sets its stricter limits with it. */
@Global()
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimiterModule {}

/** A per-address ceiling on every route; stricter limits are set per route with RateLimiter. */
@Module({
  providers: [{ provide: APP_GUARD, useClass: AddressRateLimitGuard }],
})
export class ThrottlingModule {}
