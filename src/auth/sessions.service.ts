import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { Queryable } from '../database/queryable.js';
import { AccessTokens } from './access-tokens.js';
import {
  AccountSuspendedError,
  RefreshSessionNotFoundError,
  RefreshTokenAlreadyUsedError,
  RefreshTokenNotFoundError,
  SessionNotFoundError,
} from './auth.errors.js';
import type { AccessTokenClaims, AssuranceLevel, AuthUser } from './auth-user.js';
import type { SessionView } from '#contracts/auth.contract';
import { NewDeviceAlerts } from './new-device-alerts.service.js';
import { digestToken, newOpaqueToken } from './opaque-tokens.js';
import { decideRefresh } from './refresh-rotation.js';
import { SessionMeta, SessionsRepository } from './sessions.repository.js';
import { toUserView } from './user-view.js';
import { UserRow, UsersRepository } from './users.repository.js';
import { EventBus } from '../events/event-bus.js';
import { Transactions } from '../events/transactions.js';

export type LogoutScope = 'global' | 'local' | 'others';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sessions: a short-lived access token (JWT carrying the session id) and an opaque refresh token that
 * is exchanged for a new one on every use. Ending a session refuses its access tokens at once.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionsRepository,
    private readonly users: UsersRepository,
    private readonly accessTokens: AccessTokens,
    private readonly newDevices: NewDeviceAlerts,
    private readonly events: EventBus,
  ) {}

  /**
   * Starts a session for a user who has proved who they are (inside the caller's transaction when
   * given) and answers its tokens; a suspended account gets none. Every sign-in passes here, so this
   * is where a new device is told to the account. `aal: 2` when the sign-in proved a second factor.
   */
  async start(user: UserRow, meta: SessionMeta, tx?: EntityManager, options: { aal?: AssuranceLevel } = {}): Promise<SessionView> {
    if (user.blocked_at) throw new AccountSuspendedError(user.blocked_reason, this.config.mail.supportEmail);
    if (!tx) return this.transactions.run((tx) => this.start(user, meta, tx, options));
    const aal = options.aal ?? 1;
    const sessionId = await this.sessions.create(tx, user.id, meta, this.config.auth.refreshTokenTtlSeconds, aal);
    const refreshToken = newOpaqueToken();
    await this.sessions.addToken(tx, sessionId, null, digestToken(refreshToken));
    await this.newDevices.noteSignIn(tx, user, meta.userAgent);
    await this.events.publish('session.started', { sessionId }, tx);
    return this.toSessionView(user, sessionId, refreshToken, aal);
  }

  /** The session proved a second factor just now (a sign-in's, an enrolment's or a step-up's code); answers when. */
  markSecondFactor(db: Queryable, sessionId: string): Promise<Date> {
    return this.sessions.markSecondFactor(db, sessionId);
  }

  /**
   * Exchanges a refresh token for a new access and refresh token. Reuse of a token exchanged earlier
   * than the reuse interval ends the whole session, since only a copy of the token can explain it.
   * The new tokens keep the session's assurance level; when it last proved a second factor does not
   * change, so a step-up still asks for a fresh code once that has aged.
   */
  async refresh(refreshToken: string): Promise<SessionView> {
    const outcome = await this.transactions.run(async (tx) => {
      const row = await this.sessions.lockForRefresh(tx, digestToken(refreshToken));
      const decision = decideRefresh(
        row && { rotatedAt: row.rotated_at, sessionRevokedAt: row.revoked_at, sessionExpiresAt: row.expires_at },
        new Date(),
        this.config.auth.refreshTokenReuseSeconds * 1000,
      );
      if (decision.action === 'refuse') return decision;
      if (decision.action === 'revoke_session') {
        await this.sessions.revoke(tx, row!.session_id, 'refresh_token_reused');
        return decision;
      }
      const user = await this.users.findById(row!.user_id, tx);
      if (!user) return { action: 'refuse' as const, error: 'session_not_found' as const };
      const next = newOpaqueToken();
      await this.sessions.rotate(tx, row!.token_id, row!.session_id, this.config.auth.refreshTokenTtlSeconds);
      await this.sessions.addToken(tx, row!.session_id, row!.token_id, digestToken(next));
      return { action: 'rotate' as const, session: this.toSessionView(user, row!.session_id, next, row!.aal) };
    });
    // Thrown after the commit, so that a revoked session stays revoked.
    if (outcome.action === 'rotate') return outcome.session;
    if (outcome.action === 'revoke_session') throw new RefreshTokenAlreadyUsedError();
    throw outcome.error === 'refresh_token_not_found' ? new RefreshTokenNotFoundError() : new RefreshSessionNotFoundError();
  }

  /** The signed-in user behind verified access-token claims; SessionNotFoundError once the session has ended. */
  async authenticate(claims: AccessTokenClaims): Promise<AuthUser> {
    if (typeof claims.sid !== 'string' || !UUID.test(claims.sid) || typeof claims.sub !== 'string' || !UUID.test(claims.sub)) {
      throw new SessionNotFoundError();
    }
    const user = await this.sessions.activeUser(claims.sid, claims.sub);
    if (!user) throw new SessionNotFoundError();
    return {
      id: user.id,
      email: user.email,
      emailVerified: user.email_verified,
      role: user.role,
      sessionId: claims.sid,
      aal: user.aal,
      secondFactorAt: user.second_factor_at,
      secondFactorEnrolled: user.second_factor_enrolled,
    };
  }

  /** The live session a refresh token belongs to, without using the token. */
  liveSessionOfRefreshToken(refreshToken: string): Promise<{ session_id: string; user_id: string } | null> {
    return this.sessions.liveSessionOfToken(digestToken(refreshToken));
  }

  /** The user of a live session; null when it has ended. */
  async userOfLiveSession(sessionId: string): Promise<string | null> {
    return UUID.test(sessionId) ? this.sessions.userOfLiveSession(sessionId) : null;
  }

  /** Signs out: this session (`local`), every session of the user (`global`), or all but this one (`others`). */
  async end(scope: LogoutScope, sessionId: string, userId: string): Promise<void> {
    if (scope === 'local') await this.sessions.revoke(this.db, sessionId, 'logout');
    else await this.sessions.revokeAllOf(this.db, userId, scope === 'others' ? sessionId : null, `logout_${scope}`);
  }

  /** Ends every session of the user but `keepSessionId` (after a password change or reset). */
  async endAllOf(userId: string, keepSessionId: string | null, reason: string, db: Queryable = this.db): Promise<void> {
    await this.sessions.revokeAllOf(db, userId, keepSessionId, reason);
  }

  private toSessionView(user: UserRow, sessionId: string, refreshToken: string, aal: AssuranceLevel): SessionView {
    const access = this.accessTokens.sign(user, sessionId, aal);
    return {
      access_token: access.token,
      token_type: 'bearer',
      expires_in: access.expiresIn,
      expires_at: access.expiresAt,
      refresh_token: refreshToken,
      user: toUserView(user),
    };
  }
}
