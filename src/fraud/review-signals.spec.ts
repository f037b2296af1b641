import { holderKey, reviewReasons } from './review-signals.js';

describe('review signals', () => {
  const base = { firstOrder: true, totalCents: 5000, reviewFirstOrderCents: 20_000, country: 'South Africa', previousCountry: null, otherAccountsOrdersUnderName: 0, reviewOrdersPerName: 10 };

  it('flags a first order above the limit, and only a first one', () => {
    expect(reviewReasons(base)).toEqual([]);
    expect(reviewReasons({ ...base, totalCents: 20_000 })).toEqual([]);
    expect(reviewReasons({ ...base, totalCents: 20_001 })).toEqual(['first order of €200.01, above the €200.00 review limit']);
    expect(reviewReasons({ ...base, totalCents: 90_000, firstOrder: false, previousCountry: 'South Africa' })).toEqual([]);
  });

  it('flags a country other than the earlier orders', () => {
    expect(reviewReasons({ ...base, firstOrder: false, previousCountry: ' south africa ' })).toEqual([]);
    expect(reviewReasons({ ...base, firstOrder: false, country: 'Nigeria', previousCountry: 'South Africa' })).toEqual(['country Nigeria differs from South Africa on earlier orders']);
  });

  it('flags a card-holder name other accounts used on as many orders as the limit, and not fewer', () => {
    expect(reviewReasons({ ...base, otherAccountsOrdersUnderName: 9 })).toEqual([]);
    expect(reviewReasons({ ...base, otherAccountsOrdersUnderName: 10 })).toEqual(['card-holder name used on at least 10 orders of other accounts in the last 24 hours']);
  });

  it('counts card-holder names whatever their case, accents or spacing', () => {
    expect(holderKey('  Thandi ', 'MOKOENA')).toBe('thandi mokoena');
    expect(holderKey('Zoë', 'Müller-Lüdenscheidt')).toBe('zoe muller ludenscheidt');
    expect(holderKey('Ana', null)).toBe('ana');
  });
});
