import { createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { AccessTokenClaims, AssuranceLevel, Role } from './auth-user.js';

export interface SignedAccessToken {
  token: string;
  expiresIn: number;
  /** Unix seconds. */
  expiresAt: number;
}

/** Whether `verify` refused a token only because it has expired. */
export function isExpiredTokenError(error: unknown): boolean {
  return error instanceof jwt.TokenExpiredError;
}

/**
 * Whether a token that failed verification names another algorithm than ours in its header
 * (`none`, RS256, HS512…): the spec answers that with 'Invalid alg claim' rather than a plain refusal.
 */
export function hasForeignAlgorithm(token: string): boolean {
  const decoded = jwt.decode(token, { complete: true });
  return !!decoded && decoded.header.alg !== ACCESS_TOKEN_ALGORITHM;
}

const ACCESS_TOKEN_ALGORITHM = 'HS256';

/** Signs and reads the short-lived access tokens (HS256 JWTs under JWT_SECRET), the store's one JWT stack. */
@Injectable()
export class AccessTokens {
  /**
   * The secret as a key object, made once: given a string, jsonwebtoken first tries to read it as a
   * public key at every call, and that failed attempt cost about a millisecond of each signed-in request.
   */
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret));
  }

  sign(user: { id: string; email: string; role: Role }, sessionId: string, aal: AssuranceLevel): SignedAccessToken {
    const expiresIn = this.config.auth.accessTokenTtlSeconds;
    const issuedAt = Math.floor(Date.now() / 1000);
    const claims: AccessTokenClaims = { sub: user.id, email: user.email, role: user.role, sid: sessionId, aal, iat: issuedAt, exp: issuedAt + expiresIn };
    return { token: jwt.sign(claims, this.key, { algorithm: ACCESS_TOKEN_ALGORITHM }), expiresIn, expiresAt: issuedAt + expiresIn };
  }

  /**
   * The claims of a token signed by us; throws jsonwebtoken's errors (`TokenExpiredError` when it
   * has expired, unless `ignoreExpiration`).
   */
  verify(token: string, options: { ignoreExpiration?: boolean } = {}): AccessTokenClaims {
    return jwt.verify(token, this.key, { algorithms: [ACCESS_TOKEN_ALGORITHM], ignoreExpiration: options.ignoreExpiration ?? false }) as AccessTokenClaims;
  }
}
