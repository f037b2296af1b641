import { createHash, randomBytes } from 'node:crypto';

/** A new unguessable token (256 random bits, base64url): refresh tokens and password reset links. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of an opaque token: its SHA-256 digest, never the token itself. */
export function digestToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
