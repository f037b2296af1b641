import { applyDecorators, CanActivate, createParamDecorator, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth, ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { DomainError } from '../common/errors/domain-error.js';
import { AccessTokenExpiredError, NotAuthenticatedError } from './auth.errors.js';
import { AuthUser, Role } from './auth-user.js';

const ROLES_KEY = 'roles';

/** Requires a valid access token of a live session; answers 401 with the common body otherwise. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T = AuthUser>(error: unknown, user: T | false, info: { name?: string; message?: string } | undefined): T {
    if (error) throw error;
    if (user) return user;
    if (info?.name === 'TokenExpiredError') throw new AccessTokenExpiredError();
    throw new NotAuthenticatedError();
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

/** For admin endpoints: a signed-in user with the admin role. */
export function AdminOnly() {
  return applyDecorators(
    SetMetadata(ROLES_KEY, ['admin']),
    UseGuards(JwtAuthGuard, RolesGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ApiForbiddenResponse({ description: 'Not an administrator' }),
  );
}

/** For a signed-in user's own endpoints: a valid access token (Bearer or cookie) of a live session. */
export function SignedIn() {
  return applyDecorators(
    UseGuards(JwtAuthGuard),
    ApiBearerAuth(),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ description: 'Not signed in, the access token has expired, or its session has ended' }),
  );
}

/** The signed-in user of the request, set by JwtAuthGuard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  return context.switchToHttp().getRequest<{ user: AuthUser }>().user;
});
