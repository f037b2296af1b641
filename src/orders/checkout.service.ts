import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user.js';
import { mergeLines } from '../cart-pricing/cart-pricing.service.js';
import { priceCart } from '../cart-pricing/price-cart.js';
import { CatalogCacheService } from '../catalog/catalog-cache.service.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { creditToApply } from '../cart-pricing/store-credit.js';
import { toZarCents } from '../common/money.js';
import { CreditsRepository } from '../credits/credits.repository.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { MailOutbox } from '../notifications/mail-outbox.js';
import { PaymentGatewayService } from '../payments/payment-gateway.service.js';
import { ProfileVerification } from '../profiles/profile-verification.js';
import { FraudChecks } from '../fraud/fraud-checks.service.js';
import { FulfilmentQueue } from './fulfilment-queue.js';
import { manualStepOf } from './manual-steps.js';
import { placedOrderMails, toMailOrder } from './order-mails.js';
import type { CheckoutDto } from './dto/checkout.dto.js';
import { InsufficientStockError, ProductUnavailableError, SteamTradeUrlRequiredError } from './orders.errors.js';
import { OrderRow, OrdersRepository } from './orders.repository.js';
import type { CheckoutResult } from './orders.views.js';

/** Thrown inside the transaction when a concurrent request with the same idempotency key won. */
class DuplicateCheckout extends Error {}

/**
 * Turns a cart into a pending order in one transaction: order number, order, lines and reserved
 * keys all commit together or not at all; then the browser is handed the payment form.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly catalog: CatalogService,
    private readonly cache: CatalogCacheService,
    private readonly gateway: PaymentGatewayService,
    private readonly outbox: MailOutbox,
    private readonly profiles: ProfileVerification,
    private readonly credits: CreditsRepository,
    private readonly fulfilment: FulfilmentQueue,
    private readonly fraud: FraudChecks,
  ) {}

  /** Places the order, or answers the one already placed under the same idempotency key. */
  async checkout(user: AuthUser, form: CheckoutDto, idempotencyKey: string | null, ip: string | null = null): Promise<CheckoutResult> {
    if (idempotencyKey) {
      const placed = await this.orders.findByIdempotencyKey(user.id, idempotencyKey);
      if (placed) return this.resultFor(placed);
    }
    await this.fraud.beforeCheckout(user.id, ip, form.firstName, form.lastName);

    const lines = mergeLines(form.items);
    const products = await this.catalog.priced(lines.map((line) => line.productId));
    const quote = priceCart(lines, products, {
      serviceFeePercent: this.config.serviceFeePercent,
      zarPerEur: this.config.zarPerEur,
    });
    for (const line of quote.lines) {
      if (line.problem === 'not_found' || line.problem === 'unavailable') throw new ProductUnavailableError(line.name);
      if (line.problem === 'insufficient_stock') throw new InsufficientStockError(line.name ?? line.productId, line.stock);
    }
    if (quote.requiresSteamTradeUrl && !form.steamTradeUrl) throw new SteamTradeUrlRequiredError();

    const reservedUntil = new Date(Date.now() + this.config.orderPaymentTimeoutMinutes * 60_000);
    let placed: { orderId: string; orderNumber: string; paid: boolean; mailIds: string[] };
    try {
      placed = await this.orders.db.transaction(async (tx) => {
        // The balance stays locked until this transaction ends, so a second checkout cannot spend it too.
        const creditCents = form.useCredit ? creditToApply(quote.totalCents, await this.credits.lockBalance(tx, user.id), quote.zarPerEur) : 0;
        const totalCents = quote.totalCents - creditCents;
        const paidWithCredit = creditCents > 0 && totalCents === 0;
        const reviewReasons = await this.fraud.reviewReasons(tx, user.id, quote.totalCents, form.country ?? 'South Africa');
        const orderNumber = await this.orders.nextOrderNumber(tx);
        const id = await this.orders.insert(tx, {
          userId: user.id,
          orderNumber,
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
          country: form.country ?? 'South Africa',
          steamTradeUrl: quote.requiresSteamTradeUrl ? (form.steamTradeUrl ?? null) : null,
          giftRecipientEmail: form.giftRecipientEmail ?? null,
          idempotencyKey,
          reservedUntil,
        });
        if (!id) throw new DuplicateCheckout();
        for (const line of quote.lines) {
          await this.orders.insertItem(tx, id, {
            productId: line.productId,
            name: line.name as string,
            platform: line.platform as string,
            quantity: line.quantity,
            unitPriceCents: line.unitPriceCents,
          });
          const reserved = await this.orders.reserveKeys(tx, line.productId, id, line.quantity, reservedUntil);
          if (reserved < line.quantity) throw new InsufficientStockError(line.name as string, reserved);
        }
        await this.orders.recordEvent(tx, id, null, 'pending', 'order placed');
        if (creditCents > 0) await this.credits.spend(tx, user.id, id, creditCents);
        if (paidWithCredit) await this.orders.changeStatus(tx, { id, status: 'pending' }, 'verified', { stamp: 'paid', note: 'paid with store credit' });
        const order = (await this.orders.findById(id, tx)) as OrderRow;
        const productOf = (productId: string) => products.find((product) => product.id === productId);
        const mailLines = quote.lines.map((line) => ({
          productId: line.productId,
          name: line.name as string,
          platform: line.platform as string,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          lineTotalCents: line.unitPriceCents * line.quantity,
          manualStep: manualStepOf(
            { platform: line.platform as string, categoryName: productOf(line.productId)?.categoryName ?? null, categorySlug: productOf(line.productId)?.categorySlug ?? null },
            order.steam_trade_url,
          ),
        }));
        const mailOrder = toMailOrder(order, order.status, mailLines, await this.profiles.isVerified(tx, user.id));
        const mailIds: string[] = [];
        for (const mail of placedOrderMails(this.config, mailOrder)) {
          // An order that credit has paid gets no 'awaiting payment' mail: its keys are already on the way.
          if (paidWithCredit && mail.template === 'order_received') continue;
          mailIds.push(await this.outbox.enqueue(tx, mail));
        }
        return { orderId: id, orderNumber, paid: paidWithCredit, mailIds };
      });
    } catch (error) {
      if (error instanceof DuplicateCheckout && idempotencyKey) {
        const placed = await this.orders.findByIdempotencyKey(user.id, idempotencyKey);
        if (placed) return this.resultFor(placed);
      }
      throw error;
    }
    await this.outbox.dispatch(placed.mailIds);
    if (placed.paid) await this.fulfilment.enqueue(placed.orderId, placed.orderNumber);
    await this.cache.invalidate('products');
    return this.resultFor((await this.orders.findById(placed.orderId)) as OrderRow);
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
