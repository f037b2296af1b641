import { createHmac, randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L): 31 symbols. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const GENERATED_LENGTH = 16;
const GROUP = 4;

/** Separators people type or paste between the groups of a code. */
const SEPARATORS = /[\s\-_.‐‑‒–—]/g;
const NORMALISED = /^[A-Z0-9]{8,64}$/;

/**
 * A code as it is compared: without spaces or separators, in capitals. Null when what is left is not
 * 8 to 64 letters and digits.
 */
export function normaliseRedeemCode(input: string): string | null {
  const normal = input.normalize('NFKC').replace(SEPARATORS, '').toUpperCase();
  return NORMALISED.test(normal) ? normal : null;
}

/** The normalised code in groups of four: ABCD-EFGH-JKMN-PQRS. */
export function formatRedeemCode(normal: string): string {
  return normal.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? normal;
}

/** What may be shown of a code once it was handed out: its last four characters, in its groups. */
export function maskRedeemCode(normal: string): string {
  const hidden = normal.length - 4;
  return formatRedeemCode([...normal].map((char, index) => (index < hidden ? '•' : char)).join(''));
}

/** A new code of 16 symbols (79 random bits), grouped: guessing one is hopeless. */
export function generateRedeemCode(): string {
  let code = '';
  for (let index = 0; index < GENERATED_LENGTH; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return formatRedeemCode(code);
}

/**
 * The keyed hash a code is stored and looked up by, so that the database never holds one in plain:
 * HMAC-SHA-256 of the normalised code under a look-up key kept for this use only (KeyCipher's
 * `redeemCodeHashKey`, which survives a rotation of the master key).
 */
export class RedeemCodeHasher {
  constructor(private readonly key: Buffer) {}

  hash(normal: string): Buffer {
    return createHmac('sha256', this.key).update(normal).digest();
  }
}
