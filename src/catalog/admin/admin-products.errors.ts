import { DomainError } from '../../common/errors/domain-error.js';

export class CategoryNotFoundError extends DomainError {
  constructor(categoryId: string) {
    super('bad_request', 'category_not_found', `No category "${categoryId}" in the store: pick one of GET /api/categories, or null for none.`);
  }
}

export class NothingToChangeError extends DomainError {
  constructor() {
    super('bad_request', 'nothing_to_change', 'Nothing to change: give priceCents, discountPercent, active, categoryId or lowStockThreshold.');
  }
}

export class FreeProductPriceError extends DomainError {
  constructor() {
    super('bad_request', 'price_discount_mismatch', 'A 100% discount leaves nothing to pay: set priceCents to 0, or leave it out, or lower the discount.');
  }
}
