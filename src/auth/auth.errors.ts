import { DomainError, RateLimitedError } from '../common/errors/domain-error.js';
import type { WeakPasswordReason } from './password-policy.js';

export class InvalidCredentialsError extends DomainError {
  constructor() {
    super('bad_request', 'invalid_credentials', 'Invalid login credentials');
  }
}

/**
 * Past many failed sign-ins the password alone is not enough. The same answer whether the password was
 * right or not, so that it tells nothing about the password; only a right one has a code mailed.
 */
export class SignInChallengeRequiredError extends DomainError {
  constructor() {
    super(
      'unauthorized',
      'sign_in_challenge_required',
      'There have been many failed sign-ins to this account, so it needs a code as well. If the password is right, we have e-mailed a 6-digit code: enter it with the password.',
    );
  }
}

/** Too many failed sign-ins in a row for an address or an account: the next attempt waits. */
export class SignInDelayedError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(
      retryAfterSeconds,
      'sign_in_delayed',
      `Too many failed sign-ins for this e-mail address. Wait ${retryAfterSeconds} seconds before trying again, or sign in with a code sent by e-mail.`,
    );
  }
}

/** One answer for a wrong, expired, used or guessed-out code and for an address without an account. */
export class InvalidSignInCodeError extends DomainError {
  constructor() {
    super('bad_request', 'otp_expired', 'This code is wrong or has expired. Check it, or ask for a new one.');
  }
}

/** The sign-in link was used, replaced or has expired (or never existed). */
export class InvalidSignInLinkError extends DomainError {
  constructor() {
    super('bad_request', 'otp_expired', 'This sign-in link is invalid or has expired.');
  }
}

