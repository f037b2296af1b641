import { createHash } from 'node:crypto';
import { parameterString, parseFormFields, phpUrlEncode } from './payfast-encoding.js';
import { checkoutSignature, notificationSignature } from './payfast-fields.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('PayFast signatures', () => {
  it('encodes like PHP urlencode', () => {
    expect(phpUrlEncode('Game Key #1')).toBe('Game+Key+%231');
    expect(phpUrlEncode('http://localhost:3000/x?a=1')).toBe('http%3A%2F%2Flocalhost%3A3000%2Fx%3Fa%3D1');
    expect(phpUrlEncode("a~b!c'd(e)*")).toBe('a%7Eb%21c%27d%28e%29%2A');
    expect(phpUrlEncode('é')).toBe('%C3%A9');
    expect(phpUrlEncode('a-b_c.d')).toBe('a-b_c.d');
  });

  it('signs the reference example in the documented order', () => {
    const fields = { item_name: 'Game Key #1', amount: '100.00', merchant_key: '46f0cd694581a', merchant_id: '10000100' };
    const expected = 'merchant_id=10000100&merchant_key=46f0cd694581a&amount=100.00&item_name=Game+Key+%231';
    expect(checkoutSignature(fields)).toBe(md5(expected));
    expect(checkoutSignature(fields, 'jt7NOE43FZPn')).toBe(md5(`${expected}&passphrase=jt7NOE43FZPn`));
  });

  it('leaves blank fields out of the checkout signature and trims values', () => {
    const withBlanks = { merchant_id: '10000100', merchant_key: '46f0cd694581a', name_last: '  ', amount: ' 100.00 ', item_name: 'Key' };
    expect(checkoutSignature(withBlanks)).toBe(md5('merchant_id=10000100&merchant_key=46f0cd694581a&amount=100.00&item_name=Key'));
  });

  it('signs a notification in the order received, blanks included, stopping at signature', () => {
    const posted: [string, string][] = [
      ['m_payment_id', 'KS-000123'],
      ['pf_payment_id', '1124148'],
      ['payment_status', 'COMPLETE'],
      ['item_name', 'Order KS-000123'],
      ['item_description', ''],
      ['amount_gross', '1352.80'],
      ['amount_fee', '-31.11'],
      ['amount_net', '1321.69'],
      ['custom_str1', ''],
      ['merchant_id', '10000100'],
      ['signature', 'ignored'],
      ['after', 'also ignored'],
    ];
    const expected = parameterString(posted.slice(0, 10));
    expect(expected).toContain('item_description=&');
    expect(notificationSignature(posted, 'jt7NOE43FZPn')).toBe(md5(`${expected}&passphrase=jt7NOE43FZPn`));
  });

  it('reads a form body in the order posted, blanks and repeats kept, decoded as PHP encoded it', () => {
    const posted: [string, string][] = [['b', 'Game Key #1'], ['a', ''], ['b', 'x~y'], ['c', 'é & ü']];
    expect(parseFormFields(parameterString(posted))).toEqual(posted);
    expect(parseFormFields('amount=100.00&item_name=Game%20Key+%231')).toEqual([['amount', '100.00'], ['item_name', 'Game Key #1']]);
    expect(parseFormFields('')).toEqual([]);
  });
});
