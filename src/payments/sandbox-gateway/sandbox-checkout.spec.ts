import { checkoutSignature } from '../payfast/payfast-fields.js';
import { checkoutProblems, checkoutValues, differencesFromIssued } from './sandbox-checkout.js';

const merchant = { merchantId: '10000100', merchantKey: '46f0cd694581a', passphrase: 'jt7NOE43FZPn' };

function signedForm(values: Record<string, string>, passphrase = merchant.passphrase): [string, string][] {
  return [...Object.entries(values), ['signature', checkoutSignature(values, passphrase)]];
}

const good = {
  merchant_id: '10000100',
  merchant_key: '46f0cd694581a',
  return_url: 'http://localhost:3000/payment/pending?order=KS-1',
  cancel_url: 'http://localhost:3000/cart?cancelled=KS-1',
  notify_url: 'http://localhost:3000/api/payments/payfast/notify',
  m_payment_id: 'KS-1',
  amount: '100.00',
  item_name: 'Game Key #1',
};

describe('sandbox gateway checkout', () => {
  it('accepts a complete form signed with the passphrase, whatever order it is posted in', () => {
    expect(checkoutProblems(signedForm(good), merchant)).toEqual([]);
    expect(checkoutProblems(signedForm(good).reverse(), merchant)).toEqual([]);
  });

  it('ignores fields PayFast does not sign', () => {
    expect(checkoutProblems([['source', 'keyshop'], ...signedForm(good)], merchant)).toEqual([]);
  });

  it('refuses a signature made without the passphrase or over other values', () => {
    expect(checkoutProblems(signedForm(good, ''), merchant)).toEqual([expect.stringMatching(/^signature does not match/)]);
    const tampered = signedForm(good).map(([name, value]) => [name, name === 'amount' ? '1.00' : value] as [string, string]);
    expect(checkoutProblems(tampered, merchant)).toEqual([expect.stringMatching(/^signature does not match/)]);
    expect(checkoutProblems(Object.entries(good), merchant)).toEqual(['signature is required: this merchant has a passphrase']);
  });

  it('names every missing or malformed field', () => {
    const { merchant_key: _, item_name: __, ...rest } = good;
    const form = { ...rest, merchant_id: '10000101', amount: '100', notify_url: 'ftp://x', email_address: 'nobody', name_first: 'x'.repeat(101) };
    expect(checkoutProblems(signedForm(form), merchant)).toEqual([
      'merchant_key is required',
      'item_name is required',
      'merchant_id 10000101 is not this gateway\'s merchant',
      'amount must be rands with two decimals and a dot, such as 100.00, not "100"',
      'name_first must be at most 100 characters',
      'notify_url must be an http(s) URL',
      'email_address must be an e-mail address',
    ]);
  });

  it('refuses a zero amount and another currency', () => {
    expect(checkoutProblems(signedForm({ ...good, amount: '0.00', currency: 'USD' }), merchant)).toEqual([
      'amount must be more than 0.00',
      'currency must be ZAR',
    ]);
  });

  it('names every field that differs from the checkout the store issued, and nothing when the form is the store’s', () => {
    const issued = checkoutValues(signedForm(good));
    expect(differencesFromIssued(checkoutValues([['source', 'x'], ...signedForm(good)]), issued)).toEqual([]);
    const forged = checkoutValues(signedForm({ ...good, amount: '1.00', notify_url: 'http://10.0.0.1/', m_payment_id: 'KS-2' }));
    expect(differencesFromIssued(forged, issued)).toEqual([
      'notify_url differs from what the store issued for this payment',
      'm_payment_id differs from what the store issued for this payment',
      'amount differs from what the store issued for this payment',
    ]);
    const { item_name: _, ...withoutItem } = good;
    expect(differencesFromIssued(checkoutValues(signedForm(withoutItem)), issued)).toEqual(['item_name differs from what the store issued for this payment']);
  });
});
