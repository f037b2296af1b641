import { describe, expect, it } from '@jest/globals';
import type { ApiError } from '../../lib/api-error';
import type { RedeemResult } from '#contracts/redeem.contract';
import { EMPTY_KEY, normalizeCdKey, redeemFailureText, redeemMessage, redeemSuccessText } from './redeem-messages';

const productResult: RedeemResult = {
  success: true,
  type: 'product',
  product_name: 'Hades',
  credit_amount: null,
  credit_amount_cents: null,
  order_number: 'KS-2026-000042',
  error: null,
};

const creditResult: RedeemResult = {
  success: true,
  type: 'credit',
  product_name: null,
  credit_amount: 5,
  credit_amount_cents: 500,
  order_number: null,
  error: null,
};

const apiError = (status: number, code: string, message: string, details: string[] = []): ApiError => ({ status, code, message, details });

describe('redeem messages', () => {
  it('trims the key before anything else looks at it', () => {
    expect(normalizeCdKey('  ABCD-EFGH-IJKL-MNOP \n')).toBe('ABCD-EFGH-IJKL-MNOP');
    expect(normalizeCdKey('   ')).toBe('');
    expect(EMPTY_KEY.text).toBe('Please enter a CD key');
  });

  it('names the game received', () => {
    expect(redeemSuccessText(productResult)).toBe('Successfully redeemed! You received: Hades');
  });

  it('writes credit in euros with two decimals', () => {
    expect(redeemSuccessText(creditResult)).toBe('You received €5.00 store credit');
    expect(redeemSuccessText({ ...creditResult, credit_amount: 12.5, credit_amount_cents: 1250 })).toBe('You received €12.50 store credit');
    // Only the euro amount: cents are worked out from it.
    expect(redeemSuccessText({ ...creditResult, credit_amount: 0.1, credit_amount_cents: null })).toBe('You received €0.10 store credit');
  });

  it('puts the server’s reason after the usual words', () => {
    expect(redeemFailureText(apiError(404, 'redeem_code_not_found', 'This CD key does not exist'))).toBe('Failed to redeem CD key: This CD key does not exist');
    expect(redeemFailureText(apiError(409, 'redeem_code_used', 'This CD key has already been redeemed'))).toBe('Failed to redeem CD key: This CD key has already been redeemed');
    expect(redeemFailureText(apiError(400, 'validation_failed', 'cd_key should not be empty', ['cd_key should not be empty']))).toBe(
      'Failed to redeem CD key: cd_key should not be empty',
    );
  });

  it('says Not authenticated for a visitor no longer signed in, and the bare words when nothing answered', () => {
    expect(redeemFailureText(apiError(401, 'unauthorized', 'Authentication required'))).toBe('Not authenticated');
    expect(redeemFailureText(apiError(0, 'network_error', 'Could not reach the store.'))).toBe('Failed to redeem CD key');
    expect(redeemFailureText(apiError(500, 'error', '  '))).toBe('Failed to redeem CD key');
  });

  it('builds the message of an answer, with the order of a redeemed game', () => {
    expect(redeemMessage({ ok: true, status: 200, data: productResult })).toEqual({
      tone: 'success',
      title: 'Key Redeemed',
      text: 'Successfully redeemed! You received: Hades',
      orderNumber: 'KS-2026-000042',
    });
    expect(redeemMessage({ ok: true, status: 200, data: creditResult })).toEqual({
      tone: 'success',
      title: 'Store Credit Added',
      text: 'You received €5.00 store credit',
      orderNumber: null,
    });
    expect(redeemMessage({ ok: false, error: apiError(429, 'too_many_redeem_attempts', 'Too many attempts. Try again in 10 minutes.') })).toEqual({
      tone: 'danger',
      title: 'Error',
      text: 'Failed to redeem CD key: Too many attempts. Try again in 10 minutes.',
      orderNumber: null,
    });
  });
});
