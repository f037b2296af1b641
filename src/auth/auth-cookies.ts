import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import type { SessionView } from '#contracts/auth.contract';

export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';

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
