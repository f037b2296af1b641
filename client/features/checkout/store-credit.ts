import type { CartQuote } from '#contracts/cart.contract';
import { creditToApply } from '#server/cart-pricing/store-credit';
import { toZarCents } from '#server/common/money';

/** What store credit does to an order: what is taken from the balance and what is left to pay. */
export interface CreditPlan {
  /** Euro cents taken from the balance; 0 when no credit is used. */
  appliedCents: number;
  /** Euro cents left to pay at the gateway. */
  dueCents: number;
  /** The same in rand cents, as the gateway will charge it. */
  dueZarCents: number;
  /** Credit pays for everything: no payment is needed. */
  coversAll: boolean;
}

/**
 * The credit an order would use, worked out the way the server works it out at checkout (the same
 * `creditToApply`): all of the total when the balance covers it, otherwise as much as leaves an
 * amount the payment gateway accepts.
 */
export function creditPlan(quote: Pick<CartQuote, 'totalCents' | 'totalZarCents' | 'zarPerEur'>, balanceCents: number, useCredit: boolean): CreditPlan {
  const appliedCents = useCredit ? creditToApply(quote.totalCents, balanceCents, quote.zarPerEur) : 0;
  if (appliedCents === 0) return { appliedCents: 0, dueCents: quote.totalCents, dueZarCents: quote.totalZarCents, coversAll: false };
  const dueCents = quote.totalCents - appliedCents;
  return { appliedCents, dueCents, dueZarCents: toZarCents(dueCents, quote.zarPerEur), coversAll: dueCents === 0 };
}
