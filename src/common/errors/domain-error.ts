/** What went wrong, in terms the HTTP layer maps to a status once, in the exception filter. */
export type DomainErrorKind =
  | 'bad_request'
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many_requests'
  | 'unavailable';

/** Base of the named errors services throw; `code` is stable for clients, `message` is for people. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    /** Machine-readable particulars, such as the reasons a password was refused. */
    readonly details?: string[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Too many attempts in a window; the answer carries `Retry-After`. */
export class RateLimitedError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    code = 'over_request_rate_limit',
    message = `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
  ) {
    super('too_many_requests', code, message);
  }
}
