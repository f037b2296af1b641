import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { PAYMENT_METHOD_LABELS } from '#contracts/orders.constants';
import { AdminOrderRefundsRepository } from './admin-order-refunds.repository.js';
import { OrderReceiptsRepository } from './order-receipts.repository.js';
import { OrderNotPaidError } from './order-receipts.errors.js';
import { STAGE_IS_PAID } from './order-state.js';
import { AdminOrderNotFoundError, OrderNotFoundError } from './orders.errors.js';
import { type OrderRow, OrdersRepository } from './orders.repository.js';
import { renderReceiptPdf, type ReceiptDocument } from './receipt-pdf.js';

/**
 * The PDF receipt of a paid order: for its buyer (anybody else's order is a 404, as on the order
 * page) and for admins. The amounts are those stored on the order; no key is ever printed.
 */
@Injectable()
export class OrderReceiptsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly refunds: AdminOrderRefundsRepository,
    private readonly receipts: OrderReceiptsRepository,
  ) {}

  async forBuyer(user: AuthUser, orderNumber: string): Promise<Buffer> {
    const order = await this.orders.findOwn(user.id, orderNumber);
    if (!order) throw new OrderNotFoundError(orderNumber);
    return this.render(order);
  }

  async forAdmin(orderNumber: string): Promise<Buffer> {
    const order = await this.orders.findByNumber(orderNumber);
    if (!order) throw new AdminOrderNotFoundError(orderNumber);
    return this.render(order);
  }

  private async render(order: OrderRow): Promise<Buffer> {
    if (!STAGE_IS_PAID[order.stage] || !order.paid_at) throw new OrderNotPaidError(order.order_number);
    return renderReceiptPdf(await this.document(order, order.paid_at));
  }

  private async document(order: OrderRow, paidAt: Date): Promise<ReceiptDocument> {
    const [lines, refunded, gatewayPaymentId] = await Promise.all([
      this.orders.linesOf(order.id),
      this.refunds.refundedLines(order.id),
      order.payment_method === 'payfast' ? this.receipts.gatewayPaymentId(order.id) : Promise.resolve(null),
    ]);
    return {
      seller: this.config.seller,
      orderNumber: order.order_number,
      orderedAt: order.created_at,
      paidAt,
      buyer: { name: [order.first_name, order.last_name].filter(Boolean).join(' '), email: order.email },
      lines: lines.map((line) => {
        const refundedAt = refunded.get(line.productId);
        return { ...line, lineTotalCents: line.unitPriceCents * line.quantity, refundedAt: refundedAt ? new Date(refundedAt) : null };
      }),
      subtotalCents: order.subtotal_cents,
      serviceFeeCents: order.service_fee_cents,
      creditAppliedCents: order.credit_applied_cents,
      totalCents: order.total_cents,
      totalZarCents: order.total_zar_cents,
      zarPerEur: Number(order.zar_per_eur),
      payment: { method: PAYMENT_METHOD_LABELS[order.payment_method], gatewayPaymentId },
    };
  }
}
