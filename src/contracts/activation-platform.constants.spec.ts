import { describe, expect, it } from '@jest/globals';
import { ACTIVATION_PLATFORMS, activationPlatformFrom, activationStepsFor, redeemLinkFor, UNNAMED_PLATFORM_STEPS } from './activation-platform.constants.js';

describe('activation platforms', () => {
  it('are derived from a catalogue platform only where it plainly says', () => {
    expect(activationPlatformFrom('Steam')).toBe('Steam');
    expect(activationPlatformFrom('PC (Steam)')).toBe('Steam');
    expect(activationPlatformFrom('PlayStation')).toBe('PlayStation Store');
    expect(activationPlatformFrom('PS5')).toBe('PlayStation Store');
    expect(activationPlatformFrom('Xbox Series X')).toBe('Microsoft Store');
    expect(activationPlatformFrom('Nintendo Switch')).toBe('Nintendo eShop');
    expect(activationPlatformFrom('GOG')).toBe('GOG');
    expect(activationPlatformFrom('epic games store')).toBe('Epic Games Store');
    expect(activationPlatformFrom('Battle.net')).toBe('Battle.net');
    expect(activationPlatformFrom('PC')).toBeNull();
    expect(activationPlatformFrom('PC (Windows)')).toBeNull();
    expect(activationPlatformFrom('Web Browser')).toBeNull();
    expect(activationPlatformFrom('Browser')).toBeNull();
  });

  it('link Steam keys to Steam’s activation page with the key filled in, encoded', () => {
    expect(redeemLinkFor('Steam', 'AAAA-BBBB-CCCC')).toBe('https://store.steampowered.com/account/registerkey?key=AAAA-BBBB-CCCC');
    expect(redeemLinkFor('Steam', 'A&B C')).toBe('https://store.steampowered.com/account/registerkey?key=A%26B%20C');
  });

  it('link to the redeem pages that exist, and give steps only elsewhere', () => {
    expect(redeemLinkFor('GOG', 'X')).toBe('https://www.gog.com/redeem');
    expect(redeemLinkFor('Epic Games Store', 'X')).toBe('https://store.epicgames.com/redeem');
    expect(redeemLinkFor('Microsoft Store', 'X')).toBe('https://redeem.microsoft.com');
    for (const platform of ['EA app', 'Ubisoft Connect', 'Battle.net', 'PlayStation Store', 'Nintendo eShop'] as const) expect(redeemLinkFor(platform, 'X')).toBeNull();
    expect(redeemLinkFor(null, 'X')).toBeNull();
  });

  it('have steps for every platform, and general steps for keys that name none', () => {
    for (const platform of ACTIVATION_PLATFORMS) expect(activationStepsFor(platform).length).toBeGreaterThanOrEqual(3);
    expect(activationStepsFor(null)).toBe(UNNAMED_PLATFORM_STEPS);
    expect(UNNAMED_PLATFORM_STEPS.join(' ')).not.toMatch(/launcher named on the product page/);
  });
});
