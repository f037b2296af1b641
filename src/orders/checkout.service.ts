import { isIP } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user.js';
import { EmailNotVerifiedError } from '../auth/auth.errors.js';
import { StepUp } from '../auth/step-up.service.js';
import { CartPricingService } from '../cart-pricing/cart-pricing.service.js';
import { creditToApply } from '../cart-pricing/store-credit.js';
import { toZarCents } from '../common/money.js';
import { CreditLedger } from '../credits/credit-ledger.service.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { MailOutbox } from '../notifications/mail-outbox.js';
import { PaymentGatewayService } from '../payments/payment-gateway.service.js';
import { ProfileVerification } from '../profiles/profile-verification.js';
import { FraudChecks, type OrderOrigin } from '../fraud/fraud-checks.service.js';
import { holderKey } from '../fraud/review-signals.js';
import { manualStepOf } from './manual-steps.js';
import { placedOrderMails, toMailOrder } from './order-mails.js';
import type { CheckoutDto } from './dto/checkout.dto.js';
import { InsufficientStockError, ProductUnavailableError, QuantityLimitError, ShippingAddressRequiredError, SteamTradeUrlRequiredError } from './orders.errors.js';
import { shippingAddressOf } from './shipping-address.js';
import { OrderPlacement } from './order-placement.js';
import { OrderRow, OrdersRepository } from './orders.repository.js';
import { ReservationLimits } from './reservation-limits.js';
import type { CheckoutResult } from '#contracts/orders.contract';
import { Transactions } from '../events/transactions.js';
import { OneAtATime } from '../common/one-at-a-time.js';

/** Thrown inside the transaction when a concurrent request with the same idempotency key won. */
class DuplicateCheckout extends Error {}

/**
 * Turns a cart into a pending order in one transaction, placed by OrderPlacement: order number,
 * order, lines and reserved keys all commit together or not at all; then the browser is handed the
 * payment form. The limits that count the shopper's orders (orders an hour, keys awaiting payment)
 * are checked in that transaction under the shopper's lock, so a refused checkout counts for nothing.
 */
