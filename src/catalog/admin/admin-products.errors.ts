import { DomainError } from '../../common/errors/domain-error.js';

export class CategoryNotFoundError extends DomainError {
  constructor(categoryId: string) {
    super('bad_request', 'category_not_found', `No category "${categoryId}" in the store: pick one of GET /api/categories, or null for none.`);
  }
}

export class NothingToChangeError extends DomainError {
  constructor() {
    super('bad_request', 'nothing_to_change', 'Nothing to change: give at least one field of the product.');
  }
}

export class FreeProductPriceError extends DomainError {
  constructor() {
    super('bad_request', 'price_discount_mismatch', 'A 100% discount leaves nothing to pay: set priceCents to 0, or leave it out, or lower the discount.');
  }
}

export class SlugTakenError extends DomainError {
  constructor(slug: string) {
    super('conflict', 'slug_taken', `Another product already uses the address "${slug}": choose another slug.`);
  }
}

export class UnknownImageError extends DomainError {
  constructor(url: string) {
    super('bad_request', 'unknown_image', `"${url.slice(0, 120)}" is not one of this product's images: upload it first, then order the images.`);
  }
}

/** Why a draft cannot go live yet, in words the admin acts on. */
export class PublishRefusedError extends DomainError {
  constructor(code: 'price_not_set' | 'no_stock', message: string) {
    super('conflict', code, message);
  }
}

export class TooManyImagesError extends DomainError {
  constructor(max: number) {
    super('conflict', 'too_many_images', `A product has at most ${max} images: remove one before uploading another.`);
  }
}
