import { describe, expect, it } from '@jest/globals';
import { countryFromLanguages, regionWarning, shopperLocation } from './shopper-region';

describe('the region guard', () => {
  it('reads the country from the profile first, then from the browser languages', () => {
    expect(shopperLocation('US', ['de-DE'])).toEqual({ country: expect.objectContaining({ name: 'United States', region: 'North America' }), source: 'profile' });
    expect(shopperLocation(null, ['en', 'de-DE'])).toEqual({ country: expect.objectContaining({ name: 'Germany' }), source: 'browser' });
    expect(shopperLocation(null, ['en', 'fr'])).toBeNull();
    expect(countryFromLanguages(['zh-Hant-TW'])?.name).toBe('Taiwan');
  });

  it('warns before a key locked to another region, never before a Global key', () => {
    const us = shopperLocation('US', []);
    expect(regionWarning('Europe', us)).toBe('This key activates only in Europe. Your account says United States. It will not work there.');
    expect(regionWarning('Global', us)).toBeNull();
    expect(regionWarning('North America', us)).toBeNull();
    expect(regionWarning('Europe', shopperLocation(null, ['en-US']))).toBe(
      "This key activates only in Europe. Your browser's language settings say United States. It will not work there.",
    );
    expect(regionWarning('Europe', null)).toContain('We cannot tell where you are');
    expect(regionWarning('Global', null)).toBeNull();
  });
});
