import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** How many digits a sign-in code has. */
export const SIGN_IN_CODE_LENGTH = 6;
/** Wrong guesses a code survives: the one that reaches this number uses it up. */
export const SIGN_IN_CODE_ATTEMPTS = 5;

/** A new code of six random digits, leading zeros kept. */
export function newSignInCode(): string {
  return String(randomInt(10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
}

/**
 * What the database keeps of a code: an HMAC under a key of the server's, bound to the account. A plain
 * digest of a million possible codes would be reversed at once by whoever reads the table.
 */
export function signInCodeDigest(secret: string, userId: string, code: string): Buffer {
  return createHmac('sha256', secret).update(`sign-in-code:${userId}:${code}`).digest();
}

/** Compares two digests in constant time. */
export function digestsMatch(stored: Buffer, given: Buffer): boolean {
  return stored.length === given.length && timingSafeEqual(stored, given);
}
