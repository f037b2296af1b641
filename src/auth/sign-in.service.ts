import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { RateLimiter } from '../common/throttling/rate-limiter.js';
import { isAdminEmail } from './admin-emails.js';
import { SIGN_IN_FAILURES_PER_EMAIL, SIGN_IN_PER_IP } from './auth-rate-limits.js';
import { InvalidCredentialsError } from './auth.errors.js';
import type { SessionView } from '#contracts/auth.contract';
import { PasswordHasher } from './password-hasher.js';
import type { SessionMeta } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';
import { UsersRepository } from './users.repository.js';

/** Sign-in with e-mail and password, limited per IP and per e-mail address. */
@Injectable()
export class SignInService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
  ) {}

  /** Starts a session when the password matches; the same error whether the e-mail or the password is wrong. */
  async withPassword(meta: SessionMeta, email: string, password: string): Promise<SessionView> {
    await this.limiter.hit(SIGN_IN_PER_IP, meta.ip ?? 'unknown');
    await this.limiter.check(SIGN_IN_FAILURES_PER_EMAIL, email);
    const user = await this.users.findByEmail(email);
    const matches = user ? await this.hasher.verify(user.password_hash, password) : (await this.hasher.verifyNothing(password), false);
    if (!user || !matches) {
      await this.limiter.hit(SIGN_IN_FAILURES_PER_EMAIL, email).catch(() => undefined);
      throw new InvalidCredentialsError();
    }
    await this.limiter.reset(SIGN_IN_FAILURES_PER_EMAIL, email);
    const signedIn = await this.users.recordSignIn(user.id, isAdminEmail(this.config, user.email));
    return this.sessions.start(signedIn, meta);
  }
}
