import { DomainError } from '../common/errors/domain-error.js';
import type { WeakPasswordReason } from './password-policy.js';

export class InvalidCredentialsError extends DomainError {
  constructor() {
    super('bad_request', 'invalid_credentials', 'Invalid login credentials');
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
