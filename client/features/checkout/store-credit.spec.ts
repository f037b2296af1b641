import { describe, expect, it } from '@jest/globals';
import { creditPlan } from './store-credit';

const quote = { totalCents: 2_200, totalZarCents: 45_100, zarPerEur: 20.5 };

describe('store credit at checkout', () => {
  it('leaves the order alone while the box is not ticked, or with no balance', () => {
    expect(creditPlan(quote, 5_000, false)).toEqual({ appliedCents: 0, dueCents: 2_200, dueZarCents: 45_100, coversAll: false });
    expect(creditPlan(quote, 0, true)).toEqual({ appliedCents: 0, dueCents: 2_200, dueZarCents: 45_100, coversAll: false });
  });

  it('pays for everything when the balance covers the total', () => {
    expect(creditPlan(quote, 5_000, true)).toEqual({ appliedCents: 2_200, dueCents: 0, dueZarCents: 0, coversAll: true });
    expect(creditPlan(quote, 2_200, true)).toEqual({ appliedCents: 2_200, dueCents: 0, dueZarCents: 0, coversAll: true });
  });

  it('takes part of the total and leaves the rest to the gateway', () => {
    expect(creditPlan(quote, 1_000, true)).toEqual({ appliedCents: 1_000, dueCents: 1_200, dueZarCents: 24_600, coversAll: false });
  });

  it('leaves at least what the gateway accepts when the balance almost covers the order', () => {
    const plan = creditPlan(quote, 2_199, true);
    expect(plan.coversAll).toBe(false);
    expect(plan.appliedCents).toBeLessThan(2_199);
    expect(plan.appliedCents + plan.dueCents).toBe(2_200);
    expect(plan.dueZarCents).toBeGreaterThanOrEqual(500);
  });
});
