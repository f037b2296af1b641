import { applyDecorators, CanActivate, createParamDecorator, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiCookieAuth } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../common/errors/domain-error.js';
import { AccessTokens, hasForeignAlgorithm, isExpiredTokenError } from './access-tokens.js';
import { bearerToken, sessionCookies } from './auth-cookies.js';
import { AccessTokenExpiredError, InvalidAlgClaimError, NotAuthenticatedError, SecondFactorEnrolmentRequiredError, SecondFactorRequiredError } from './auth.errors.js';
import { AccessTokenClaims, AuthUser, Role, ROLES } from './auth-user.js';
import { SessionsService } from './sessions.service.js';
import { StepUp } from './step-up.service.js';
import { ApiErrorResponses } from '../common/swagger.js';

const ROLES_KEY = 'roles';

/**
 * Requires a valid access token of a live session, from `Authorization: Bearer` (API clients) or else
 * the httpOnly cookie (the store), and sets `request.user`; answers 401 with the common body otherwise.
 * A signed-out session's tokens are refused at once.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly accessTokens: AccessTokens,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const token = bearerToken(request) ?? sessionCookies(request).accessToken;
    if (!token) throw new NotAuthenticatedError();
    const claims = this.verify(token);
    if (!claims.sub || !ROLES.includes(claims.role)) throw new NotAuthenticatedError();
    request.user = await this.sessions.authenticate(claims);
    return true;
  }

  private verify(token: string): AccessTokenClaims {
    try {
      return this.accessTokens.verify(token);
    } catch (error) {
      if (isExpiredTokenError(error)) throw new AccessTokenExpiredError();
      throw hasForeignAlgorithm(token) ? new InvalidAlgClaimError() : new NotAuthenticatedError();
    }
  }
}

/** Lets the request through only when the signed-in user has one of the route's roles. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[]>(ROLES_KEY, [context.getHandler(), context.getClass()]) ?? [];
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (roles.length === 0 || (user && roles.includes(user.role))) return true;
    throw new DomainError('forbidden', 'admin_only', 'This needs an administrator account.');
  }
}

/**
 * Administrators act only from a session that proved a second factor: one without an authenticator
 * is told to set it up (`mfa_enrolment_required`), one that has it to sign in with it (`mfa_required`).
 */
@Injectable()
export class AdminSecondFactorGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user: AuthUser }>().user;
    if (user.aal === 2) return true;
    throw user.secondFactorEnrolled ? new SecondFactorRequiredError() : new SecondFactorEnrolmentRequiredError();
  }
}

/** For admin endpoints: a signed-in user with the admin role, in a two-factor session. */
export function AdminOnly() {
  return applyDecorators(
    SetMetadata(ROLES_KEY, ['admin']),
    UseGuards(JwtAuthGuard, RolesGuard, AdminSecondFactorGuard),
    ApiBearerAuth(),
    ApiErrorResponses({ 401: 'Not signed in', 403: 'Not an administrator (admin_only), or a session without a second factor (mfa_enrolment_required, mfa_required)' }),
  );
}

/** Lets the request through when the account has no second factor or the session proved it recently (StepUp). */
@Injectable()
export class RecentSecondFactorGuard implements CanActivate {
  constructor(private readonly stepUp: StepUp) {}

  canActivate(context: ExecutionContext): boolean {
    this.stepUp.requireRecentSecondFactor(context.switchToHttp().getRequest<{ user: AuthUser }>().user);
    return true;
  }
}

/** For a signed-in user's sensitive acts: a second factor proved within STEP_UP_MAX_AGE, when the account has one. Put after SignedIn(). */
export function RequireRecentSecondFactor() {
  return applyDecorators(
    UseGuards(RecentSecondFactorGuard),
    ApiErrorResponses({ 403: 'reauthentication_required: confirm a code with POST /api/auth/reauthenticate, then try again' }),
  );
}

/** For a signed-in user's own endpoints: a valid access token (Bearer or cookie) of a live session. */
export function SignedIn() {
  return applyDecorators(
    UseGuards(JwtAuthGuard),
    ApiBearerAuth(),
    ApiCookieAuth(),
    ApiErrorResponses({ 401: 'Not signed in, the access token has expired, or its session has ended' }),
  );
}

/** The signed-in user of the request, set by JwtAuthGuard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  return context.switchToHttp().getRequest<{ user: AuthUser }>().user;
});
