import { createHash } from 'node:crypto';

/**
 * PHP's `urlencode`, which PayFast's signatures are built with: spaces become '+', every byte but
 * letters, digits and `-_.` becomes %XX in upper-case hex (`encodeURIComponent` differs on both).
 */
export function phpUrlEncode(value: string): string {
  return Array.from(Buffer.from(value, 'utf8'))
    .map((byte) => {
      const char = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-_.]/.test(char)) return char;
      if (char === ' ') return '+';
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** `key=value&…` of the pairs in the order given, values trimmed and encoded the PHP way. */
export function parameterString(pairs: [string, string][]): string {
  return pairs.map(([key, value]) => `${key}=${phpUrlEncode(value.trim())}`).join('&');
}

/** Lower-case MD5 of the parameter string, with `&passphrase=…` appended when the account has one. */
export function payfastSignature(pairs: [string, string][], passphrase?: string | null): string {
  let text = parameterString(pairs);
  if (passphrase) text += `&passphrase=${phpUrlEncode(passphrase.trim())}`;
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/**
 * The fields of an `application/x-www-form-urlencoded` body in the order posted, duplicates kept:
 * notification signatures depend on that order, which an object would not promise.
 */
export function parseFormFields(body: string): [string, string][] {
  return Array.from(new URLSearchParams(body));
}
