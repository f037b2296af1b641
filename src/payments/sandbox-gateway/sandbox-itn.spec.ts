import { createHash } from 'node:crypto';
import { parameterString } from '../payfast/payfast-encoding.js';
import { buildItnFields, newPfPaymentId, sandboxFeeCents } from './sandbox-itn.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const checkout = {
  merchant_id: '10000100',
  merchant_key: '46f0cd694581a',
  return_url: 'http://localhost:3000/payment/pending?order=KS-2026-001234',
  notify_url: 'http://localhost:3000/api/payments/payfast/notify',
  name_first: 'Thandi',
  email_address: 'thandi@example.com',
  m_payment_id: 'KS-2026-001234',
  amount: '1352.80',
  item_name: 'Keyshop order KS-2026-001234 (3 items)',
  custom_str2: 'echoed',
};

describe('sandbox gateway notifications', () => {
  it('posts PayFast’s fields in PayFast’s order, custom fields echoed or empty', () => {
    const sut = buildItnFields(checkout, 'COMPLETE', '1234567', 'jt7NOE43FZPn');
    expect(sut.map(([name]) => name)).toEqual([
      'm_payment_id', 'pf_payment_id', 'payment_status', 'item_name', 'item_description', 'amount_gross', 'amount_fee', 'amount_net',
      'custom_str1', 'custom_str2', 'custom_str3', 'custom_str4', 'custom_str5',
      'custom_int1', 'custom_int2', 'custom_int3', 'custom_int4', 'custom_int5',
      'name_first', 'name_last', 'email_address', 'merchant_id', 'signature',
    ]);
    expect(Object.fromEntries(sut)).toMatchObject({
      m_payment_id: 'KS-2026-001234',
      pf_payment_id: '1234567',
      payment_status: 'COMPLETE',
      item_description: '',
      amount_gross: '1352.80',
      amount_fee: '-33.11',
      amount_net: '1319.69',
      custom_str1: '',
      custom_str2: 'echoed',
      name_last: '',
      merchant_id: '10000100',
    });
  });

  it('signs every field before the signature, blanks included, with the passphrase', () => {
    const sut = buildItnFields(checkout, 'COMPLETE', '1234567', 'jt7NOE43FZPn');
    const unsigned = parameterString(sut.slice(0, -1));
    expect(unsigned).toContain('&item_description=&amount_gross=1352.80&amount_fee=-33.11&');
    expect(sut.at(-1)).toEqual(['signature', md5(`${unsigned}&passphrase=jt7NOE43FZPn`)]);
  });

  it('charges no fee on a cancellation', () => {
    const values = Object.fromEntries(buildItnFields(checkout, 'CANCELLED', '7654321', 'jt7NOE43FZPn'));
    expect(values).toMatchObject({ payment_status: 'CANCELLED', amount_gross: '1352.80', amount_fee: '0.00', amount_net: '1352.80' });
  });

  it.each([
    [135280, 3311],
    [10000, 430],
    [100, 100],
  ])('charges 2.3%% plus R2.00 on %i cents, at most the payment: %i', (gross, fee) => {
    expect(sandboxFeeCents(gross)).toBe(fee);
  });


  it('makes seven-digit transaction ids', () => {
    for (let i = 0; i < 50; i++) expect(newPfPaymentId()).toMatch(/^[1-9]\d{6}$/);
  });
});
