import { describe, expect, it } from '@jest/globals';
import {
  checkGenerateForm,
  checkImportForm,
  codeKindLabel,
  codeReward,
  fieldOfMessage,
  generatedCodesCsv,
  generatedCodesFileName,
  parseEuroAmount,
  redeemCodesApiPath,
  type GenerateValues,
  type ImportValues,
} from './admin-codes';

const HADES = { id: '7c0a4a8e-4a3e-4c8e-9a57-2f0f4c1d9b11', name: 'Hades', platform: 'Steam', stock: 4 };

const generate = (values: Partial<GenerateValues>): GenerateValues => ({ kind: 'credit', product: null, amount: '', note: '', count: '1', ...values });
const importing = (values: Partial<ImportValues>): ImportValues => ({ kind: 'credit', product: null, amount: '5', note: '', codes: '', ...values });

describe('admin redeem codes', () => {
  it('reads euros as typed into cents', () => {
    expect(parseEuroAmount('5')).toBe(500);
    expect(parseEuroAmount(' 12.5 ')).toBe(1250);
    expect(parseEuroAmount('12.50')).toBe(1250);
    expect(parseEuroAmount('7,05')).toBe(705);
    expect(parseEuroAmount('€ 3')).toBe(300);
    expect(parseEuroAmount('0.01')).toBe(1);
    expect(parseEuroAmount('1.005')).toBeNull();
    expect(parseEuroAmount('-5')).toBeNull();
    expect(parseEuroAmount('five')).toBeNull();
    expect(parseEuroAmount('')).toBeNull();
  });

  it('builds the body of a batch of credit codes', () => {
    expect(checkGenerateForm(generate({ amount: '12.50', count: '10', note: '  Spring giveaway ' }))).toEqual({
      ok: true,
      body: { kind: 'credit', creditCents: 1250, count: 10, note: 'Spring giveaway' },
    });
  });

  it('builds the body of a batch of game codes, without the amount', () => {
    expect(checkGenerateForm(generate({ kind: 'product', product: HADES, amount: '99', count: '3' }))).toEqual({
      ok: true,
      body: { kind: 'product', productId: HADES.id, count: 3 },
    });
  });

  it('says what is missing or out of bounds', () => {
    expect(checkGenerateForm(generate({ kind: 'product', count: '0' }))).toEqual({
      ok: false,
      errors: { product: 'Choose the game the codes give.', count: 'Enter how many codes to make, from 1 to 500.' },
    });
    const result = checkGenerateForm(generate({ amount: '1000.01', count: '501', note: 'x'.repeat(101) }));
    expect(result).toEqual({
      ok: false,
      errors: {
        amount: 'The amount must be between €0.01 and €1,000.00.',
        count: 'Enter how many codes to make, from 1 to 500.',
        note: 'Use at most 100 characters.',
      },
    });
    expect(checkGenerateForm(generate({ amount: 'lots' }))).toMatchObject({ ok: false, errors: { amount: 'Enter an amount in euros, such as 5 or 12.50.' } });
    expect(checkGenerateForm(generate({ amount: ' ' }))).toMatchObject({ ok: false, errors: { amount: 'Enter the credit each code gives, in euros.' } });
    expect(checkGenerateForm(generate({ amount: '5', count: '2.5' }))).toMatchObject({ ok: false, errors: { count: expect.any(String) } });
  });

  it('sends a pasted list as it is, and wants one', () => {
    const codes = 'AAAA-BBBB-CCCC-DDDD\nEEEE-FFFF-GGGG-HHHH\n';
    expect(checkImportForm(importing({ codes }))).toEqual({ ok: true, body: { kind: 'credit', creditCents: 500, codes } });
    expect(checkImportForm(importing({ codes: ' \n ' }))).toMatchObject({ ok: false, errors: { codes: expect.stringMatching(/^Paste at least one code/) } });
  });

  it('puts a server refusal under the field it names', () => {
    expect(fieldOfMessage('count must not be greater than 500')).toBe('count');
    expect(fieldOfMessage('productId must be a UUID')).toBe('product');
    expect(fieldOfMessage('creditCents must not be greater than 100000')).toBe('amount');
    expect(fieldOfMessage('note must be shorter than or equal to 100 characters')).toBe('note');
    expect(fieldOfMessage('codes should not be empty')).toBe('codes');
    expect(fieldOfMessage('Something else')).toBeNull();
  });

  it('says what a code gives', () => {
    expect(codeReward({ kind: 'product', productName: 'Hades', creditCents: null })).toBe('Hades');
    expect(codeReward({ kind: 'credit', productName: null, creditCents: 500 })).toBe('€5.00 credit');
    expect(codeKindLabel('product')).toBe('Game');
    expect(codeKindLabel('credit')).toBe('Store credit');
  });

  it('writes new codes as CSV, one row each, with what they give', () => {
    const csv = generatedCodesCsv({ kind: 'credit', productName: null, creditCents: 1250, codes: ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH'] }, 'Spring, "VIP"');
    expect(csv).toBe('code,kind,credit_eur,note\r\nAAAA-BBBB-CCCC-DDDD,credit,12.50,"Spring, ""VIP"""\r\nEEEE-FFFF-GGGG-HHHH,credit,12.50,"Spring, ""VIP"""\r\n');
    const games = generatedCodesCsv({ kind: 'product', productName: 'Hades', creditCents: null, codes: ['AAAA-BBBB-CCCC-DDDD'] }, '=HYPERLINK("x")');
    expect(games).toBe('code,kind,product,note\r\nAAAA-BBBB-CCCC-DDDD,product,Hades,"\'=HYPERLINK(""x"")"\r\n');
  });

  it('names the file after the minute the codes were made', () => {
    expect(generatedCodesFileName(new Date('2026-03-04T14:05:59Z'))).toBe('redeem-codes-2026-03-04-1405.csv');
  });

  it('asks the API for a page of the list, filtered or not', () => {
    expect(redeemCodesApiPath(null, 1)).toBe('/api/admin/redeem-codes?page=1');
    expect(redeemCodesApiPath('unused', 3)).toBe('/api/admin/redeem-codes?status=unused&page=3');
  });
});
