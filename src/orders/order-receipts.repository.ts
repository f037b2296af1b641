import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Reads a receipt needs besides the order itself: the gateway's id of the payment that paid it (a read of `payments`). */
@Injectable()
export class OrderReceiptsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The gateway's id of the first completed payment of the order; null when none came through the gateway. */
  async gatewayPaymentId(orderId: string): Promise<string | null> {
    const [row] = await this.db.query(
      `SELECT provider_payment_id FROM payments WHERE order_id = $1 AND status = 'COMPLETE' ORDER BY created_at, id LIMIT 1`,
      [orderId],
    );
    return row?.provider_payment_id ?? null;
  }
}
