import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CreditLedger } from '../credits/credit-ledger.service.js';
import { KeyStockService } from '../keys/key-stock.service.js';
import { OrderProcess } from './order-process.js';
import { InsufficientStockError } from './orders.errors.js';
import { type NewOrder, type OrderRow, OrdersRepository, type PlacedLine } from './orders.repository.js';

export interface Placement {
  order: NewOrder;
  lines: PlacedLine[];
  /** The first line of the order's history. */
  note: string;
  /** Store credit the order spends, taken from the buyer's ledger. */
  creditCents?: number;
  /** Products sold as pre-orders: their lines hold what keys there are, the rest comes on release day. */
  preOrderProductIds?: readonly string[];
  /** Paid at once (store credit covered it, or a redeem code's order of zero total), with this history note. */
  paidNote?: string;
}

/**
 * Places an order, for checkout and for a redeemed product code alike, in the caller's transaction:
 * order number, order, lines, reserved keys and spent credit; an order paid at once is moved on to
 * `paid` through the order process (so `order.paid` queues its fulfilment). The keys module
 * publishes `keys.changed` for the reserved keys.
 */
@Injectable()
export class OrderPlacement {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly stock: KeyStockService,
    private readonly credits: CreditLedger,
    private readonly process: OrderProcess,
  ) {}

  /**
   * The placed order; null when the buyer already has an order under the same idempotency key. A line
   * that cannot reserve all its keys (a pre-order aside) throws InsufficientStockError: the caller's transaction rolls back.
   */
  async place(tx: EntityManager, placement: Placement): Promise<OrderRow | null> {
    const order = await this.orders.insert(tx, placement.order, placement.note);
    if (!order) return null;
    await this.orders.insertItems(tx, order.id, placement.lines);
    const reserved = await this.stock.reserve(tx, order.id, placement.lines, placement.order.reservedUntil);
    for (const line of placement.lines) {
      const got = reserved.get(line.productId) ?? 0;
      if (got < line.quantity && !placement.preOrderProductIds?.includes(line.productId)) throw new InsufficientStockError(line.name, got);
    }
    if (placement.creditCents) await this.credits.spend(tx, placement.order.userId, order.id, placement.creditCents);
    if (placement.paidNote === undefined) return order;
    await this.process.transition(tx, order, 'paid', { note: placement.paidNote });
    return (await this.orders.findById(order.id, tx)) as OrderRow;
  }
}
