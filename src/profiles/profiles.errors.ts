import { DomainError } from '../common/errors/domain-error.js';

/** The profile row could not be made on the first visit (the spec's message); the cause is logged, not shown. */
export class ProfileCreationFailedError extends DomainError {
  static readonly code = 'profile_creation_failed';

  constructor() {
    super('unavailable', ProfileCreationFailedError.code, 'Failed to create user profile');
  }
}
