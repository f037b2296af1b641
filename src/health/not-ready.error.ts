import { DomainError } from '../common/errors/domain-error.js';

/** Readiness fails: a dependency is down or the process is shutting down. Expected, so never logged as an error. */
export class NotReadyError extends DomainError {
  constructor(message: string, details?: string[]) {
    super('unavailable', 'not_ready', message, details);
  }
}
