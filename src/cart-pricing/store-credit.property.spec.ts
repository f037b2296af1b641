import fc from 'fast-check';
import { toZarCents } from '../common/money.js';
import { creditToApply, MIN_GATEWAY_PAYMENT_ZAR_CENTS } from './store-credit.js';

// Totals and balances in euro cents, negative ones included (a balance is a sum of ledger rows).
const amount = fc.integer({ min: -100_000, max: 10_000_000 });
// Any configured rate, from a weak rand to a strong one, to the cent and beyond.
const rate = fc.oneof(fc.constant(20.5), fc.integer({ min: 50, max: 5_000 }).map((cents) => cents / 100), fc.double({ min: 0.5, max: 50, noNaN: true }));

describe('creditToApply (properties)', () => {
  it('is a whole number of cents, never negative, never more than the balance or the total', () => {
    fc.assert(
      fc.property(amount, amount, rate, (total, balance, zarPerEur) => {
        const applied = creditToApply(total, balance, zarPerEur);
        expect(Number.isInteger(applied)).toBe(true);
        expect(applied).toBeGreaterThanOrEqual(0);
        expect(applied).toBeLessThanOrEqual(Math.max(0, Math.min(balance, total)));
      }),
    );
  });

  it('covers the whole order, or leaves at least R5.00 to pay at the gateway', () => {
    fc.assert(
      fc.property(amount, amount, rate, (total, balance, zarPerEur) => {
        const applied = creditToApply(total, balance, zarPerEur);
        if (applied === 0 || applied === total) return;
        expect(toZarCents(total - applied, zarPerEur)).toBeGreaterThanOrEqual(MIN_GATEWAY_PAYMENT_ZAR_CENTS);
      }),
    );
  });

  it('spends as much as it may: a balance that covers the order pays all of it, and one more cent would leave less than R5.00', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), rate, (total, balance, zarPerEur) => {
        const applied = creditToApply(total, balance, zarPerEur);
        if (balance >= total) return expect(applied).toBe(total);
        if (applied < balance) expect(toZarCents(total - applied - 1, zarPerEur)).toBeLessThan(MIN_GATEWAY_PAYMENT_ZAR_CENTS);
      }),
    );
  });

  it('spends nothing without a positive balance and a positive total', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 0 }), amount, rate, (nothing, other, zarPerEur) => {
        expect(creditToApply(nothing, other, zarPerEur)).toBe(0);
        expect(creditToApply(other, nothing, zarPerEur)).toBe(0);
      }),
    );
  });
});
