import { manualStepOf } from './manual-steps.js';

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc';

describe('manual steps of an order line', () => {
  it('sends Steam items as a trade offer when the order gave a trade URL', () => {
    expect(manualStepOf({ platform: 'Steam', categoryName: null, categorySlug: null }, TRADE_URL)).toBe('steam_trade');
    expect(manualStepOf({ platform: 'PC', categoryName: 'Steam Keys', categorySlug: 'steam-keys' }, TRADE_URL)).toBe('steam_trade');
  });

  it('delivers Steam keys at once when there is no trade URL, and every other key', () => {
    expect(manualStepOf({ platform: 'Steam', categoryName: null, categorySlug: null }, null)).toBeNull();
    expect(manualStepOf({ platform: 'Xbox', categoryName: 'Xbox', categorySlug: 'xbox' }, TRADE_URL)).toBeNull();
  });

  it('ships physical items by hand', () => {
    expect(manualStepOf({ platform: 'Physical', categoryName: null, categorySlug: null }, null)).toBe('physical');
  });
});
