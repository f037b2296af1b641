import { createHash } from 'node:crypto';
import type { PayfastConfig } from '../../config/app-config.js';
import type { PayableOrder } from '../payment-gateway.types.js';
import { InvalidPaymentAmountError } from '../payments.errors.js';
import { buildPaymentRequest, cellNumber, truncate } from './payfast-checkout.js';
import { checkoutSignature } from './payfast-fields.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const payfast: PayfastConfig = {
  mode: 'sandbox',
  host: 'https://sandbox.payfast.co.za',
  merchantId: '10000100',
  merchantKey: '46f0cd694581a',
  passphrase: 'jt7NOE43FZPn',
  verifySourceIp: false,
  timeoutMs: 1000,
};

const newOrder = (overrides: Partial<PayableOrder> = {}): PayableOrder => ({
  orderNumber: 'KS-2026-001234',
  totalZarCents: 135280,
  email: 'thandi@example.com',
  firstName: 'Thandi',
  lastName: 'Mokoena',
  phone: '082 123 4567',
  description: 'Keyshop order KS-2026-001234 (3 items)',
  ...overrides,
});

describe('PayFast payment request', () => {
  it('posts to the gateway host, fields in signing order, signature last', () => {
    const sut = buildPaymentRequest(newOrder(), payfast, 'https://shop.example.com');
    expect(sut.action).toBe('https://sandbox.payfast.co.za/eng/process');
    expect(sut.fields.map(([name]) => name)).toEqual([
      'merchant_id', 'merchant_key', 'return_url', 'cancel_url', 'notify_url', 'name_first', 'name_last',
      'email_address', 'cell_number', 'm_payment_id', 'amount', 'item_name', 'signature',
    ]);
    expect(Object.fromEntries(sut.fields)).toMatchObject({
      merchant_id: '10000100',
      merchant_key: '46f0cd694581a',
      return_url: 'https://shop.example.com/payment/pending?order=KS-2026-001234',
      cancel_url: 'https://shop.example.com/cart?cancelled=KS-2026-001234',
      notify_url: 'https://shop.example.com/api/payments/payfast/notify',
      cell_number: '0821234567',
      m_payment_id: 'KS-2026-001234',
      amount: '1352.80',
      item_name: 'Keyshop order KS-2026-001234 (3 items)',
    });
  });

  it('signs the exact PHP-encoded string of its fields with the passphrase', () => {
    const sut = buildPaymentRequest(newOrder(), payfast, 'https://shop.example.com');
    const expected =
      'merchant_id=10000100&merchant_key=46f0cd694581a' +
      '&return_url=https%3A%2F%2Fshop.example.com%2Fpayment%2Fpending%3Forder%3DKS-2026-001234' +
      '&cancel_url=https%3A%2F%2Fshop.example.com%2Fcart%3Fcancelled%3DKS-2026-001234' +
      '&notify_url=https%3A%2F%2Fshop.example.com%2Fapi%2Fpayments%2Fpayfast%2Fnotify' +
      '&name_first=Thandi&name_last=Mokoena&email_address=thandi%40example.com&cell_number=0821234567' +
      '&m_payment_id=KS-2026-001234&amount=1352.80&item_name=Keyshop+order+KS-2026-001234+%283+items%29' +
      '&passphrase=jt7NOE43FZPn';
    expect(sut.fields.at(-1)).toEqual(['signature', md5(expected)]);
  });

  it('signs the integration reference example the same way', () => {
    // merchant_id=10000100, merchant_key=46f0cd694581a, amount=100.00, item_name=Game Key #1 (reference 1.4).
    const example = 'merchant_id=10000100&merchant_key=46f0cd694581a&amount=100.00&item_name=Game+Key+%231';
    const fields = { merchant_id: '10000100', merchant_key: '46f0cd694581a', amount: '100.00', item_name: 'Game Key #1' };
    expect(checkoutSignature(fields, payfast.passphrase)).toBe(md5(`${example}&passphrase=jt7NOE43FZPn`));
  });

  it.each([
    [100, '1.00'],
    [5, '0.05'],
    [123456789, '1234567.89'],
    [135280, '1352.80'],
  ])('formats %i rand cents as %s', (cents, amount) => {
    expect(Object.fromEntries(buildPaymentRequest(newOrder({ totalZarCents: cents }), payfast, 'http://x').fields).amount).toBe(amount);
  });

  it('refuses an amount PayFast cannot take', () => {
    for (const cents of [0, -100, 12.5]) {
      expect(() => buildPaymentRequest(newOrder({ totalZarCents: cents }), payfast, 'http://x')).toThrow(InvalidPaymentAmountError);
    }
  });

  it('leaves out blank optional fields and phones that do not look like one', () => {
    const sut = buildPaymentRequest(newOrder({ lastName: null, phone: 'call me' }), payfast, 'http://localhost:3000');
    const names = sut.fields.map(([name]) => name);
    expect(names).not.toContain('name_last');
    expect(names).not.toContain('cell_number');
    const values = Object.fromEntries(sut.fields);
    const { signature, ...signed } = values;
    expect(signature).toBe(checkoutSignature(signed, payfast.passphrase));
  });

  it('cuts the item name to 100 characters and leaves out an address too long to send', () => {
    const sut = buildPaymentRequest(newOrder({ description: 'x'.repeat(150), email: `${'a'.repeat(95)}@example.com` }), payfast, 'http://x');
    const values = Object.fromEntries(sut.fields);
    expect(values.item_name).toHaveLength(100);
    expect(values.item_name.endsWith('...')).toBe(true);
    expect(values.email_address).toBeUndefined();
  });

  it.each([
    ['082 123 4567', '0821234567'],
    ['+27 82 123 4567', '0821234567'],
    ['27821234567', '0821234567'],
    ['(071) 555-0000', '0715550000'],
    ['011 123 4567', null],
    ['+44 20 7946 0958', null],
    ['12345', null],
    [null, null],
  ])('reads %j as the cell number %j', (phone, expected) => {
    expect(cellNumber(phone)).toBe(expected);
  });

  it('truncates by characters, not bytes', () => {
    expect(truncate('é'.repeat(120))).toBe(`${'é'.repeat(97)}...`);
    expect(truncate('  short  ')).toBe('short');
  });
});
