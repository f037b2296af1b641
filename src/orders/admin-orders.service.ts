import { COUNTED_UP_TO } from '#contracts/catalog.constants';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { DomainError } from '../common/errors/domain-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { KeyDeliveryService } from '../keys/key-delivery.service.js';
import { ExtraPaymentsRepository } from './extra-payments.repository.js';
import { manualStepOf } from './manual-steps.js';
import { OrderAccountService } from './order-account.service.js';
import { OrderProcess } from './order-process.js';
import { AdminOrderNotFoundError, OrderNotCompletableError } from './orders.errors.js';
import { type AdminOrderFilter, OrdersRepository } from './orders.repository.js';
import type { AdminOrderPageView, AdminOrderView } from '#contracts/orders.contract';
import { Transactions } from '../events/transactions.js';

export const ADMIN_ORDERS_PAGE_SIZE = 25;

/** Orders for administrators: the list, one order in full, and completing an order once its manual items are done. */
@Injectable()
export class AdminOrdersService {
  private readonly logger = new Logger(AdminOrdersService.name);

  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly account: OrderAccountService,
    private readonly keys: KeyDeliveryService,
    private readonly process: OrderProcess,
    private readonly audit: AuditLog,
    private readonly extraPayments: ExtraPaymentsRepository,
  ) {}

  /**
   * A page of orders, newest first, optionally of one status or one stage waiting for an admin. The
   * list is counted and paged through its first COUNTED_UP_TO orders, like the store's listings; a
   * deeper page reads nothing. Older orders are found by number.
   */
  async list(filter: AdminOrderFilter, page: number): Promise<AdminOrderPageView> {
    const offset = (page - 1) * ADMIN_ORDERS_PAGE_SIZE;
    const { total, items } = await this.orders.page(filter, offset < COUNTED_UP_TO ? ADMIN_ORDERS_PAGE_SIZE : 0, offset, COUNTED_UP_TO);
    return { items, page, pageSize: ADMIN_ORDERS_PAGE_SIZE, total: Math.min(total, COUNTED_UP_TO), totalCapped: total > COUNTED_UP_TO };
  }

  async detail(orderNumber: string): Promise<AdminOrderView> {
    const order = await this.orders.findByNumber(orderNumber);
    if (!order) throw new AdminOrderNotFoundError(orderNumber);
    const view = await this.account.toView(order);
    const manualItems = (await this.orders.fulfilmentItems(this.orders.db, order.id))
      .map((item) => ({
        item,
        manualStep: manualStepOf(item.delivery_kind),
      }))
      .filter(({ manualStep }) => manualStep !== null)
      .map(({ item, manualStep }) => ({
        productId: item.product_id,
        name: item.name,
        platform: item.platform,
        quantity: item.quantity,
        unitPriceCents: item.unit_price_cents,
        deliveryKind: item.delivery_kind,
        activationPlatform: item.activation_platform,
        manualStep: manualStep as 'steam_trade' | 'physical',
      }));
    return {
      ...view,
      userId: order.user_id,
      email: order.email,
      firstName: order.first_name,
      lastName: order.last_name,
      phone: order.phone,
      country: order.country,
      steamTradeUrl: order.steam_trade_url,
      requiresVerification: order.requires_verification,
      paymentReference: order.payment_reference,
      cancelReason: order.cancel_reason,
      manualItems,
      reviewReasons: order.review_reasons,
      awaitingStockSince: order.awaiting_stock_since?.toISOString() ?? null,
      awaitingRelease: order.stage === 'awaiting_release',
      refundableToCreditFrom: order.awaiting_stock_since
        ? new Date(order.awaiting_stock_since.getTime() + this.config.fraud.awaitingStockRefundAfterHours * 3_600_000).toISOString()
        : null,
      customerSuspendedAt: await this.orders.suspendedAt(order.user_id),
      extraPayments: await this.extraPayments.ofOrder(order.id),
    };
  }

  /**
   * Completes a processing order once an admin has done its manual items (the Steam trade sent, the
   * physical item shipped): the keys still held for them count as delivered, and the profile becomes
   * verified. Anything but a processing order is a 409.
   */
  async complete(admin: AuthUser, orderNumber: string): Promise<AdminOrderView> {
    await this.transactions.run(async (tx) => {
      const order = await this.orders.lockByNumber(tx, orderNumber);
      if (!order) throw new AdminOrderNotFoundError(orderNumber);
      if (order.status !== 'processing') throw new OrderNotCompletableError(orderNumber, order.status);
      if (order.stage === 'awaiting_stock') {
        throw new DomainError('conflict', 'order_awaiting_stock', `Order ${orderNumber} is still waiting for keys: it completes by itself when they are added.`);
      }
      const productIds = [...new Set((await this.orders.fulfilmentItems(tx, order.id)).map((item) => item.product_id))];
      await this.keys.deliverReserved(tx, order.id, productIds);
      await this.process.transition(tx, order, 'completed', { note: 'manual items completed', actorId: admin.id });
      await this.audit.record(admin, 'order.complete', orderNumber, { orderId: order.id, from: 'processing', to: 'completed' }, tx);
    });
    this.logger.log(`Order ${orderNumber} completed by an administrator`);
    return this.detail(orderNumber);
  }
}
