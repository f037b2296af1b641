import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { Queryable } from '../database/queryable.js';
import { Transactions } from '../events/transactions.js';
import { MailOutbox } from '../notifications/mail-outbox.js';
import { digestToken, newOpaqueToken } from './opaque-tokens.js';
import { digestsMatch, newSignInCode, SIGN_IN_CODE_ATTEMPTS, signInCodeDigest } from './sign-in-code.js';
import { SignInCodesRepository, type SignInCodePurpose } from './sign-in-codes.repository.js';

/** The page a sign-in link opens; it signs in only when the person there confirms. */
export const SIGN_IN_LINK_PATH = '/auth/sign-in-link';

/** One-time codes mailed to an account: single use, short-lived, a few guesses each, stored as keyed digests. */
@Injectable()
export class SignInCodes {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly codes: SignInCodesRepository,
    private readonly outbox: MailOutbox,
  ) {}

  /**
   * Mails a new code for `purpose` to the account, replacing its open one; a sign-in code comes with a
   * link that does the same. The code and its mail are written in one transaction.
   */
  async issue(user: { id: string; email: string }, purpose: SignInCodePurpose): Promise<void> {
    const code = newSignInCode();
    const link = purpose === 'sign_in' ? newOpaqueToken() : null;
    const ttl = this.config.auth.signInCodeTtlSeconds;
    await this.transactions.run(async (tx) => {
      const expiresAt = (await this.codes.replace(tx, user.id, purpose, this.digest(user.id, code), link === null ? null : digestToken(link), ttl)).toISOString();
      if (link) {
        const signInUrl = `${this.config.publicUrl}${SIGN_IN_LINK_PATH}?token=${encodeURIComponent(link)}`;
        await this.outbox.enqueue(tx, { recipient: user.email, template: 'sign_in_code', payload: { code, signInUrl, expiresAt } });
      } else {
        await this.outbox.enqueue(tx, { recipient: user.email, template: 'sign_in_challenge', payload: { code, expiresAt } });
      }
    });
  }

  /**
   * Spends one guess on the account's open code; answers the proof to `consume` it with when the code is
   * right, else null (wrong, expired, used, replaced or out of guesses).
   */
  async check(userId: string, purpose: SignInCodePurpose, code: string): Promise<Buffer | null> {
    const stored = await this.codes.takeAttempt(userId, purpose, SIGN_IN_CODE_ATTEMPTS);
    const given = this.digest(userId, code);
    return stored && digestsMatch(stored, given) ? given : null;
  }

  /** Uses up a code `check` accepted, in the caller's transaction; false when a parallel request used it first. */
  consume(tx: Queryable, userId: string, purpose: SignInCodePurpose, proof: Buffer): Promise<boolean> {
    return this.codes.consume(tx, userId, purpose, proof);
  }

  /** The account a sign-in link would sign in, without using it; null when it cannot be used. */
  linkOwner(token: string): Promise<string | null> {
    return this.codes.linkOwner(digestToken(token), SIGN_IN_CODE_ATTEMPTS);
  }

  /** Uses up the code a sign-in link belongs to, in the caller's transaction; answers its account, or null. */
  consumeLink(tx: Queryable, token: string): Promise<string | null> {
    return this.codes.consumeLink(tx, digestToken(token), SIGN_IN_CODE_ATTEMPTS);
  }

  private digest(userId: string, code: string): Buffer {
    return signInCodeDigest(this.config.jwtSecret, userId, code);
  }
}
