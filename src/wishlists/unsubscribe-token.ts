import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an unsubscribe link turns off: one "notify me" request, or the account's price-drop mails. */
export type UnsubscribeTarget = { kind: 'restock'; requestId: string } | { kind: 'price_drops'; userId: string };

const PREFIX = { restock: 'r', price_drops: 'p' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(secret: string, prefix: string, id: string): Buffer {
  return createHmac('sha256', secret).update(`alert-unsubscribe:${prefix}:${id}`).digest();
}

/** The token of an unsubscribe link: what it turns off, signed, so it works without signing in and cannot be made up for another. */
export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const prefix = PREFIX[target.kind];
  const id = target.kind === 'restock' ? target.requestId : target.userId;
  return `${prefix}.${id}.${signature(secret, prefix, id).toString('base64url')}`;
}

/** What a token turns off, or null when it is malformed or its signature is not ours. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const [prefix, id, sig, ...rest] = token.split('.');
  if (rest.length > 0 || !sig || !UUID.test(id ?? '') || (prefix !== PREFIX.restock && prefix !== PREFIX.price_drops)) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(secret, prefix, id);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return prefix === PREFIX.restock ? { kind: 'restock', requestId: id } : { kind: 'price_drops', userId: id };
}
