import { Inject, Injectable } from '@nestjs/common';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { RateLimiter } from '../common/throttling/rate-limiter.js';
import type { SessionView } from '#contracts/auth.contract';
import type { PasskeySignInOptionsView } from '#contracts/passkeys.contract';
import { PASSKEY_CHALLENGES_PER_IP, PASSKEY_SIGN_INS_PER_IP } from './auth-rate-limits.js';
import { PasskeyChallengeExpiredError, PasskeyNotVerifiedError } from './auth.errors.js';
import type { PasskeySignInDto } from './dto/passkey.dto.js';
import { newOpaqueToken } from './opaque-tokens.js';
import { PASSKEY_CHALLENGE_TTL_SECONDS, PasskeyChallenges } from './passkey-challenges.js';
import { encodedUserHandleOf } from './passkey-user-handle.js';
import { PasskeysRepository, type PasskeyRow } from './passkeys.repository.js';
import type { SessionMeta } from './sessions.repository.js';
import { SignInService } from './sign-in.service.js';
import { UsersRepository } from './users.repository.js';

/**
 * Signing in with a passkey alone: the browser offers the person's discoverable passkeys for the store,
 * so no e-mail is typed. A passkey that verified its user is something held and something known or
 * been, so the session counts as two factors.
 */
@Injectable()
export class PasskeySignIn {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
    private readonly passkeys: PasskeysRepository,
    private readonly users: UsersRepository,
    private readonly challenges: PasskeyChallenges,
    private readonly signIns: SignInService,
  ) {}

  /** The options for the browser, and the handle that binds their challenge to the browser (its cookie). */
  async options(meta: SessionMeta): Promise<{ options: PasskeySignInOptionsView; handle: string }> {
    await this.limiter.hit(PASSKEY_CHALLENGES_PER_IP, meta.ip ?? 'unknown');
    const options = await generateAuthenticationOptions({
      rpID: this.config.passkeys.rpId,
      userVerification: 'required',
      timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
    });
    const handle = newOpaqueToken();
    await this.challenges.put('sign-in', handle, options.challenge);
    return { options, handle };
  }

  /**
   * Checks the answer against the browser's challenge (used up whatever the outcome) and the passkey's
   * public key and signature counter, then starts a two-factor session. An unknown passkey gets the
   * same answer as a wrong signature.
   */
  async signIn(meta: SessionMeta, handle: string | undefined, body: PasskeySignInDto): Promise<SessionView> {
    await this.limiter.hit(PASSKEY_SIGN_INS_PER_IP, meta.ip ?? 'unknown');
    const challenge = handle ? await this.challenges.take('sign-in', handle) : null;
    if (!challenge) throw new PasskeyChallengeExpiredError();
    const passkey = await this.passkeys.findByCredentialId(body.credential.id);
    if (!passkey || (body.credential.response.userHandle !== undefined && body.credential.response.userHandle !== encodedUserHandleOf(passkey.user_id))) {
      throw new PasskeyNotVerifiedError();
    }
    const newCount = await this.verify(body, challenge, passkey);
    const user = await this.users.findById(passkey.user_id);
    if (!user) throw new PasskeyNotVerifiedError();
    return this.signIns.completeWithTwoFactors(meta, user, async (tx) => {
      if (!(await this.passkeys.recordUse(tx, passkey.id, passkey.sign_count, newCount))) throw new PasskeyNotVerifiedError();
    });
  }

  /** The passkey's new signature counter once the answer verifies; a counter that did not move on (a cloned key) fails. */
  private async verify(body: PasskeySignInDto, challenge: string, passkey: PasskeyRow): Promise<number> {
    const { origin, rpId } = this.config.passkeys;
    // The library's messages quote the challenge and the credential: none of them is logged or answered.
    const verification = await verifyAuthenticationResponse({
      response: { ...body.credential, clientExtensionResults: {} },
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpId,
      credential: { id: passkey.credential_id, publicKey: new Uint8Array(passkey.public_key), counter: Number(passkey.sign_count) },
      requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) throw new PasskeyNotVerifiedError();
    return verification.authenticationInfo.newCounter;
  }
}
