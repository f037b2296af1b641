import { manualStepOf } from './manual-steps.js';

describe('manualStepOf', () => {
  it('sends Steam gifts as a trade offer and ships physical items', () => {
    expect(manualStepOf('steam_gift')).toBe('steam_trade');
    expect(manualStepOf('physical')).toBe('physical');
  });

  it('leaves keys to fulfilment, Steam keys included', () => {
    expect(manualStepOf('key')).toBeNull();
  });
});
