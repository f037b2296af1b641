import { DomainError } from '../common/errors/domain-error.js';
import { MAX_RESTOCK_REQUESTS, MAX_WISHLIST_ITEMS } from '#contracts/wishlists.constants';

export class WishlistFullError extends DomainError {
  constructor() {
    super('conflict', 'wishlist_full', `Your wishlist holds at most ${MAX_WISHLIST_ITEMS} games. Remove one to add another.`);
  }
}

export class WishlistProductNotFoundError extends DomainError {
  constructor() {
    super('not_found', 'product_not_found', 'That game is not in the store.');
  }
}

export class NotWishlistedError extends DomainError {
  constructor() {
    super('not_found', 'not_wishlisted', 'That game is not on your wishlist.');
  }
}

export class TooManyRestockRequestsError extends DomainError {
  constructor() {
    super('conflict', 'restock_requests_full', `You are waiting for ${MAX_RESTOCK_REQUESTS} games already. Cancel one to ask about another.`);
  }
}

export class ProductInStockError extends DomainError {
  constructor() {
    super('conflict', 'product_in_stock', 'This game is in stock now: you can buy it straight away.');
  }
}

export class AlertsNeedVerifiedEmailError extends DomainError {
  constructor() {
    super('forbidden', 'email_not_verified', 'Please verify your e-mail address first: we only send alerts to an address you have confirmed.');
  }
}

export class NoRestockRequestError extends DomainError {
  constructor() {
    super('not_found', 'no_restock_request', 'You have not asked to be told about this game.');
  }
}

export class InvalidUnsubscribeLinkError extends DomainError {
  constructor() {
    super('bad_request', 'invalid_unsubscribe_link', 'This unsubscribe link is not valid. Copy the whole link from the mail, or turn alerts off in your account settings.');
  }
}
