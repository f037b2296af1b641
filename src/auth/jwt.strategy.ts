import type {} from '@fastify/cookie';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { AccessTokenClaims, AuthUser, ROLES } from './auth-user.js';

export const ACCESS_TOKEN_COOKIE = 'access_token';

const fromCookie = (request: FastifyRequest) => request.cookies?.[ACCESS_TOKEN_COOKIE] ?? null;

/** Accepts an access token from `Authorization: Bearer` (API clients) or the httpOnly cookie (the store). */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([ExtractJwt.fromAuthHeaderAsBearerToken(), fromCookie as never]),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(claims: AccessTokenClaims): AuthUser | false {
    if (!claims.sub || !ROLES.includes(claims.role)) return false;
    return { id: claims.sub, email: claims.email, role: claims.role };
  }
}
