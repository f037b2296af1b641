import { Inject, Injectable, Logger } from '@nestjs/common';
import { RateLimitedError } from '../common/errors/domain-error.js';
import { type RateLimit, RateLimiter } from '../common/throttling/rate-limiter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { Queryable } from '../database/queryable.js';
import { OrderSignalsRepository } from './order-signals.repository.js';
import { reviewReasons } from './review-signals.js';

const DAY_MS = 24 * 60 * 60_000;

export class TooManyCheckoutsError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(retryAfterSeconds, 'too_many_checkouts', `Too many orders in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or contact support.`);
  }
}

export class TooManyFailedPaymentsError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    const hours = Math.ceil(retryAfterSeconds / 3600);
    super(retryAfterSeconds, 'too_many_failed_payments', `Too many payments failed today. Please try again in ${hours} hour${hours === 1 ? '' : 's'}, or contact support.`);
  }
}

/** Where an order came from: its account, and the client address when known. */
export interface OrderOrigin {
  userId: string;
  clientIp: string | null;
}

/**
 * Fraud controls around checkout. What counts is what a fraudster does, never a refusal: orders
 * placed (per account and per client address each hour), failed or cancelled payments (per account
 * each day), and orders under one card-holder name from other accounts, which hold a new order under
 * that name for review rather than refuse it, so that nobody can lock a customer out by using their name.
 */
@Injectable()
export class FraudChecks {
  private readonly logger = new Logger(FraudChecks.name);
  private readonly failedPayments: RateLimit;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
    private readonly signals: OrderSignalsRepository,
  ) {
    this.failedPayments = { name: 'failed-payments', limit: config.fraud.failedPaymentsPerDay, windowMs: DAY_MS };
  }

  /** Refuses checkout to an account whose payments failed too often today. Counts nothing. */
  async beforeCheckout(userId: string): Promise<void> {
    try {
      await this.limiter.check(this.failedPayments, userId);
    } catch (error) {
      if (error instanceof RateLimitedError) throw new TooManyFailedPaymentsError(error.retryAfterSeconds);
      throw error;
    }
  }

  /**
   * Refuses a new order when its account, or its client address, placed CHECKOUT_LIMIT_PER_ACCOUNT
   * (or _PER_IP) orders in the last hour; Retry-After is when the oldest of them leaves the hour. The
   * orders themselves are the count, so checkouts that were refused cost nothing. In the checkout's
   * transaction, under the shopper's lock (OrdersRepository.lockShopper), so two at once count right.
   */
  async limitOrderRate(db: Queryable, origin: OrderOrigin): Promise<void> {
    const { checkoutsPerAccountPerHour, checkoutsPerIpPerHour } = this.config.fraud;
    const orders = await this.signals.ordersOfLastHour(db, origin.userId, origin.clientIp, Math.max(checkoutsPerAccountPerHour, checkoutsPerIpPerHour));
    refuseOver(orders.byAccount, checkoutsPerAccountPerHour);
    if (orders.fromAddress) refuseOver(orders.fromAddress, checkoutsPerIpPerHour);
  }

  /** A payment of this account failed or was cancelled at the gateway. */
  async countFailedPayment(userId: string): Promise<void> {
    await this.limiter.hit(this.failedPayments, userId).catch(() => this.logger.warn(`Account ${userId} is over the failed payment limit`));
  }

  /** Why a new order of this customer should be held for review (empty: it is not), in the checkout's transaction. */
  async reviewReasons(db: Queryable, order: { userId: string; totalCents: number; country: string; cardHolderKey: string }): Promise<string[]> {
    const reviewOrdersPerName = this.config.fraud.reviewOrdersPerNamePerDay;
    const history = await this.signals.reviewHistory(db, order.userId, order.cardHolderKey, reviewOrdersPerName);
    return reviewReasons({
      firstOrder: !history.hasPaid,
      totalCents: order.totalCents,
      reviewFirstOrderCents: this.config.fraud.reviewFirstOrderCents,
      country: order.country,
      previousCountry: history.lastCountry ?? null,
      otherAccountsOrdersUnderName: history.otherAccountsOrdersUnderName,
      reviewOrdersPerName,
    });
  }
}

/** Refuses when the holder placed `limit` orders this hour: when the limit-th newest leaves the hour, there is room again. */
function refuseOver(waits: number[], limit: number): void {
  if (waits.length >= limit) throw new TooManyCheckoutsError(Math.max(1, waits[limit - 1]));
}
