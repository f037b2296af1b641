import { Inject, Injectable } from '@nestjs/common';
import { generateRegistrationOptions, verifyRegistrationResponse, type VerifiedRegistrationResponse } from '@simplewebauthn/server';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Transactions } from '../events/transactions.js';
import { MAX_PASSKEY_NAME_LENGTH, MAX_PASSKEYS_PER_ACCOUNT } from '#contracts/passkeys.constants';
import type { PasskeyRegistrationOptionsView, PasskeyView } from '#contracts/passkeys.contract';
import { PasskeyAlreadyRegisteredError, PasskeyChallengeExpiredError, PasskeyLimitReachedError, PasskeyNotVerifiedError } from './auth.errors.js';
import type { AuthUser } from './auth-user.js';
import { describeDevice } from './device-description.js';
import type { RegisterPasskeyDto } from './dto/passkey.dto.js';
import { PASSKEY_CHALLENGE_TTL_SECONDS, PasskeyChallenges } from './passkey-challenges.js';
import { userHandleOf } from './passkey-user-handle.js';
import { toPasskeyView } from './passkey-view.js';
import { PasskeysRepository } from './passkeys.repository.js';

/**
 * Adding a passkey to the signed-in account: options with a challenge bound to the session, then the
 * authenticator's answer, which must verify its user (PIN, fingerprint, face) so that the passkey alone
 * is two factors. Attestation is not asked for: the store trusts any authenticator the person chooses.
 */
@Injectable()
export class PasskeyRegistration {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly passkeys: PasskeysRepository,
    private readonly challenges: PasskeyChallenges,
  ) {}

  /** The options for the browser; its challenge replaces any the session asked for before. */
  async options(user: AuthUser): Promise<PasskeyRegistrationOptionsView> {
    const existing = await this.passkeys.listOf(user.id);
    if (existing.length >= MAX_PASSKEYS_PER_ACCOUNT) throw new PasskeyLimitReachedError(MAX_PASSKEYS_PER_ACCOUNT);
    const { rpId, rpName } = this.config.passkeys;
    const options = await generateRegistrationOptions({
      rpName,
      rpID: rpId,
      userName: user.email,
      userDisplayName: user.email,
      userID: userHandleOf(user.id),
      timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.credential_id })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    });
    await this.challenges.put('registration', user.sessionId, options.challenge);
    return options;
  }

  /**
   * Checks the authenticator's answer against the session's challenge (used up whatever the outcome)
   * and keeps the passkey's public key, named as asked or after the device it was made on.
   */
  async register(user: AuthUser, userAgent: string | null, body: RegisterPasskeyDto): Promise<PasskeyView> {
    const challenge = await this.challenges.take('registration', user.sessionId);
    if (!challenge) throw new PasskeyChallengeExpiredError();
    const { credential } = await this.verify(body, challenge);
    return this.transactions.run(async (tx) => {
      if ((await this.passkeys.lockedCountOf(tx, user.id)) >= MAX_PASSKEYS_PER_ACCOUNT) throw new PasskeyLimitReachedError(MAX_PASSKEYS_PER_ACCOUNT);
      const added = await this.passkeys.add(tx, user.id, {
        credentialId: credential.id,
        publicKey: credential.publicKey,
        signCount: credential.counter,
        name: body.name ?? describeDevice(userAgent).slice(0, MAX_PASSKEY_NAME_LENGTH),
      });
      if (!added) throw new PasskeyAlreadyRegisteredError();
      return toPasskeyView(added);
    });
  }

  private async verify(body: RegisterPasskeyDto, challenge: string): Promise<NonNullable<VerifiedRegistrationResponse['registrationInfo']>> {
    const { origin, rpId } = this.config.passkeys;
    // The library's messages quote the challenge and the credential: none of them is logged or answered.
    const verification = await verifyRegistrationResponse({
      response: { ...body.credential, clientExtensionResults: {} },
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpId,
      requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) throw new PasskeyNotVerifiedError();
    return verification.registrationInfo;
  }
}
