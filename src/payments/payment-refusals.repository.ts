import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { NotificationRejection } from './payments.errors.js';

/** `payment_refusals`: refused gateway notifications, one counter per hour and reason. */
@Injectable()
export class PaymentRefusalsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Adds one to this hour's counter of the reason (a row per hour and reason, however many arrive). */
  async add(reason: NotificationRejection): Promise<void> {
    await this.db.query(
      `INSERT INTO payment_refusals (hour, reason, refusals) VALUES (date_trunc('hour', now()), $1, 1)
       ON CONFLICT (hour, reason) DO UPDATE SET refusals = payment_refusals.refusals + 1`,
      [reason],
    );
  }

  /** Refusals per reason in the hours of [from, to) (both on the hour), by the primary key's range. */
  countByReason(from: Date, to: Date): Promise<{ reason: NotificationRejection; count: number }[]> {
    return this.db.query(
      `SELECT reason, sum(refusals)::int AS count FROM payment_refusals WHERE hour >= $1 AND hour < $2 GROUP BY reason`,
      [from, to],
    );
  }
}
