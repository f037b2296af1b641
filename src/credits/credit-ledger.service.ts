import { Injectable } from '@nestjs/common';
import type { Queryable } from '../database/queryable.js';
import { CreditsRepository } from './credits.repository.js';

/**
 * The store-credit ledger for other modules: every credit given, spent or taken back goes through
 * here. Methods that take `tx` run in the caller's transaction.
 */
@Injectable()
export class CreditLedger {
  constructor(private readonly ledger: CreditsRepository) {}

  /** The balance, with the user's spending lock held until the transaction ends. */
  lockBalance(tx: Queryable, userId: string): Promise<number> {
    return this.ledger.lockBalance(tx, userId);
  }

  /** Credit spent on an order, after `lockBalance` in the same transaction. */
  spend(tx: Queryable, userId: string, orderId: string, amountCents: number): Promise<void> {
    return this.ledger.spend(tx, userId, orderId, amountCents);
  }

  /** Gives back what a cancelled order spent, once however often asked; answers the cents returned. */
  returnSpent(tx: Queryable, orderId: string): Promise<number> {
    return this.ledger.returnSpent(tx, orderId);
  }

  /** Spends again what a cancelled order got back, when its payment arrives after all; answers the cents it could not take back. */
  respendReturned(tx: Queryable, orderId: string): Promise<number> {
    return this.ledger.respendReturned(tx, orderId);
  }

  /** Credit received for a redeemed code, kept with the code masked. */
  addRedeemed(tx: Queryable, userId: string, amountCents: number, maskedCode: string, redeemCodeId: string): Promise<void> {
    return this.ledger.addRedeemed(tx, userId, amountCents, maskedCode, redeemCodeId);
  }

  /** The whole of an order that waited too long for stock, as credit. */
  refundStockShortage(tx: Queryable, userId: string, orderId: string, amountCents: number): Promise<void> {
    return this.ledger.addStockRefund(tx, userId, orderId, amountCents);
  }

  /** A refunded order line, as credit tied to its refund. */
  refundLine(tx: Queryable, userId: string, amountCents: number, refundId: string): Promise<void> {
    return this.ledger.addLineRefund(tx, userId, amountCents, refundId);
  }

  /** A key claimed as not working, as credit with the key masked; answers the ledger row's id. */
  refundKeyClaim(tx: Queryable, userId: string, amountCents: number, maskedKey: string): Promise<string> {
    return this.ledger.addKeyClaimCredit(tx, userId, amountCents, maskedKey);
  }
}
