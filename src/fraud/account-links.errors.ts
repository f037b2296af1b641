import { DomainError } from '../common/errors/domain-error.js';

export class AccountLinkNotFoundError extends DomainError {
  constructor(id: string) {
    super('not_found', 'account_link_not_found', `No account link ${id}.`);
  }
}

/** Two admins looked at the same link: the second one's decision comes too late. */
export class AccountLinkDecidedError extends DomainError {
  constructor(status: string) {
    super('conflict', 'account_link_decided', `This link was already reviewed (${status}); reload the list.`);
  }
}

export class NotALinkedAccountError extends DomainError {
  constructor() {
    super('invalid', 'not_a_linked_account', 'userId must be one of the two accounts of this link.');
  }
}