/** A new code for the same address within the minute: GoTrue's words. */
export class CodeRequestedTooSoonError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${retryAfterSeconds} seconds.`);
  }
}

export class EmailExistsError extends DomainError {
  constructor() {
    super('invalid', 'email_exists', 'A user with this email address has already been registered');
  }
}

/** The message is the broken rules as sentences; `details` holds their reason codes. */
export class WeakPasswordError extends DomainError {
  constructor(reasons: WeakPasswordReason[], messages: string[]) {
    super('invalid', 'weak_password', messages.join(' '), reasons);
  }
}

export class SamePasswordError extends DomainError {
  constructor() {
    super('invalid', 'same_password', 'New password should be different from the old password.');
  }
}

export class ReauthenticationNeededError extends DomainError {
  constructor() {
    super('bad_request', 'reauthentication_needed', 'Enter your current password to change the e-mail address or the password.');
  }
}

export class WrongCurrentPasswordError extends DomainError {
  constructor() {
    super('bad_request', 'invalid_credentials', 'The current password is not correct.');
  }
}

export class NotAuthenticatedError extends DomainError {
  constructor() {
    super('unauthorized', 'not_authenticated', 'Not authenticated');
  }
}

/** An access token signed with another algorithm than the store's (GoTrue's words). */
export class InvalidAlgClaimError extends DomainError {
  constructor() {
    super('unauthorized', 'bad_jwt', 'Invalid alg claim');
  }
}

export class AccessTokenExpiredError extends DomainError {
  constructor() {
    super('unauthorized', 'token_expired', 'JWT has expired');
  }
}

/** An access token whose session was signed out or has ended. */
export class SessionNotFoundError extends DomainError {
  constructor() {
    super('unauthorized', 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
}

/** A refresh token whose session was signed out or has ended. */
export class RefreshSessionNotFoundError extends DomainError {
  constructor() {
    super('bad_request', 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
}

export class RefreshTokenNotFoundError extends DomainError {
  constructor() {
    super('bad_request', 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
}

export class RefreshTokenAlreadyUsedError extends DomainError {
  constructor() {
    super('bad_request', 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
}

export class InvalidResetTokenError extends DomainError {
  constructor() {
    super('bad_request', 'invalid_reset_token', 'This reset link is invalid or has expired.');
  }
}

export class CrossSiteRequestError extends DomainError {
  constructor() {
    super('forbidden', 'cross_site_request', 'Cross-site request refused');
  }
}

export class AccountSuspendedError extends DomainError {
  constructor(reason: string | null, supportEmail: string) {
    super('forbidden', 'account_suspended', `This account is suspended${reason ? `: ${reason}` : ''}. If you think this is a mistake, write to ${supportEmail}.`);
  }
}

/** A session id the caller has no session of: another account's sessions are not told apart from none. */
export class AccountSessionNotFoundError extends DomainError {
  constructor() {
    super('not_found', 'session_not_found', 'No such session on your account.');
  }
}

export class InvalidVerificationLinkError extends DomainError {
  constructor() {
    super('bad_request', 'invalid_verification_token', 'This verification link is invalid, has already been used or has expired.');
  }
}

/** Keys are sent to the account's address, so an order needs it verified. */
export class EmailNotVerifiedError extends DomainError {
  constructor() {
    super('forbidden', 'email_not_verified', 'Please verify your e-mail address before checking out: your keys are sent to that address.');
  }
}

/** The passkey ceremony's challenge was used, has expired, or was never asked for (or belongs to another session). */
export class PasskeyChallengeExpiredError extends DomainError {
  constructor() {
    super('bad_request', 'passkey_challenge_expired', 'This passkey request has expired or was already used. Please try again.');
  }
}

/**
 * The authenticator's answer did not prove what it must: a wrong signature, origin or challenge, no user
 * verification, a signature counter that went back, or an unknown passkey (the same answer, so that it
 * tells nothing about which passkeys exist).
 */
export class PasskeyNotVerifiedError extends DomainError {
  constructor() {
    super('bad_request', 'passkey_not_verified', 'We could not verify this passkey. Please try again, or sign in another way.');
  }
}

export class PasskeyAlreadyRegisteredError extends DomainError {
  constructor() {
    super('conflict', 'passkey_already_registered', 'This passkey is already registered.');
  }
}

export class PasskeyLimitReachedError extends DomainError {
  constructor(limit: number) {
    super('invalid', 'passkey_limit_reached', `An account can have at most ${limit} passkeys. Remove one before adding another.`);
  }
}

export class PasskeyNotFoundError extends DomainError {
  constructor() {
    super('not_found', 'passkey_not_found', 'No such passkey on your account.');
  }
}

/** A second-factor code that is wrong, already used (a replay) or not the account's. */
export class InvalidSecondFactorCodeError extends DomainError {
  constructor() {
    super('bad_request', 'invalid_mfa_code', 'This code is not right or has been used already. Enter the current code from your authenticator app, or an unused recovery code.');
  }
}

/** The token of the sign-in's second step is missing, forged or older than its few minutes. */
export class InvalidMfaChallengeError extends DomainError {
  constructor() {
    super('bad_request', 'mfa_challenge_expired', 'This sign-in has expired. Sign in with your password again.');
  }
}

export class SecondFactorAlreadyEnrolledError extends DomainError {
  constructor() {
    super('conflict', 'mfa_already_enrolled', 'Two-factor authentication is already on for this account. Turn it off first to set up another app.');
  }
}

export class SecondFactorNotEnrolledError extends DomainError {
  constructor() {
    super('conflict', 'mfa_not_enrolled', 'Two-factor authentication is not on for this account: set up an authenticator app first.');
  }
}

/** An administrator without an authenticator may only set one up. */
export class SecondFactorEnrolmentRequiredError extends DomainError {
  constructor() {
    super('forbidden', 'mfa_enrolment_required', 'Administrator accounts need two-factor authentication. Set up an authenticator app in your account settings first.');
  }
}

/** An administrator's session that has not proved the second factor. */
export class SecondFactorRequiredError extends DomainError {
  constructor() {
    super('forbidden', 'mfa_required', 'This needs a session signed in with two factors. Confirm a code from your authenticator app.');
  }
}

/** A sensitive act (revealing a key, spending much credit) needs a second factor proved in the last few minutes. */
export class ReauthenticationRequiredError extends DomainError {
  constructor() {
    super('forbidden', 'reauthentication_required', 'For your security, confirm a code from your authenticator app to continue.');
  }
}

export class AdminSecondFactorRequiredError extends DomainError {
  constructor() {
    super('forbidden', 'mfa_required_for_admins', 'Administrator accounts must keep two-factor authentication on.');
  }
}
