import { Secret, TOTP } from 'otpauth';

/** The authenticator-app codes of RFC 6238 as every app reads them: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after the current one is still accepted: phone clocks drift. */
const WINDOW_STEPS = 1;
const ISSUER = 'Keyshop';

function totpOf(secretBase32: string, account = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label: account, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** A new random secret (160 bits), in the base32 an authenticator app takes. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI of the QR code, naming the store and the account. */
export function otpauthUri(secretBase32: string, account: string): string {
  return totpOf(secretBase32, account).toString();
}

/** The time step the code belongs to (within the window around `now`), or null when it matches none. */
export function matchingStep(secretBase32: string, code: string, now: number = Date.now()): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
