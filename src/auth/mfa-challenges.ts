import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { InvalidMfaChallengeError } from './auth.errors.js';
import type { MfaChallengeView } from '#contracts/auth.contract';

/** How long the second step of a sign-in may take after the first factor. */
const CHALLENGE_TTL_SECONDS = 300;
const PURPOSE = 'mfa_challenge';

/**
 * The token that carries a sign-in from its first factor to its second: signed (HS256) with a key
 * derived from JWT_SECRET for this use alone, so that it can never pass as an access token.
 */
@Injectable()
export class MfaChallenges {
  /** A key object, so that jsonwebtoken does not try to read it as a public key first at every call. */
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createSecretKey(Buffer.from(hkdfSync('sha256', config.jwtSecret, Buffer.alloc(0), 'keyshop mfa challenge', 32)));
  }

  /** The answer to a first factor that was right, for an account with a second factor. */
  issue(userId: string): MfaChallengeView {
    const mfa_token = jwt.sign({ sub: userId, purpose: PURPOSE }, this.key, { algorithm: 'HS256', expiresIn: CHALLENGE_TTL_SECONDS });
    return { mfa_required: true, mfa_token, expires_in: CHALLENGE_TTL_SECONDS, factors: ['totp', 'recovery_code'] };
  }

  /** The account a challenge token was issued for; InvalidMfaChallengeError when it is not ours or has expired. */
  userOf(token: string): string {
    try {
      const claims = jwt.verify(token, this.key, { algorithms: ['HS256'] }) as { sub?: unknown; purpose?: unknown };
      if (claims.purpose !== PURPOSE || typeof claims.sub !== 'string') throw new InvalidMfaChallengeError();
      return claims.sub;
    } catch {
      throw new InvalidMfaChallengeError();
    }
  }
}
