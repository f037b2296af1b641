import { Injectable } from '@nestjs/common';
import type { Queryable } from '../database/queryable.js';
import type { VerifiedNotification } from './payment-gateway.types.js';
import { PaymentsRepository } from './payments.repository.js';

/**
 * The record of what the gateway told us about each payment, written in the caller's transaction
 * (which holds the order's lock, so two notifications for one order are recorded one after the other).
 */
@Injectable()
export class PaymentRecords {
  constructor(private readonly payments: PaymentsRepository) {}

  /** Records a verified notification once: answers false for a replay, which must then change nothing. */
  record(tx: Queryable, orderId: string, notification: VerifiedNotification): Promise<boolean> {
    return this.payments.record(tx, orderId, notification);
  }

  /** Whether another completed payment than this notification's already paid the order. */
  paidByAnother(tx: Queryable, orderId: string, notification: VerifiedNotification): Promise<boolean> {
    return this.payments.hasOtherCompleted(tx, orderId, notification.provider, notification.providerPaymentId);
  }
}
