import { Inject, Injectable } from '@nestjs/common';
import { RateLimiter } from '../common/throttling/rate-limiter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { roleForNewAccount } from './admin-emails.js';
import { signUpsPerIp } from './auth-rate-limits.js';
import { UserAlreadyExistsError, WeakPasswordError } from './auth.errors.js';
import type { SessionView } from '#contracts/auth.contract';
import { PasswordHasher } from './password-hasher.js';
import { checkPassword } from './password-policy.js';
import type { SessionMeta } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';
import { UsersRepository } from './users.repository.js';
import { Transactions } from '../events/transactions.js';

export interface SignUp {
  email: string;
  password: string;
  phone: string | null;
}

/** Creates accounts: one per e-mail address, with a password that meets the policy. */
@Injectable()
export class SignUpService {
  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
  ) {}

  /** Creates the account and signs the person in (the age and the terms were confirmed by the request's validation). */
  async signUp(meta: SessionMeta, input: SignUp): Promise<SessionView> {
    await this.limiter.hit(signUpsPerIp(this.config.auth.signUpsPerIpPerHour), meta.ip ?? 'unknown');
    const check = checkPassword(input.password);
    if (check.reasons.length > 0) throw new WeakPasswordError(check.reasons, check.messages);
    if (await this.users.findByEmail(input.email)) throw new UserAlreadyExistsError();
    const passwordHash = await this.hasher.hash(input.password);
    return this.transactions.run(async (tx) => {
      const user = await this.users.insert({ email: input.email, phone: input.phone, passwordHash, role: roleForNewAccount(this.config, input.email) }, tx);
      // The index has the last word when two sign-ups for one address race.
      if (!user) throw new UserAlreadyExistsError();
      return this.sessions.start(user, meta, tx);
    });
  }
}
