import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import type { SessionView } from '#contracts/auth.contract';

export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
/** Names the pending passkey sign-in of this browser: the handle of its single-use challenge in Redis. */
export const PASSKEY_SIGN_IN_COOKIE = 'passkey_sign_in';
const PASSKEY_SIGN_IN_PATH = '/api/auth/passkeys/sign-in';

function options(config: AppConfig) {
  return { httpOnly: true, secure: config.isProduction, sameSite: 'lax' as const, path: '/' };
}

/**
 * Sets both session cookies. The access-token cookie lives as long as the session, so that the server
 * sees an expired token (and can refresh it, or answer 'JWT has expired') rather than no token at all.
 */
export function setSessionCookies(reply: FastifyReply, session: SessionView, config: AppConfig): void {
  const maxAge = config.auth.refreshTokenTtlSeconds;
  reply.setCookie(ACCESS_TOKEN_COOKIE, session.access_token, { ...options(config), maxAge });
  reply.setCookie(REFRESH_TOKEN_COOKIE, session.refresh_token, { ...options(config), maxAge });
}

export function clearSessionCookies(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(ACCESS_TOKEN_COOKIE, options(config));
  reply.clearCookie(REFRESH_TOKEN_COOKIE, options(config));
}

export function sessionCookies(request: FastifyRequest): { accessToken?: string; refreshToken?: string } {
  return { accessToken: request.cookies?.[ACCESS_TOKEN_COOKIE] || undefined, refreshToken: request.cookies?.[REFRESH_TOKEN_COOKIE] || undefined };
}

/** The token of an `Authorization: Bearer` header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Binds a passkey sign-in's challenge to this browser: only the page that asked for it can answer it. */
export function setPasskeySignInCookie(reply: FastifyReply, handle: string, maxAgeSeconds: number, config: AppConfig): void {
  reply.setCookie(PASSKEY_SIGN_IN_COOKIE, handle, { ...options(config), sameSite: 'strict', path: PASSKEY_SIGN_IN_PATH, maxAge: maxAgeSeconds });
}

export function clearPasskeySignInCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(PASSKEY_SIGN_IN_COOKIE, { ...options(config), sameSite: 'strict', path: PASSKEY_SIGN_IN_PATH });
}

export function passkeySignInCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[PASSKEY_SIGN_IN_COOKIE] || undefined;
}
