import { DomainError } from '../common/errors/domain-error.js';

export class ProductNotFoundError extends DomainError {
  constructor(slugOrId: string) {
    super('not_found', 'product_not_found', `No product "${slugOrId}" in the store.`);
  }
}
