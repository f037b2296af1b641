import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { formatEur } from '../common/money.js';
import { CreditLedger } from '../credits/credit-ledger.service.js';
import type { VerifiedNotification } from '../payments/payment-gateway.types.js';
import { PaymentRecords } from '../payments/payment-records.service.js';
import { FraudChecks } from '../fraud/fraud-checks.service.js';
import { ExtraPaymentsRepository } from './extra-payments.repository.js';
import { OrderProcess } from './order-process.js';
import { PaymentAmountMismatchError, UnknownPaymentOrderError } from './orders.errors.js';
import { OrdersRepository, type OrderRow } from './orders.repository.js';
import { Transactions } from '../events/transactions.js';

export type NotificationOutcome = 'paid' | 'cancelled' | 'recorded' | 'extra' | 'duplicate';

/**
 * Applies a verified payment notification to its order, once: the payment row's unique gateway id
 * makes a replay a no-op, and the order row lock orders concurrent notifications for one order. A
 * completed payment for an order that another completed payment already paid changes nothing but is
 * kept as a payment to refund.
 */
@Injectable()
export class OrderPaymentsService {
  private readonly logger = new Logger(OrderPaymentsService.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly orders: OrdersRepository,
    private readonly process: OrderProcess,
    private readonly credits: CreditLedger,
    private readonly fraud: FraudChecks,
    private readonly extraPayments: ExtraPaymentsRepository,
    private readonly payments: PaymentRecords,
  ) {}

  async apply(notification: VerifiedNotification): Promise<NotificationOutcome> {
    const result = await this.transactions.run(async (tx) => {
      const order = await this.orders.lockByNumber(tx, notification.orderNumber);
      if (!order) throw new UnknownPaymentOrderError(notification.orderNumber);
      if (notification.amountGrossCents !== order.total_zar_cents) throw new PaymentAmountMismatchError(order.order_number);

      if (!(await this.payments.record(tx, order.id, notification))) return { outcome: 'duplicate' as const, orderId: order.id };

      if (notification.status === 'COMPLETE' && (await this.isPaidAlready(tx, order, notification))) {
        await this.extraPayments.record(tx, {
          orderId: order.id,
          provider: notification.provider,
          providerPaymentId: notification.providerPaymentId,
          amountZarCents: notification.amountGrossCents,
        });
        this.logger.warn(`Payment ${notification.providerPaymentId} for ${order.order_number} arrived after the order was paid: it is listed as a payment to refund`);
        return { outcome: 'extra' as const, orderId: order.id };
      }

      if (notification.status === 'COMPLETE' && order.status === 'pending') {
        await this.process.transition(tx, order, 'paid', { note: `payment ${notification.providerPaymentId}` });
        return { outcome: 'paid' as const, orderId: order.id };
      }
      if ((notification.status === 'CANCELLED' || notification.status === 'FAILED') && order.status === 'pending') {
        await this.process.transition(tx, order, 'cancelled', { note: `payment_${notification.status.toLowerCase()}` });
        return { outcome: 'cancelled' as const, orderId: order.id, userId: order.user_id };
      }
      if (notification.status === 'COMPLETE' && order.status === 'cancelled') {
        // The money is in: the order comes back, and fulfilment finds it keys again or waits for stock.
        await this.process.transition(tx, order, 'paid', { note: `late payment ${notification.providerPaymentId} (was ${order.cancel_reason ?? 'cancelled'})` });
        const uncovered = await this.credits.respendReturned(tx, order.id);
        if (uncovered > 0) await this.orders.addReviewReason(tx, order.id, `${formatEur(uncovered)} of the store credit it used was spent meanwhile`);
        this.logger.warn(`Payment ${notification.providerPaymentId} for ${order.order_number} arrived after it was cancelled: the order is paid again`);
        return { outcome: 'paid' as const, orderId: order.id };
      }
      return { outcome: 'recorded' as const, orderId: order.id };
    });

    // After commit, so that nothing acts on a change that rolled back; `order.paid` queued the fulfilment.
    if (result.outcome === 'cancelled') await this.fraud.countFailedPayment(result.userId);
    this.logger.log(`Payment notification for ${notification.orderNumber}: ${notification.status} → ${result.outcome}`);
    return result.outcome;
  }

  /** Whether the order was paid before this payment: it is under way, or another completed payment paid it (and it was cancelled since). */
  private async isPaidAlready(tx: EntityManager, order: OrderRow, notification: VerifiedNotification): Promise<boolean> {
    if (order.status !== 'pending' && order.status !== 'cancelled') return true;
    return this.payments.paidByAnother(tx, order.id, notification);
  }
}
