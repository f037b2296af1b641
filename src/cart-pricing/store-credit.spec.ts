import { toZarCents } from '../common/money.js';
import { creditToApply, MIN_GATEWAY_PAYMENT_ZAR_CENTS } from './store-credit.js';

describe('creditToApply', () => {
  it('covers the whole total when the balance is enough', () => {
    expect(creditToApply(2199, 5000, 20.5)).toBe(2199);
    expect(creditToApply(2199, 2199, 20.5)).toBe(2199);
  });

  it('spends the whole balance when what is left to pay is payable', () => {
    expect(creditToApply(2199, 1000, 20.5)).toBe(1000);
  });

  it('leaves at least the gateway minimum to pay when the balance almost covers the total', () => {
    const applied = creditToApply(2199, 2190, 20.5);
    expect(applied).toBe(2174);
    expect(toZarCents(2199 - applied, 20.5)).toBeGreaterThanOrEqual(MIN_GATEWAY_PAYMENT_ZAR_CENTS);
    expect(toZarCents(2199 - applied - 1, 20.5)).toBeLessThan(MIN_GATEWAY_PAYMENT_ZAR_CENTS);
  });

  it('spends nothing without a balance or a total, and never more than the balance', () => {
    expect(creditToApply(2199, 0, 20.5)).toBe(0);
    expect(creditToApply(2199, -300, 20.5)).toBe(0);
    expect(creditToApply(0, 500, 20.5)).toBe(0);
    expect(creditToApply(20, 10, 20.5)).toBe(0);
    for (let balance = 1; balance < 3000; balance += 37) expect(creditToApply(2199, balance, 20.5)).toBeLessThanOrEqual(balance);
  });
});