@Injectable()
export class CheckoutService {
  private readonly shoppers = new OneAtATime();

  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly placement: OrderPlacement,
    private readonly pricing: CartPricingService,
    private readonly gateway: PaymentGatewayService,
    private readonly outbox: MailOutbox,
    private readonly profiles: ProfileVerification,
    private readonly credits: CreditLedger,
    private readonly stepUp: StepUp,
    private readonly fraud: FraudChecks,
    private readonly reservations: ReservationLimits,
  ) {}

  /** Places the order, or answers the one already placed under the same idempotency key. */
  async checkout(user: AuthUser, form: CheckoutDto, idempotencyKey: string | null, ip: string | null = null): Promise<CheckoutResult> {
    // Keys and receipts go to the account's address: it must be known to reach its owner.
    if (!user.emailVerified) throw new EmailNotVerifiedError();
    if (idempotencyKey) {
      const placed = await this.orders.findByIdempotencyKey(user.id, idempotencyKey);
      if (placed) return this.resultFor(placed);
    }
    const origin: OrderOrigin = { userId: user.id, clientIp: ip && isIP(ip) ? ip : null };
    // The failed-payment count (Redis) and the prices (one pooled connection), side by side: a burst of
    // one shopper's checkouts asks no more of the pool than one read each before taking turns below.
    const [, { quote, products }] = await Promise.all([this.fraud.beforeCheckout(user.id), this.pricing.price(form.items)]);
    for (const line of quote.lines) {
      if (line.problem === 'not_found' || line.problem === 'unavailable') throw new ProductUnavailableError(line.name);
      if (line.problem === 'quantity_limit') throw new QuantityLimitError(line.name ?? line.productId, quote.maxQuantityPerProduct);
      if (line.problem === 'insufficient_stock') throw new InsufficientStockError(line.name ?? line.productId, line.stock);
    }
    if (quote.requiresSteamTradeUrl && !form.steamTradeUrl) throw new SteamTradeUrlRequiredError();
    const physical = quote.lines.find((line) => line.deliveryKind === 'physical');
    if (physical && !form.shippingAddress) throw new ShippingAddressRequiredError(physical.name ?? 'An item');
    const productOf = (productId: string) => products.find((product) => product.id === productId);

    const reservedUntil = new Date(Date.now() + this.config.orderPaymentTimeoutMinutes * 60_000);
    let placed: OrderRow;
    try {
      placed = await this.oneShopperAtATime(origin, () => this.transactions.run(async (tx) => {
        await this.orders.lockShopper(tx, origin.userId, origin.clientIp);
        // The same attempt sent twice waited on the lock above: it answers the order the first one placed.
        if (idempotencyKey && (await this.orders.findByIdempotencyKey(user.id, idempotencyKey, tx))) throw new DuplicateCheckout();
        await this.fraud.limitOrderRate(tx, origin);
        // The balance stays locked until this transaction ends, so a second checkout cannot spend it too.
        const creditCents = form.useCredit ? creditToApply(quote.totalCents, await this.credits.lockBalance(tx, user.id), quote.zarPerEur) : 0;
        this.stepUp.requireForCreditSpend(user, creditCents);
        const totalCents = quote.totalCents - creditCents;
        const paidWithCredit = creditCents > 0 && totalCents === 0;
        if (!paidWithCredit) await this.reservations.assertRoomFor(tx, origin, quote.itemCount);
        const country = form.country ?? 'South Africa';
        const cardHolderKey = holderKey(form.firstName, form.lastName);
        const reviewReasons = await this.fraud.reviewReasons(tx, { userId: user.id, totalCents: quote.totalCents, country, cardHolderKey });
        const order = await this.placement.place(tx, {
          order: {
            userId: user.id,
            subtotalCents: quote.subtotalCents,
            serviceFeeCents: quote.serviceFeeCents,
            creditAppliedCents: creditCents,
            totalCents,
            totalZarCents: toZarCents(totalCents, quote.zarPerEur),
            zarPerEur: quote.zarPerEur,
            paymentMethod: paidWithCredit ? 'store_credit' : 'payfast',
            reviewReasons,
            email: user.email,
            firstName: form.firstName,
            lastName: form.lastName ?? null,
            phone: form.phone ?? null,
            country,
            steamTradeUrl: quote.requiresSteamTradeUrl ? (form.steamTradeUrl ?? null) : null,
            giftRecipientEmail: form.giftRecipientEmail ?? null,
            shippingAddress: physical && form.shippingAddress ? shippingAddressOf(form.shippingAddress) : null,
            idempotencyKey,
            reservedUntil,
            clientIp: origin.clientIp,
            cardHolderKey,
            // The form refuses a checkout without the consent, so every order placed here records it.
            deliveryConsent: true,
          },
          lines: quote.lines.map((line) => ({
            productId: line.productId,
            name: line.name as string,
            platform: line.platform as string,
            quantity: line.quantity,
            unitPriceCents: line.unitPriceCents,
            deliveryKind: line.deliveryKind ?? 'key',
            activationPlatform: productOf(line.productId)?.activationPlatform ?? null,
            regionWarningShown: form.items.some((item) => item.productId === line.productId && item.regionWarningShown === true),
          })),
          note: 'order placed',
          preOrderProductIds: products.filter((product) => product.preOrderReleaseDate).map((product) => product.id),
          creditCents,
          paidNote: paidWithCredit ? 'paid with store credit' : undefined,
        });
        if (!order) throw new DuplicateCheckout();
        const mailLines = quote.lines.map((line) => ({
          productId: line.productId,
          name: line.name as string,
          platform: line.platform as string,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          lineTotalCents: line.unitPriceCents * line.quantity,
          manualStep: manualStepOf(line.deliveryKind ?? 'key'),
          preOrderReleaseDate: productOf(line.productId)?.preOrderReleaseDate ?? null,
        }));
        const mailOrder = toMailOrder(order, order.status, mailLines, await this.profiles.isVerified(tx, user.id));
        // An order that credit has paid gets no 'awaiting payment' mail: its keys are already on the way.
        await this.outbox.enqueueAll(tx, placedOrderMails(this.config, mailOrder).filter((mail) => !(paidWithCredit && mail.template === 'order_received')));
        return order;
      }));
    } catch (error) {
      if (error instanceof DuplicateCheckout && idempotencyKey) {
        const placed = await this.orders.findByIdempotencyKey(user.id, idempotencyKey);
        if (placed) return this.resultFor(placed);
      }
      throw error;
    }
    return this.resultFor(placed);
  }

  /**
   * One checkout per account and per client address at a time in this process, taken before a
   * database connection (account before address, as lockShopper, so none wait in a circle); the
   * advisory locks in the transaction do the same across replicas.
   */
  private oneShopperAtATime<T>(origin: OrderOrigin, work: () => Promise<T>): Promise<T> {
    const { userId, clientIp } = origin;
    return this.shoppers.run(`account:${userId}`, () => (clientIp ? this.shoppers.run(`address:${clientIp}`, work) : work()));
  }

  private async resultFor(order: OrderRow): Promise<CheckoutResult> {
    return {
      orderId: order.id,
      orderNumber: order.order_number,
      status: order.status,
      totalCents: order.total_cents,
      totalZarCents: order.total_zar_cents,
      creditAppliedCents: order.credit_applied_cents,
      payment: order.payment_method === 'store_credit' ? null : await this.gateway.paymentRequest({
        orderNumber: order.order_number,
        totalZarCents: order.total_zar_cents,
        email: order.email,
        firstName: order.first_name,
        lastName: order.last_name,
        phone: order.phone,
        description: `Keyshop order ${order.order_number}`,
      }),
    };
  }
}
