import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { DomainError } from '../common/errors/domain-error.js';
import { AccessTokens } from './access-tokens.js';
import { clearSessionCookies, sessionCookies, setSessionCookies } from './auth-cookies.js';
import type { AccessTokenClaims, AuthUser } from './auth-user.js';
import { SessionsService } from './sessions.service.js';

/** The signed-in visitor as pages see them (`pageContext.user`). */
export type PageUser = Pick<AuthUser, 'id' | 'email' | 'emailVerified' | 'role' | 'aal' | 'secondFactorEnrolled'>;

function toPageUser(user: AuthUser): PageUser {
  return { id: user.id, email: user.email, emailVerified: user.emailVerified, role: user.role, aal: user.aal, secondFactorEnrolled: user.secondFactorEnrolled };
}

/**
 * Who is visiting a page, from the session cookies. An expired access token is refreshed on the way
 * (the new cookies go out with the page); cookies of an ended session are cleared.
 */
@Injectable()
export class PageSessionService {
  private readonly logger = new Logger(PageSessionService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accessTokens: AccessTokens,
    private readonly sessions: SessionsService,
  ) {}

  /** The visitor, or null when signed out; may set or clear the session cookies on `reply`. */
  async visitor(request: FastifyRequest, reply: FastifyReply): Promise<PageUser | null> {
    const { accessToken, refreshToken } = sessionCookies(request);
    if (!accessToken && !refreshToken) return null;
    try {
      const claims = accessToken ? this.readAccessToken(accessToken) : null;
      if (claims) return toPageUser(await this.sessions.authenticate(claims));
      if (!refreshToken) {
        clearSessionCookies(reply, this.config);
        return null;
      }
      const session = await this.sessions.refresh(refreshToken);
      setSessionCookies(reply, session, this.config);
      return toPageUser(await this.sessions.authenticate(this.accessTokens.verify(session.access_token)));
    } catch (error) {
      if (!(error instanceof DomainError)) {
        // The store is having trouble (database away): show the page signed out, keep the cookies.
        this.logger.warn(`Page rendered signed out: ${(error as Error).message}`);
        return null;
      }
      clearSessionCookies(reply, this.config);
      return null;
    }
  }

  /** The claims of a valid, unexpired access token; null when it has expired or is not ours. */
  private readAccessToken(token: string): AccessTokenClaims | null {
    try {
      return this.accessTokens.verify(token);
    } catch {
      return null;
    }
  }
}
