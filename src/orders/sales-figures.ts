import { Injectable, Module } from '@nestjs/common';
import { SalesFiguresRepository, type SalesBucketRow, type TopProductRow, type WaitingOrdersRow } from './sales-figures.repository.js';

/** What the owner's dashboard reads of orders: sales over time, top products and the orders waiting for an admin. */
@Injectable()
export class SalesFigures {
  constructor(private readonly figures: SalesFiguresRepository) {}

  /** Paid orders and revenue per hour or day of [from, to). */
  salesByBucket(from: Date, to: Date, bucket: 'hour' | 'day'): Promise<SalesBucketRow[]> {
    return this.figures.salesByBucket(from, to, bucket);
  }

  /** The products with the most revenue in [from, to), at most `limit`. */
  topProducts(from: Date, to: Date, limit: number): Promise<TopProductRow[]> {
    return this.figures.topProducts(from, to, limit);
  }

  /** Orders held for review, awaiting stock and waiting for a manual step, now. */
  waitingOrders(): Promise<WaitingOrdersRow> {
    return this.figures.waitingOrders();
  }
}

@Module({ providers: [SalesFiguresRepository, SalesFigures], exports: [SalesFigures] })
export class SalesFiguresModule {}
