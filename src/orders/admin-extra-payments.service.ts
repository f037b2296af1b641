import { Injectable } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { ExtraPaymentsRepository } from './extra-payments.repository.js';
import type { ExtraPaymentView } from '#contracts/orders.contract';
import { AdminOrderNotFoundError, ExtraPaymentNotFoundError, ExtraPaymentRefundedError } from './orders.errors.js';
import { OrdersRepository } from './orders.repository.js';
import { Transactions } from '../events/transactions.js';

/** Payments to refund: the admin sees an order's extra payments and marks each refunded once it is refunded at the gateway. */
@Injectable()
export class AdminExtraPaymentsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly orders: OrdersRepository,
    private readonly payments: ExtraPaymentsRepository,
    private readonly audit: AuditLog,
  ) {}

  async list(orderNumber: string): Promise<{ items: ExtraPaymentView[] }> {
    const order = await this.orders.findByNumber(orderNumber);
    if (!order) throw new AdminOrderNotFoundError(orderNumber);
    return { items: await this.payments.ofOrder(order.id) };
  }

  /** Records that the owner refunded an extra payment at the gateway; a second time is a 409. */
  async markRefunded(admin: AuthUser, orderNumber: string, id: string): Promise<ExtraPaymentView> {
    return this.transactions.run(async (tx) => {
      const order = await this.orders.lockByNumber(tx, orderNumber);
      if (!order) throw new AdminOrderNotFoundError(orderNumber);
      const payment = await this.payments.lock(tx, order.id, id);
      if (!payment) throw new ExtraPaymentNotFoundError(orderNumber);
      if (payment.refunded_at) throw new ExtraPaymentRefundedError(payment.provider_payment_id, payment.refunded_at);
      await this.payments.markRefunded(tx, payment.id, admin.id, admin.email);
      await this.audit.record(admin, 'order.extra_payment_refunded', orderNumber, { orderId: order.id, providerPaymentId: payment.provider_payment_id, amountZarCents: payment.amount_zar_cents }, tx);
      return (await this.payments.ofOrder(order.id, tx)).find((row) => row.id === payment.id) as ExtraPaymentView;
    });
  }
}
