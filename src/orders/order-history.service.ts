import { Injectable } from '@nestjs/common';
import type { LastOrderContact, OrderSummaryView } from '#contracts/auth.contract';
import { type OrderRow, OrdersRepository } from './orders.repository.js';

/** A shopper's orders as the account shows them, and whether an order page has an order to show. */
@Injectable()
export class OrderHistoryService {
  constructor(private readonly orders: OrdersRepository) {}

  isOwnedBy(userId: string, orderNumber: string): Promise<boolean> {
    return this.orders.isOwnedBy(userId, orderNumber);
  }

  exists(orderNumber: string): Promise<boolean> {
    return this.orders.numberExists(orderNumber);
  }

  /** Where the user's own order stands; null when it is not theirs or does not exist. */
  async statusOf(userId: string, orderNumber: string): Promise<{ status: string; heldForReview: boolean } | null> {
    const order = await this.orders.findOwn(userId, orderNumber);
    return order && { status: order.status, heldForReview: order.stage === 'held_for_review' };
  }

  /** The user's own order with that number; null when it is not theirs or does not exist. */
  findOwn(userId: string, orderNumber: string): Promise<OrderRow | null> {
    return this.orders.findOwn(userId, orderNumber);
  }

  /** What the checkout fills in from the user's last paid order; null before their first one. */
  lastContact(userId: string): Promise<LastOrderContact | null> {
    return this.orders.lastPaidContact(userId);
  }

  /** The user's orders, newest first, with their item counts. */
  summaries(userId: string): Promise<OrderSummaryView[]> {
    return this.orders.summariesOf(userId);
  }
}
