import { Injectable } from '@nestjs/common';
import { AccessTokens } from './access-tokens.js';
import { AccessTokenExpiredError, NotAuthenticatedError } from './auth.errors.js';
import { LogoutScope, SessionsService } from './sessions.service.js';

/** The credentials a sign-out request carries. */
export interface PresentedCredentials {
  bearer?: string;
  accessToken?: string;
  refreshToken?: string;
}

/** Sign-out for API clients (Bearer) and for the store's pages (cookies). */
@Injectable()
export class SignOutService {
  constructor(
    private readonly sessions: SessionsService,
    private readonly accessTokens: AccessTokens,
  ) {}

  /**
   * Ends the sessions the scope names and answers the scope applied: by default `global` for a
   * Bearer client (as GoTrue) and `local` for cookies. A Bearer token must be valid and its session
   * live; cookies are looked at leniently (an expired access token, or the refresh token, names the
   * session), so that signing out always works in the browser. Nothing to end is not an error there.
   */
  async signOut(credentials: PresentedCredentials, scope?: LogoutScope): Promise<LogoutScope> {
    if (credentials.bearer) {
      const user = await this.sessions.authenticate(this.verifyBearer(credentials.bearer));
      const applied = scope ?? 'global';
      await this.sessions.end(applied, user.sessionId, user.id);
      return applied;
    }
    if (!credentials.accessToken && !credentials.refreshToken) throw new NotAuthenticatedError();
    const applied = scope ?? 'local';
    const session = await this.sessionOfCookies(credentials);
    if (session) await this.sessions.end(applied, session.sessionId, session.userId);
    return applied;
  }

  private async sessionOfCookies(credentials: PresentedCredentials): Promise<{ sessionId: string; userId: string } | null> {
    if (credentials.accessToken) {
      try {
        const claims = this.accessTokens.verify(credentials.accessToken, { ignoreExpiration: true });
        const userId = await this.sessions.userOfLiveSession(claims.sid);
        if (userId && userId === claims.sub) return { sessionId: claims.sid, userId };
      } catch {
        // A token that is not ours names no session; the refresh token may.
      }
    }
    if (credentials.refreshToken) {
      const session = await this.sessions.liveSessionOfRefreshToken(credentials.refreshToken);
      if (session) return { sessionId: session.session_id, userId: session.user_id };
    }
    return null;
  }

  private verifyBearer(token: string) {
    try {
      return this.accessTokens.verify(token);
    } catch (error) {
      if ((error as Error).name === 'TokenExpiredError') throw new AccessTokenExpiredError();
      throw new NotAuthenticatedError();
    }
  }
}
