import { Injectable, Logger } from '@nestjs/common';
import { PaymentRefusalsRepository } from './payment-refusals.repository.js';
import type { NotificationRejection } from './payments.errors.js';

/** Refused payment notifications, counted per hour and reason for the owner's dashboard. */
@Injectable()
export class PaymentRefusals {
  private readonly logger = new Logger(PaymentRefusals.name);

  constructor(private readonly refusals: PaymentRefusalsRepository) {}

  /** Counts a refusal; never throws, since the count must not change the gateway's answer. */
  async record(reason: NotificationRejection): Promise<void> {
    try {
      await this.refusals.add(reason);
    } catch (error) {
      this.logger.warn(`A refused payment notification (${reason}) was not counted: ${(error as Error).message}`);
    }
  }

  /** Refusals per reason in [from, to). */
  countByReason(from: Date, to: Date): Promise<{ reason: NotificationRejection; count: number }[]> {
    return this.refusals.countByReason(from, to);
  }
}
