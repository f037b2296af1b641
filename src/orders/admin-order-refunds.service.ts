import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { toZarCents } from '../common/money.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { Queryable } from '../database/queryable.js';
import { CreditLedger } from '../credits/credit-ledger.service.js';
import { KeyDeliveryService } from '../keys/key-delivery.service.js';
import { MailOutbox } from '../notifications/mail-outbox.js';
import {
  GatewayRefundUnavailableError,
  KeyClaimedError,
  KeyRevealedError,
  LineAlreadyRefundedError,
  LineDeliveredByHandError,
  LineNotDeliveredError,
  NothingToRefundError,
  OrderAwaitingStockError,
  OrderLineNotFoundError,
  OrderNotRefundableError,
  RefundExceedsPaymentError,
  RefundNotAwaitingGatewayError,
  RefundNotFoundError,
} from './admin-order-refunds.errors.js';
import { AdminOrderRefundsRepository, type LineKeyRow, type RefundLineRow, type RefundOrderRow } from './admin-order-refunds.repository.js';
import type { OrderRefundListView, OrderRefundView } from '#contracts/orders.contract';
import type { RefundLineRequest } from '#contracts/orders.constants';
import { manualStepOf } from './manual-steps.js';
import { AdminOrderNotFoundError } from './orders.errors.js';
import { Transactions } from '../events/transactions.js';

/**
 * Refunds of a duplicate purchase, one order line at a time, by an admin: the line's keys, none of
 * them revealed in the account, are burned (the delivery mail carried them, so they are never sold
 * again), and the line's total goes back as store credit or is recorded for the owner to refund at
 * the gateway.
 */
