import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { DomainError } from '../common/errors/domain-error.js';
import { AuthUser, Role } from './auth-user.js';

const ROLES_KEY = 'roles';

/** Requires a valid access token; answers 401 with the common body otherwise. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T = AuthUser>(error: unknown, user: T | false, info: { name?: string; message?: string } | undefined): T {
    if (error) throw error;
    if (user) return user;
    if (info?.name === 'TokenExpiredError') throw new DomainError('unauthorized', 'token_expired', 'JWT has expired');
    throw new DomainError('unauthorized', 'not_authenticated', 'Not authenticated');
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
