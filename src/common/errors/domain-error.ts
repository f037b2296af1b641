/** What went wrong, in terms the HTTP layer maps to a status once, in the exception filter. */
export type DomainErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'unavailable';

/** Base of the named errors services throw; `code` is stable for clients, `message` is for people. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
