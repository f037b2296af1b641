import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { RateLimiter } from '../common/throttling/rate-limiter.js';
import type { Queryable } from '../database/queryable.js';
import { Transactions } from '../events/transactions.js';
import { isAdminEmail } from './admin-emails.js';
import { CHALLENGE_MAILS_PER_ACCOUNT, CODE_SIGN_INS_PER_IP, SIGN_IN_PER_IP } from './auth-rate-limits.js';
import { InvalidCredentialsError, InvalidMfaChallengeError, SignInChallengeRequiredError, SignInDelayedError } from './auth.errors.js';
import type { MfaChallengeView, SessionView } from '#contracts/auth.contract';
import { MfaChallenges } from './mfa-challenges.js';
import type { AssuranceLevel } from './auth-user.js';
import { PasswordHasher } from './password-hasher.js';
import { needsChallenge } from './sign-in-backoff.js';
import { SignInCodes } from './sign-in-codes.service.js';
import { SignInFailures } from './sign-in-failures.js';
import type { SessionMeta } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';
import { TwoFactorService } from './two-factor.service.js';
import { UsersRepository, type UserRow } from './users.repository.js';

/** What a right first factor answers: a session, or the second step for an account with two factors. */
export type SignInOutcome = SessionView | MfaChallengeView;

/**
 * Sign-in with e-mail and password, limited per IP. Failures slow the address and the account down
 * (SIGN_IN_BACKOFF) and then make the sign-in need a mailed code as well, instead of locking anyone out.
 */
@Injectable()
export class SignInService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly failures: SignInFailures,
    private readonly codes: SignInCodes,
    private readonly twoFactor: TwoFactorService,
    private readonly challenges: MfaChallenges,
  ) {}

  /**
   * Starts a session when the password matches (and, once the account is challenged, the mailed code
   * too); the same error whether the e-mail, the password or the code is wrong.
   */
  async withPassword(meta: SessionMeta, email: string, password: string, code?: string): Promise<SignInOutcome> {
    await this.limiter.hit(SIGN_IN_PER_IP, meta.ip ?? 'unknown');
    const user = await this.users.findByEmail(email);
    const subjects = SignInFailures.subjectsOf(email, user?.id ?? null);
    const standing = await this.failures.standing(subjects);
    const challenged = needsChallenge(standing.failures);
    // A challenged sign-in tells nothing about the password, so guessing gains nothing and need not wait.
    if (!challenged && standing.waitSeconds > 0) throw new SignInDelayedError(standing.waitSeconds);
    const matches = user ? await this.hasher.verify(user.password_hash, password) : (await this.hasher.verifyNothing(password), false);
    if (!user || !matches) {
      await this.failures.record(subjects);
      throw challenged && code === undefined ? new SignInChallengeRequiredError() : new InvalidCredentialsError();
    }
    if (challenged) return this.withChallenge(meta, user, code);
    return this.complete(meta, user);
  }

  /** The second step a challenged account needs: mails a code when none is given, else checks it. */
  private async withChallenge(meta: SessionMeta, user: UserRow, code: string | undefined): Promise<SignInOutcome> {
    if (code === undefined) {
      if (await this.limiter.hit(CHALLENGE_MAILS_PER_ACCOUNT, user.id).then(() => true, () => false)) await this.codes.issue(user, 'challenge');
      throw new SignInChallengeRequiredError();
    }
    const proof = await this.codes.check(user.id, 'challenge', code);
    if (!proof) throw new InvalidCredentialsError();
    return this.complete(meta, user, async (tx) => {
      if (!(await this.codes.consume(tx, user.id, 'challenge', proof))) throw new InvalidCredentialsError();
    });
  }

  /**
   * Records the sign-in and starts the session, in one transaction with `useProof` (which uses up the
   * code that proved who it is, and throws when a parallel request used it first); then forgets the
   * failures. An account with two-factor authentication gets no session yet: `useProof` is spent and
   * the answer is the token of the second step (a password, or a mailed code, is one factor).
   */
  async complete(meta: SessionMeta, user: UserRow, useProof?: (tx: Queryable) => Promise<void>): Promise<SignInOutcome> {
    if (await this.twoFactor.isEnrolled(user.id)) {
      if (useProof) await this.transactions.run(useProof);
      await this.failures.clear(SignInFailures.subjectsOf(user.email, user.id));
      return this.challenges.issue(user.id);
    }
    return this.startSession(meta, user, useProof, 1);
  }

  /** A sign-in that proved two factors at once (a passkey with user verification): never a second step. */
  completeWithTwoFactors(meta: SessionMeta, user: UserRow, useProof: (tx: Queryable) => Promise<void>): Promise<SessionView> {
    return this.startSession(meta, user, useProof, 2);
  }

  private async startSession(meta: SessionMeta, user: UserRow, useProof: ((tx: Queryable) => Promise<void>) | undefined, aal: AssuranceLevel): Promise<SessionView> {
    const session = await this.transactions.run(async (tx) => {
      await useProof?.(tx);
      const signedIn = await this.users.recordSignIn(user.id, isAdminEmail(this.config, user.email), tx);
      return this.sessions.start(signedIn, meta, tx, { aal });
    });
    await this.failures.clear(SignInFailures.subjectsOf(user.email, user.id));
    return session;
  }

  /** The second step: the code from the authenticator app, or a recovery code, starts a two-factor session. */
  async withSecondFactor(meta: SessionMeta, mfaToken: string, code: string): Promise<SessionView> {
    await this.limiter.hit(CODE_SIGN_INS_PER_IP, meta.ip ?? 'unknown');
    const user = await this.users.findById(this.challenges.userOf(mfaToken));
    if (!user) throw new InvalidMfaChallengeError();
    return this.transactions.run(async (tx) => {
      await this.twoFactor.prove(tx, user.id, code);
      const signedIn = await this.users.recordSignIn(user.id, isAdminEmail(this.config, user.email), tx);
      return this.sessions.start(signedIn, meta, tx, { aal: 2 });
    });
  }
}