@Injectable()
export class AdminOrderRefundsService {
  private readonly logger = new Logger(AdminOrderRefundsService.name);

  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly refunds: AdminOrderRefundsRepository,
    private readonly keys: KeyDeliveryService,
    private readonly credits: CreditLedger,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLog,
  ) {}

  /** The order's refunds, oldest first. */
  async list(orderNumber: string): Promise<OrderRefundListView> {
    const orderId = await this.refunds.orderIdOf(orderNumber);
    if (!orderId) throw new AdminOrderNotFoundError(orderNumber);
    return { items: await this.refunds.ofOrder(orderId) };
  }

  /**
   * Refunds one line in one transaction that holds the order's lock: the keys burned, the line
   * marked, the credit or the pending gateway refund, the customer's mail and the audit entry. A line
   * with a revealed key, a claimed key, keys not all delivered, or one delivered by hand is refused
   * and nothing changes.
   */
  async refundLine(admin: AuthUser, orderNumber: string, request: RefundLineRequest): Promise<OrderRefundView> {
    const { refundId, mailId, line } = await this.transactions.run(async (tx) => {
      const order = await this.refunds.lockOrder(tx, orderNumber);
      if (!order) throw new AdminOrderNotFoundError(orderNumber);
      if (order.status !== 'completed' && order.status !== 'processing') throw new OrderNotRefundableError(orderNumber, order.status);
      const line = await this.refunds.lockLine(tx, order.id, request.productId);
      if (!line) throw new OrderLineNotFoundError(orderNumber, request.productId);
      if (line.refunded_at) throw new LineAlreadyRefundedError(line.name, line.refunded_at);
      const step = manualStepOf(line.delivery_kind);
      if (step) throw new LineDeliveredByHandError(line.name, step);
      if (order.status === 'processing' && (await this.refunds.isShortOfKeys(tx, order.id))) throw new OrderAwaitingStockError(orderNumber);

      const keys = await this.refunds.lockLineKeys(tx, order.id, line.product_id);
      if (await this.refunds.anyClaimed(tx, keys.map((key) => key.id))) throw new KeyClaimedError(line.name);
      const delivered = this.deliveredUnrevealed(line, keys);
      const amountCents = line.line_total_cents;
      if (amountCents <= 0) throw new NothingToRefundError(line.name);
      if (request.method === 'gateway') await this.checkGatewayRefund(tx, order, amountCents);

      await this.keys.burn(tx, delivered);
      const refundId = await this.refunds.insert(tx, {
        orderId: order.id,
        orderItemId: line.id,
        userId: order.user_id,
        productId: line.product_id,
        quantity: line.quantity,
        amountCents,
        amountZarCents: toZarCents(amountCents, Number(order.zar_per_eur)),
        method: request.method,
        status: request.method === 'credit' ? 'credited' : 'awaiting_gateway_refund',
        reason: request.reason ?? null,
        keyIds: delivered,
        createdBy: admin.id,
        createdByEmail: admin.email,
      });
      await this.refunds.markLineRefunded(tx, line.id);
      if (request.method === 'credit') await this.credits.refundLine(tx, order.user_id, amountCents, refundId);
      const mailId = await this.outbox.enqueue(tx, {
        recipient: order.email,
        template: 'line_refunded',
        payload: {
          orderNumber,
          firstName: order.first_name,
          productName: line.name,
          platform: line.platform,
          quantity: line.quantity,
          amountCents,
          method: request.method,
          reason: request.reason ?? null,
          orderUrl: `${this.config.publicUrl}/dashboard/orders/${encodeURIComponent(orderNumber)}`,
        },
      });
      await this.audit.record(
        admin,
        'order.refund_line',
        orderNumber,
        { orderId: order.id, refundId, productId: line.product_id, productName: line.name, quantity: line.quantity, amountCents, method: request.method, reason: request.reason ?? null, keysBurned: delivered.length },
        tx,
      );
      return { refundId, mailId, line };
    });
    this.logger.log(`Order ${orderNumber}: ${line.quantity} × ${line.name} refunded (${request.method}) by an administrator`);
    return (await this.refunds.find(refundId)) as OrderRefundView;
  }

  /** Records that the owner has refunded a gateway refund at PayFast. */
  async markGatewayRefunded(admin: AuthUser, orderNumber: string, refundId: string): Promise<OrderRefundView> {
    await this.transactions.run(async (tx) => {
      const order = await this.refunds.lockOrder(tx, orderNumber);
      if (!order) throw new AdminOrderNotFoundError(orderNumber);
      const refund = await this.refunds.lockRefund(tx, order.id, refundId);
      if (!refund) throw new RefundNotFoundError(orderNumber);
      if (refund.status !== 'awaiting_gateway_refund') throw new RefundNotAwaitingGatewayError();
      await this.refunds.markGatewayRefunded(tx, refund.id);
      await this.audit.record(admin, 'order.refund_gateway_done', orderNumber, { orderId: order.id, refundId, amountCents: refund.amount_cents, amountZarCents: refund.amount_zar_cents }, tx);
    });
    return (await this.refunds.find(refundId)) as OrderRefundView;
  }

  /** The line's keys, when every one is delivered and none was ever revealed; otherwise the refusal that says why. */
  private deliveredUnrevealed(line: RefundLineRow, keys: LineKeyRow[]): string[] {
    const delivered = keys.filter((key) => key.status === 'delivered');
    const revealed = delivered
      .map((key) => key.revealed_at)
      .filter((at): at is Date => at !== null)
      .sort((a, b) => a.getTime() - b.getTime());
    if (revealed.length > 0) throw new KeyRevealedError(line.name, revealed[0]);
    if (delivered.length !== line.quantity || keys.some((key) => key.status !== 'delivered')) throw new LineNotDeliveredError(line.name);
    return delivered.map((key) => key.id);
  }

  /** A gateway refund needs a gateway payment, and no more than it is refunded in all. */
  private async checkGatewayRefund(tx: Queryable, order: RefundOrderRow, amountCents: number): Promise<void> {
    if (order.payment_method !== 'payfast') throw new GatewayRefundUnavailableError(order.order_number);
    const remaining = order.total_cents - (await this.refunds.gatewayRefundedCents(tx, order.id));
    if (amountCents > remaining) throw new RefundExceedsPaymentError(Math.max(0, remaining));
  }
}
