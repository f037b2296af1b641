import { serviceFeeCents, toZarCents } from '../common/money.js';

/** The configured fee and rand rate: what turns a subtotal into what the shopper pays. */
export interface ChargeRules {
  serviceFeePercent: number;
  zarPerEur: number;
}

export interface Charge {
  serviceFeeCents: number;
  totalCents: number;
  /** What PayFast charges for the total, in rand cents. */
  totalZarCents: number;
}

/**
 * What the shopper pays on a subtotal: the service fee on it, the total and its rand amount. The
 * cart's quote and the prices on product cards and pages both come from here, so they always agree.
 */
export function chargeOn(subtotalCents: number, rules: ChargeRules): Charge {
  const fee = serviceFeeCents(subtotalCents, rules.serviceFeePercent);
  const totalCents = subtotalCents + fee;
  return { serviceFeeCents: fee, totalCents, totalZarCents: toZarCents(totalCents, rules.zarPerEur) };
}
