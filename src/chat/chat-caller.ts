import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { bearerToken, sessionCookies } from '../auth/auth-cookies.js';
import type { AuthUser } from '../auth/auth-user.js';
import { JwtAuthGuard } from '../auth/guards.js';
import { type GuestChatToken, readGuestToken } from './chat-guest-token.js';

/** Who is chatting: a signed-in shopper, or a guest with (or without yet) the cookie of their conversation. */
export interface ChatCaller {
  user: AuthUser | null;
  guest: GuestChatToken | null;
  ip: string;
}

/**
 * The chat is open to guests: a request without a session goes through as a guest, while one that
 * carries a token must carry a valid one (an expired token is a 401 the pages refresh, as elsewhere).
 */
@Injectable()
export class ChatCallerGuard implements CanActivate {
  constructor(private readonly jwt: JwtAuthGuard) {}

  canActivate(context: ExecutionContext): Promise<boolean> | boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!bearerToken(request) && !sessionCookies(request).accessToken) return true;
    return this.jwt.canActivate(context);
  }
}

export const CurrentChatCaller = createParamDecorator((_data: unknown, context: ExecutionContext): ChatCaller => {
  const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
  return { user: request.user ?? null, guest: readGuestToken(request), ip: request.ip };
});
