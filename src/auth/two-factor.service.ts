import { Inject, Injectable } from '@nestjs/common';
import QRCode from 'qrcode';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { RateLimiter } from '../common/throttling/rate-limiter.js';
import type { Queryable } from '../database/queryable.js';
import { Transactions } from '../events/transactions.js';
import type { RecoveryCodesView, SecondFactorProvedView, TotpEnrolmentView, TwoFactorStatusView } from '#contracts/auth.contract';
import { CURRENT_PASSWORD_FAILURES_PER_USER, SECOND_FACTOR_CODES_PER_ACCOUNT } from './auth-rate-limits.js';
import {
  AdminSecondFactorRequiredError,
  InvalidSecondFactorCodeError,
  SecondFactorAlreadyEnrolledError,
  SecondFactorNotEnrolledError,
  WrongCurrentPasswordError,
} from './auth.errors.js';
import type { AuthUser } from './auth-user.js';
import { PasswordHasher } from './password-hasher.js';
import { looksLikeRecoveryCode, newRecoveryCodes, recoveryCodeDigest } from './recovery-codes.js';
import { SecondFactorsRepository } from './second-factors.repository.js';
import { SessionsService } from './sessions.service.js';
import { matchingStep, newTotpSecret, otpauthUri } from './totp.js';
import { TotpSecretCipher } from './totp-secret-cipher.js';
import { UsersRepository } from './users.repository.js';

/**
 * Two-factor authentication with an authenticator app (TOTP) and single-use recovery codes: setting
 * it up, turning it off, new recovery codes, and the one check every second-factor code goes through.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly factors: SecondFactorsRepository,
    private readonly cipher: TotpSecretCipher,
    private readonly sessions: SessionsService,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
  ) {}

  /** Whether the account has two-factor authentication on (in the caller's transaction when given). */
  isEnrolled(userId: string, db?: Queryable): Promise<boolean> {
    return this.factors.isEnrolled(userId, db);
  }

  async status(user: AuthUser): Promise<TwoFactorStatusView> {
    const enrolled = await this.factors.isEnrolled(user.id);
    return { enrolled, recoveryCodesLeft: enrolled ? await this.factors.unusedRecoveryCodeCount(user.id) : 0 };
  }

  /** A new secret to scan; nothing changes for sign-in until a code from the app confirms it. */
  async beginEnrolment(user: AuthUser): Promise<TotpEnrolmentView> {
    const secret = newTotpSecret();
    if (!(await this.factors.startEnrolment(user.id, this.cipher.seal(secret)))) throw new SecondFactorAlreadyEnrolledError();
    const uri = otpauthUri(secret, user.email);
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 2 });
    return { secret, otpauthUri: uri, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /**
   * Turns two-factor authentication on with a code from the app and answers the recovery codes,
   * shown this once; the session that confirmed it has proved both factors.
   */
  async confirmEnrolment(user: AuthUser, code: string): Promise<RecoveryCodesView> {
    return this.transactions.run(async (tx) => {
      const factor = await this.factors.lockFactor(tx, user.id);
      if (!factor) throw new SecondFactorNotEnrolledError();
      if (factor.confirmed_at) throw new SecondFactorAlreadyEnrolledError();
      await this.countingWrongCodes(user.id, () => this.useTotpCode(tx, user.id, this.cipher.open(factor.secret_sealed), code));
      await this.factors.confirm(tx, user.id);
      const recoveryCodes = await this.replaceRecoveryCodes(tx, user.id);
      await this.sessions.markSecondFactor(tx, user.sessionId);
      return { recoveryCodes };
    });
  }

  /** Turns it off with the password and a fresh second factor; administrators must keep it. */
  async disable(user: AuthUser, code: string, password: string): Promise<void> {
    const account = await this.users.findById(user.id);
    if (!account || !(await this.hasher.verify(account.password_hash, password))) {
      await this.limiter.hit(CURRENT_PASSWORD_FAILURES_PER_USER, user.id);
      throw new WrongCurrentPasswordError();
    }
    if (user.role === 'admin') throw new AdminSecondFactorRequiredError();
    await this.transactions.run(async (tx) => {
      await this.prove(tx, user.id, code);
      await this.factors.removeAll(tx, user.id);
    });
  }

  /** New recovery codes (the old ones stop working) for a fresh second factor. */
  async regenerateRecoveryCodes(user: AuthUser, code: string): Promise<RecoveryCodesView> {
    return this.transactions.run(async (tx) => {
      await this.prove(tx, user.id, code);
      return { recoveryCodes: await this.replaceRecoveryCodes(tx, user.id) };
    });
  }

  /** Proves the second factor again in this session, for the acts that need a recent one. */
  async reauthenticate(user: AuthUser, code: string): Promise<SecondFactorProvedView> {
    return this.transactions.run(async (tx) => {
      await this.prove(tx, user.id, code);
      return { secondFactorAt: (await this.sessions.markSecondFactor(tx, user.sessionId)).toISOString() };
    });
  }

  /**
   * Checks a code from the authenticator app or a recovery code of the account, in the caller's
   * transaction, and uses it up: an app code once (its time step), a recovery code once. Wrong codes
   * are limited per account.
   */
  async prove(tx: Queryable, userId: string, code: string): Promise<void> {
    const factor = await this.factors.lockFactor(tx, userId);
    if (!factor?.confirmed_at) throw new SecondFactorNotEnrolledError();
    await this.countingWrongCodes(userId, async () => {
      if (!looksLikeRecoveryCode(code)) return this.useTotpCode(tx, userId, this.cipher.open(factor.secret_sealed), code);
      if (!(await this.factors.useRecoveryCode(tx, userId, recoveryCodeDigest(this.config.jwtSecret, userId, code)))) throw new InvalidSecondFactorCodeError();
    });
  }

  /**
   * Runs a code check as one of the account's limited tries: counted before it runs (so that
   * parallel guesses cannot slip past the limit) and given back when the code was right.
   */
  private async countingWrongCodes(userId: string, check: () => Promise<void>): Promise<void> {
    await this.limiter.hit(SECOND_FACTOR_CODES_PER_ACCOUNT, userId);
    await check();
    await this.limiter.unhit(SECOND_FACTOR_CODES_PER_ACCOUNT, userId);
  }

  private async useTotpCode(tx: Queryable, userId: string, secret: string, code: string): Promise<void> {
    const step = /^\d{6}$/.test(code) ? matchingStep(secret, code) : null;
    if (step === null || !(await this.factors.useStep(tx, userId, step))) throw new InvalidSecondFactorCodeError();
  }

  private async replaceRecoveryCodes(tx: Queryable, userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.factors.replaceRecoveryCodes(tx, userId, codes.map((code) => recoveryCodeDigest(this.config.jwtSecret, userId, code)));
    return codes;
  }
}
