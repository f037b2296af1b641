import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AddressRateLimitGuard } from './address-rate-limit.guard.js';
import { RateLimiter } from './rate-limiter.js';

/** A per-address ceiling on every route; stricter limits are set per route with RateLimiter. */
@Module({
  providers: [RateLimiter, { provide: APP_GUARD, useClass: AddressRateLimitGuard }],
})
export class ThrottlingModule {}
