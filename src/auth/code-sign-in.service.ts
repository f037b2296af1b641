import { Injectable } from '@nestjs/common';
import { RateLimitedError } from '../common/errors/domain-error.js';
import { RateLimiter } from '../common/throttling/rate-limiter.js';
import { CODE_MAILS_PER_ACCOUNT, CODE_REQUEST_INTERVAL_PER_EMAIL, CODE_REQUESTS_PER_EMAIL, CODE_REQUESTS_PER_IP, CODE_SIGN_INS_PER_IP } from './auth-rate-limits.js';
import { CodeRequestedTooSoonError, InvalidSignInCodeError, InvalidSignInLinkError } from './auth.errors.js';
import type { SessionMeta } from './sessions.repository.js';
import { SignInCodes } from './sign-in-codes.service.js';
import { SignInService, type SignInOutcome } from './sign-in.service.js';
import { UsersRepository } from './users.repository.js';

export const CODE_SENT_MESSAGE = 'If an account exists for that e-mail, we have sent it a 6-digit sign-in code and a sign-in link.';

/** Sign-in without a password: a code (and a link) mailed to the account's address. */
@Injectable()
export class CodeSignInService {
  constructor(
    private readonly users: UsersRepository,
    private readonly codes: SignInCodes,
    private readonly signIns: SignInService,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Mails a new code and link to the address when it has an account, replacing the last ones. The
   * answer is the same either way, and an address without an account is mailed nothing: a mail to it
   * would let anyone make the store write to any address.
   */
  async requestCode(meta: SessionMeta, email: string): Promise<{ message: string }> {
    await this.limiter.hit(CODE_REQUESTS_PER_IP, meta.ip ?? 'unknown');
    await this.limiter.hit(CODE_REQUEST_INTERVAL_PER_EMAIL, email).catch((error: unknown) => {
      throw error instanceof RateLimitedError ? new CodeRequestedTooSoonError(error.retryAfterSeconds) : error;
    });
    await this.limiter.hit(CODE_REQUESTS_PER_EMAIL, email);
    const user = await this.users.findByEmail(email);
    // Past the account's own limit nothing is sent, and nothing in the answer says so.
    if (user && (await this.limiter.hit(CODE_MAILS_PER_ACCOUNT, user.id).then(() => true, () => false))) await this.codes.issue(user, 'sign_in');
    return { message: CODE_SENT_MESSAGE };
  }

  /** Signs in with the code mailed to the address; each wrong guess spends one of the code's few. */
  async verifyCode(meta: SessionMeta, email: string, code: string): Promise<SignInOutcome> {
    await this.limiter.hit(CODE_SIGN_INS_PER_IP, meta.ip ?? 'unknown');
    const user = await this.users.findByEmail(email);
    const proof = user && (await this.codes.check(user.id, 'sign_in', code));
    if (!user || !proof) throw new InvalidSignInCodeError();
    return this.signIns.complete(meta, user, async (tx) => {
      if (!(await this.codes.consume(tx, user.id, 'sign_in', proof))) throw new InvalidSignInCodeError();
    });
  }

  /** Signs in with the link of a code mail, which works once and as long as its code. */
  async verifyLink(meta: SessionMeta, token: string): Promise<SignInOutcome> {
    await this.limiter.hit(CODE_SIGN_INS_PER_IP, meta.ip ?? 'unknown');
    const userId = await this.codes.linkOwner(token);
    const user = userId && (await this.users.findById(userId));
    if (!user) throw new InvalidSignInLinkError();
    return this.signIns.complete(meta, user, async (tx) => {
      if ((await this.codes.consumeLink(tx, token)) !== user.id) throw new InvalidSignInLinkError();
    });
  }
}
