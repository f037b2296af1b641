import { Secret, TOTP } from 'otpauth';
import { matchingStep, newTotpSecret, otpauthUri } from './totp.js';

describe('authenticator codes', () => {
  const secret = newTotpSecret();
  const at = (timestamp: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
  const now = Date.UTC(2026, 0, 1, 12, 0, 10);
  const step = Math.floor(now / 30_000);

  it('makes 160-bit base32 secrets and an otpauth URI that names the store', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri(secret, 'ada@example.com')).toBe(`otpauth://totp/Keyshop:ada%40example.com?issuer=Keyshop&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
  });

  it('answers the time step of a code from the step before, the current one or the one after, and none further', () => {
    expect(matchingStep(secret, at(now), now)).toBe(step);
    expect(matchingStep(secret, at(now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(secret, at(now + 30_000), now)).toBe(step + 1);
    expect(matchingStep(secret, at(now + 60_000), now)).toBeNull();
    expect(matchingStep(secret, at(now - 60_000), now)).toBeNull();
  });
});
