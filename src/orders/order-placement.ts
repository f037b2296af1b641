import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CreditLedger } from '../credits/credit-ledger.service.js';
import { KeyStockService } from '../keys/key-stock.service.js';
import { OrderProcess } from './order-process.js';
import { InsufficientStockError } from './orders.errors.js';
import { type NewOrder, type OrderRow, OrdersRepository, type PlacedLine } from './orders.repository.js';

export interface Placement {
  order: Omit<NewOrder, 'orderNumber'>;
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
    const orderNumber = await this.orders.nextOrderNumber(tx);
    const id = await this.orders.insert(tx, { ...placement.order, orderNumber });
    if (!id) return null;
    for (const line of placement.lines) {
      await this.orders.insertItem(tx, id, line);
      const reserved = await this.stock.reserve(tx, line.productId, id, line.quantity, placement.order.reservedUntil);
      if (reserved < line.quantity && !placement.preOrderProductIds?.includes(line.productId)) throw new InsufficientStockError(line.name, reserved);
    }
    await this.orders.recordEvent(tx, id, null, 'pending', placement.note);
    if (placement.creditCents) await this.credits.spend(tx, placement.order.userId, id, placement.creditCents);
    if (placement.paidNote !== undefined) await this.process.transition(tx, (await this.orders.findById(id, tx)) as OrderRow, 'paid', { note: placement.paidNote });
    return (await this.orders.findById(id, tx)) as OrderRow;
  }
}
