import { describe, expect, it } from '@jest/globals';
import { paidWithoutGateway, paymentMethodLabel } from './payment-method';

describe('payment method', () => {
  it('names each way of paying', () => {
    expect(paymentMethodLabel('payfast')).toBe('PayFast');
    expect(paymentMethodLabel('store_credit')).toBe('Store credit');
    expect(paymentMethodLabel('redeem')).toBe('Redeemed CD key');
    expect(paymentMethodLabel('voucher')).toBe('voucher');
    expect(paymentMethodLabel('')).toBe('Unknown');
  });

  it('knows which orders were settled without the gateway', () => {
    expect(paidWithoutGateway('payfast')).toBe(false);
    expect(paidWithoutGateway('store_credit')).toBe(true);
    expect(paidWithoutGateway('redeem')).toBe(true);
  });
});
