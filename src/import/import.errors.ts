import { DomainError } from '../common/errors/domain-error.js';

export class ImportRunningError extends DomainError {
  constructor() {
    super('conflict', 'import_running', 'An import is already running. Follow it on the admin page; a new one can start when it has finished.');
  }
}

export class ImportRunNotFoundError extends DomainError {
  constructor(id: string) {
    super('not_found', 'import_run_not_found', `No import run ${id}.`);
  }
}

export class InvalidImportScheduleError extends DomainError {
  constructor(reason: string) {
    super('bad_request', 'invalid_schedule', reason);
  }
}
