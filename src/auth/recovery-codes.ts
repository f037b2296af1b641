import { createHmac, randomInt } from 'node:crypto';

/** How many recovery codes an account gets at a time. */
export const RECOVERY_CODE_COUNT = 10;
// Crockford's base32: no I, L, O or U, so that a code read off paper is typed right.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 12;

/** Ten new recovery codes (60 random bits each), shown as `XXXX-XXXX-XXXX`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/** Whether the text could be a recovery code (rather than an authenticator app's six digits). */
export function looksLikeRecoveryCode(text: string): boolean {
  return normalised(text).length === CODE_LENGTH;
}

/** The stored form of a code: an HMAC bound to the account, so that a leaked table cannot be tried against codes offline. */
export function recoveryCodeDigest(secret: string, userId: string, code: string): Buffer {
  return createHmac('sha256', secret).update(`recovery-code:${userId}:${normalised(code)}`).digest();
}

/** Upper case without separators: a code is accepted however it was copied. */
function normalised(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}
