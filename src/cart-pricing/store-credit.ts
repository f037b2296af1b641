import { toZarCents } from '../common/money.js';

/**
 * The smallest amount we ask the payment gateway to take, in rand cents. Below it a card payment
 * is refused or costs more than it brings, so credit that almost covers an order leaves this much.
 */
export const MIN_GATEWAY_PAYMENT_ZAR_CENTS = 500;

/**
 * How much of a balance goes to an order of `totalCents` (euro cents, fee included): all of the
 * total when the balance covers it, otherwise as much as leaves a payable remainder (at least
 * MIN_GATEWAY_PAYMENT_ZAR_CENTS in rand). Never more than the balance, never negative.
 */
export function creditToApply(totalCents: number, balanceCents: number, zarPerEur: number): number {
  if (balanceCents <= 0 || totalCents <= 0) return 0;
  if (balanceCents >= totalCents) return totalCents;
  let applied = balanceCents;
  while (applied > 0 && toZarCents(totalCents - applied, zarPerEur) < MIN_GATEWAY_PAYMENT_ZAR_CENTS) applied -= 1;
  return applied;
}
