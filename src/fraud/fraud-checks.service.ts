import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError, RateLimitedError } from '../common/errors/domain-error.js';
import { type RateLimit, RateLimiter } from '../common/throttling/rate-limiter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { Queryable } from '../database/queryable.js';
import { holderKey, reviewReasons } from './review-signals.js';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

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

/**
 * Fraud controls around checkout: velocity limits per account, client address and card-holder name,
 * a cap on failed payments per account, and the signals that hold an order for review.
 */
@Injectable()
export class FraudChecks {
  private readonly logger = new Logger(FraudChecks.name);
  private readonly perAccount: RateLimit;
  private readonly perIp: RateLimit;
  private readonly perName: RateLimit;
  private readonly failedPayments: RateLimit;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
  ) {
    const limits = config.fraud;
    this.perAccount = { name: 'checkout-account', limit: limits.checkoutsPerAccountPerHour, windowMs: HOUR };
    this.perIp = { name: 'checkout-ip', limit: limits.checkoutsPerIpPerHour, windowMs: HOUR };
    this.perName = { name: 'checkout-name', limit: limits.checkoutsPerNamePerDay, windowMs: DAY };
    this.failedPayments = { name: 'failed-payments', limit: limits.failedPaymentsPerDay, windowMs: DAY };
  }

  /** Counts a checkout attempt; refuses it when the account had too many failed payments or any limit is used up. */
  async beforeCheckout(userId: string, ip: string | null, firstName: string, lastName: string | null | undefined): Promise<void> {
    await this.refuse(() => this.limiter.check(this.failedPayments, userId), TooManyFailedPaymentsError);
    await this.refuse(() => this.limiter.hit(this.perAccount, userId), TooManyCheckoutsError);
    await this.refuse(() => this.limiter.hit(this.perIp, ip ?? 'unknown'), TooManyCheckoutsError);
    await this.refuse(() => this.limiter.hit(this.perName, holderKey(firstName, lastName)), TooManyCheckoutsError);
  }

  /** A payment of this account failed or was cancelled at the gateway. */
  async countFailedPayment(userId: string): Promise<void> {
    await this.limiter.hit(this.failedPayments, userId).catch(() => this.logger.warn(`Account ${userId} is over the failed payment limit`));
  }

  /** Why a new order of this customer should be held for review (empty: it is not), in the checkout's transaction. */
  async reviewReasons(db: Queryable, userId: string, totalCents: number, country: string): Promise<string[]> {
    const [history] = await db.query(
      `SELECT count(*)::int AS paid, (array_agg(country ORDER BY paid_at DESC))[1] AS last_country FROM orders WHERE user_id = $1 AND paid_at IS NOT NULL`,
      [userId],
    );
    return reviewReasons({
      firstOrder: history.paid === 0,
      totalCents,
      reviewFirstOrderCents: this.config.fraud.reviewFirstOrderCents,
      country,
      previousCountry: history.last_country ?? null,
    });
  }

  private async refuse(check: () => Promise<void>, as: new (retryAfterSeconds: number) => DomainError): Promise<void> {
    try {
      await check();
    } catch (error) {
      if (error instanceof RateLimitedError) throw new as(error.retryAfterSeconds);
      throw error;
    }
  }
}
