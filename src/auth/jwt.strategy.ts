import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ACCESS_TOKEN_COOKIE } from './auth-cookies.js';
import { AccessTokenClaims, AuthUser, ROLES } from './auth-user.js';
import { SessionsService } from './sessions.service.js';

const fromCookie = (request: FastifyRequest) => request.cookies?.[ACCESS_TOKEN_COOKIE] ?? null;

/**
 * Accepts an access token from `Authorization: Bearer` (API clients) or the httpOnly cookie (the
 * store), and only while its session lives: a signed-out session's tokens are refused at once.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([ExtractJwt.fromAuthHeaderAsBearerToken(), fromCookie as never]),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthUser | false> {
    if (!claims.sub || !ROLES.includes(claims.role)) return false;
    return this.sessions.authenticate(claims);
  }
}
