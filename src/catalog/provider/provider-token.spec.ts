import { isFresh, parseTokenResponse } from './provider-token.service.js';

describe('provider token', () => {
  const now = Date.parse('2026-01-01T10:00:00Z');

  it('reads the standard answer and the wrapper shape', () => {
    expect(parseTokenResponse({ access_token: 'abc', token_type: 'bearer', expires_in: 3600 }, now)).toEqual({ accessToken: 'abc', expiresAt: now + 3_600_000 });
    expect(parseTokenResponse({ value: 'xyz', tokenType: 'bearer', expiresIn: '120' }, now)).toEqual({ accessToken: 'xyz', expiresAt: now + 120_000 });
    expect(parseTokenResponse({ token_type: 'bearer' }, now)).toBeNull();
    expect(parseTokenResponse('abc', now)).toBeNull();
  });

  it('counts a token within 60 seconds of expiry as expired', () => {
    expect(isFresh({ accessToken: 'a', expiresAt: now + 61_000 }, now)).toBe(true);
    expect(isFresh({ accessToken: 'a', expiresAt: now + 60_000 }, now)).toBe(false);
  });
});
