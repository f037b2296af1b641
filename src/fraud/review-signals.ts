import { formatEur } from '../common/money.js';

export interface OrderRiskFacts {
  /** Whether the customer has no earlier paid order. */
  firstOrder: boolean;
  /** The order's total before store credit, in euro cents. */
  totalCents: number;
  reviewFirstOrderCents: number;
  country: string;
  /** The country of the customer's latest paid order, if any. */
  previousCountry: string | null;
  /** Orders other accounts placed under the same card-holder name in the last 24 hours, counted up to reviewOrdersPerName. */
  otherAccountsOrdersUnderName: number;
  reviewOrdersPerName: number;
}

/**
 * Why an order should wait for an admin before its keys go out; empty when nothing stands out. A
 * large first order, a country other than the one of the customer's earlier orders, and a
 * card-holder name that other accounts keep using, are the signals chargeback fraud shows most.
 */
export function reviewReasons(facts: OrderRiskFacts): string[] {
  const reasons: string[] = [];
  if (facts.firstOrder && facts.totalCents > facts.reviewFirstOrderCents) {
    reasons.push(`first order of ${formatEur(facts.totalCents)}, above the ${formatEur(facts.reviewFirstOrderCents)} review limit`);
  }
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (facts.previousCountry && !same(facts.previousCountry, facts.country)) {
    reasons.push(`country ${facts.country.trim()} differs from ${facts.previousCountry.trim()} on earlier orders`);
  }
  if (facts.otherAccountsOrdersUnderName >= facts.reviewOrdersPerName) {
    reasons.push(`card-holder name used on at least ${facts.otherAccountsOrdersUnderName} orders of other accounts in the last 24 hours`);
  }
  return reasons;
}

/** A card-holder name as it is counted: case, accents and spacing do not make a new name. */
export function holderKey(firstName: string, lastName: string | null | undefined): string {
  return `${firstName} ${lastName ?? ''}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
