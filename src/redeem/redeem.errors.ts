import { DomainError, RateLimitedError } from '../common/errors/domain-error.js';

export class MalformedRedeemCodeError extends DomainError {
  constructor() {
    super('bad_request', 'invalid_code_format', 'That is not a CD key: keys are 8 to 64 letters and digits, like XXXX-XXXX-XXXX-XXXX.');
  }
}

export class RedeemCodeNotFoundError extends DomainError {
  constructor() {
    super('not_found', 'redeem_code_not_found', 'This CD key is not valid. Check that you typed it exactly as you received it.');
  }
}

export class RedeemCodeUsedError extends DomainError {
  constructor() {
    super('conflict', 'redeem_code_used', 'This CD key has already been redeemed. Keys can be used only once.');
  }
}

export class RedeemOutOfStockError extends DomainError {
  constructor(productName: string) {
    super('conflict', 'redeem_out_of_stock', `${productName} is out of stock right now. Your key has not been used: please try again later.`);
  }
}

/** Too many failed redeems in the window; the answer carries `Retry-After`. */
export class TooManyRedeemAttemptsError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(retryAfterSeconds, 'too_many_redeem_attempts', `Too many failed attempts to redeem a key. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}

export class RedeemCodeKindError extends DomainError {
  constructor(message: string) {
    super('bad_request', 'redeem_code_kind', message);
  }
}
