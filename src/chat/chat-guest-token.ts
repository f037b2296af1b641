import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';

/** Holds a guest's conversation id and secret; the name avoids `_token=`, which would keep the guest out of the page cache. */
export const CHAT_COOKIE = 'keyshop_chat';
const COOKIE_DAYS = 90;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A guest's claim to a conversation, as the cookie carries it. */
export interface GuestChatToken {
  conversationId: string;
  secret: string;
}

export function newGuestSecret(): { secret: string; hash: Buffer } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

/** Only this digest is stored: a database leak does not hand out the conversations. */
export function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

/** Compares in constant time, so the answer's timing says nothing about how much of a guess was right. */
export function secretMatches(secret: string, storedHash: Buffer | null): boolean {
  return storedHash !== null && storedHash.length === 32 && timingSafeEqual(hashSecret(secret), storedHash);
}

export function readGuestToken(request: FastifyRequest): GuestChatToken | null {
  const value = request.cookies?.[CHAT_COOKIE];
  if (!value || value.length > 200) return null;
  const [conversationId, secret] = value.split('.');
  return conversationId && secret && UUID.test(conversationId) ? { conversationId, secret } : null;
}

export function setGuestToken(reply: FastifyReply, token: GuestChatToken, config: AppConfig): void {
  reply.setCookie(CHAT_COOKIE, `${token.conversationId}.${token.secret}`, {
    httpOnly: true,
    secure: config.isProduction,
    sameSite: 'lax',
    path: '/api/chat',
    maxAge: COOKIE_DAYS * 24 * 60 * 60,
  });
}
