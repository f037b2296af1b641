import { DomainError } from '../common/errors/domain-error.js';
import { ALREADY_REVIEWED_MESSAGE, ONLY_BUYERS_MESSAGE, type ReviewIneligibility } from '#contracts/reviews.constants';

export class ReviewedProductNotFoundError extends DomainError {
  constructor(slugOrId: string) {
    super('not_found', 'product_not_found', `No product "${slugOrId.slice(0, 100)}" in the store.`);
  }
}

/** The shopper has no delivered order of the game. */
export class NotAVerifiedBuyerError extends DomainError {
  constructor(reason: ReviewIneligibility) {
    super(
      'forbidden',
      'not_a_verified_buyer',
      reason === 'not_delivered' ? `${ONLY_BUYERS_MESSAGE} You can write yours once your order of it is delivered.` : ONLY_BUYERS_MESSAGE,
    );
  }
}

export class AlreadyReviewedError extends DomainError {
  constructor() {
    super('conflict', 'already_reviewed', ALREADY_REVIEWED_MESSAGE);
  }
}

export class OwnReviewNotFoundError extends DomainError {
  constructor() {
    super('not_found', 'review_not_found', 'You have not reviewed this game.');
  }
}

export class ReviewNotFoundError extends DomainError {
  constructor(id: string) {
    super('not_found', 'review_not_found', `No review ${id}.`);
  }
}

/** An admin hides a hidden review, or shows a visible one. */
export class ReviewVisibilityUnchangedError extends DomainError {
  constructor(hidden: boolean) {
    super('conflict', hidden ? 'review_already_hidden' : 'review_not_hidden', hidden ? 'This review is hidden already: nothing was changed.' : 'This review is not hidden: nothing was changed.');
  }
}
