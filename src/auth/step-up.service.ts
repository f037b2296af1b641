import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ReauthenticationRequiredError } from './auth.errors.js';
import type { AuthUser } from './auth-user.js';

/**
 * Step-up: acts that a stolen session must not be able to do (revealing a key, spending much store
 * credit) need a second factor proved within STEP_UP_MAX_AGE. Accounts without a second factor are
 * not held up: they have nothing to prove it with.
 */
@Injectable()
export class StepUp {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Throws ReauthenticationRequiredError (403 reauthentication_required) unless the session proved its second factor recently. */
  requireRecentSecondFactor(user: AuthUser, now: Date = new Date()): void {
    if (!user.secondFactorEnrolled) return;
    const provedAt = user.secondFactorAt?.getTime();
    if (provedAt === undefined || now.getTime() - provedAt > this.config.auth.stepUpMaxAgeSeconds * 1000) throw new ReauthenticationRequiredError();
  }

  /** The same, for a checkout that spends more store credit than STEP_UP_CREDIT_ABOVE_CENTS. */
  requireForCreditSpend(user: AuthUser, creditCents: number): void {
    if (creditCents > this.config.auth.stepUpCreditAboveCents) this.requireRecentSecondFactor(user);
  }
}
