import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { RateLimitedError } from '../common/errors/domain-error.js';
import { RateLimiter } from '../common/throttling/rate-limiter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { CreditLedger } from '../credits/credit-ledger.service.js';
import { OrderPlacement } from '../orders/order-placement.js';
import { InsufficientStockError } from '../orders/orders.errors.js';
import { normaliseRedeemCode, RedeemCodeHasher } from './redeem-code.js';
import { RedeemCodesRepository, type ClaimedCode } from './redeem-codes.repository.js';
import { FAILED_REDEEMS_PER_USER } from './redeem-rate-limits.js';
import { MalformedRedeemCodeError, RedeemCodeNotFoundError, RedeemCodeUsedError, RedeemOutOfStockError, TooManyRedeemAttemptsError } from './redeem.errors.js';
import { REDEEM_CODE_HASHER } from './redeem.tokens.js';
import type { RedeemResult } from '#contracts/redeem.contract';
import { Transactions } from '../events/transactions.js';

/** What a successful claim gave, known once its transaction has committed. */
type Redeemed = { kind: 'credit'; creditCents: number } | { kind: 'product'; productName: string; orderId: string; orderNumber: string };

/**
 * A signed-in user redeems a code: a credit code adds a row to their ledger; a product code becomes
 * an order of zero total, placed like a checkout and already paid, that the usual fulfilment delivers (key in the account and
 * by e-mail). Each attempt counts against the user's limit of failures until it succeeds.
 */
@Injectable()
export class RedeemService {
  private readonly logger = new Logger(RedeemService.name);

  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDEEM_CODE_HASHER) private readonly hasher: RedeemCodeHasher,
    private readonly codes: RedeemCodesRepository,
    private readonly placement: OrderPlacement,
    private readonly credits: CreditLedger,
    private readonly catalog: CatalogService,
    private readonly limiter: RateLimiter,
  ) {}

  async redeem(user: AuthUser, input: string): Promise<RedeemResult> {
    await this.countAttempt(user.id);
    const normal = normaliseRedeemCode(input);
    if (!normal) throw new MalformedRedeemCodeError();
    const hash = this.hasher.hash(normal);

    const redeemed = await this.transactions.run(async (tx): Promise<Redeemed | null> => {
        const code = await this.codes.claim(tx, hash, user.id);
        if (!code) return null;
        if (code.kind === 'credit') {
          await this.credits.addRedeemed(tx, user.id, code.credit_cents as number, code.masked_code, code.id);
          return { kind: 'credit', creditCents: code.credit_cents as number };
        }
        return this.placeRedeemOrder(tx, user, code);
      })
      .catch(async (error: unknown) => {
        // A valid code for a game out of stock is no guess: it does not count against the user.
        if (error instanceof RedeemOutOfStockError) await this.limiter.unhit(FAILED_REDEEMS_PER_USER, user.id);
        throw error;
      });
    if (!redeemed) throw (await this.codes.exists(hash)) ? new RedeemCodeUsedError() : new RedeemCodeNotFoundError();

    // A success is not a failed attempt: take back the one counted.
    await this.limiter.unhit(FAILED_REDEEMS_PER_USER, user.id);
    if (redeemed.kind === 'credit') {
      this.logger.log(`User ${user.id} redeemed a credit code`);
      return { success: true, type: 'credit', product_name: null, credit_amount: redeemed.creditCents / 100, credit_amount_cents: redeemed.creditCents, order_number: null, error: null };
    }
    this.logger.log(`User ${user.id} redeemed a product code: order ${redeemed.orderNumber}`);
    return { success: true, type: 'product', product_name: redeemed.productName, credit_amount: null, credit_amount_cents: null, order_number: redeemed.orderNumber, error: null };
  }

  /**
   * The order that delivers a product code's game: one line at no charge with a key reserved for it,
   * placed like a checkout and paid at once, so that `order.paid` sends it to fulfilment. No key in
   * stock: the whole claim rolls back and the code stays unused.
   */
  private async placeRedeemOrder(tx: EntityManager, user: AuthUser, code: ClaimedCode): Promise<Redeemed> {
    const [product] = await this.catalog.priced([code.product_id as string], tx);
    if (!product) throw new RedeemOutOfStockError('This game');
    const order = await this.placement
      .place(tx, {
        order: {
          userId: user.id,
          subtotalCents: 0,
          serviceFeeCents: 0,
          creditAppliedCents: 0,
          totalCents: 0,
          totalZarCents: 0,
          zarPerEur: this.config.zarPerEur,
          paymentMethod: 'redeem',
          email: user.email,
          firstName: user.email.split('@')[0],
          lastName: null,
          phone: null,
          country: 'South Africa',
          steamTradeUrl: null,
          giftRecipientEmail: null,
          idempotencyKey: null,
          reservedUntil: new Date(),
        },
        lines: [{ productId: product.id, name: product.name, platform: product.platform, quantity: 1, unitPriceCents: 0, deliveryKind: product.deliveryKind, activationPlatform: product.activationPlatform }],
        note: `code ${code.masked_code} redeemed`,
        paidNote: 'redeemed code',
      })
      .catch((error: unknown) => {
        throw error instanceof InsufficientStockError ? new RedeemOutOfStockError(product.name) : error;
      });
    if (!order) throw new RedeemOutOfStockError(product.name);
    await this.codes.linkOrder(tx, code.id, order.id);
    return { kind: 'product', productName: product.name, orderId: order.id, orderNumber: order.order_number };
  }

  /** Counts the attempt as a failure up front (taken back on success); refuses once the window holds too many. */
  private async countAttempt(userId: string): Promise<void> {
    try {
      await this.limiter.hit(FAILED_REDEEMS_PER_USER, userId);
    } catch (error) {
      if (error instanceof RateLimitedError) throw new TooManyRedeemAttemptsError(error.retryAfterSeconds);
      throw error;
    }
  }
}
