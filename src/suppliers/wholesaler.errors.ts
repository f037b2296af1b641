import { DomainError } from '../common/errors/domain-error.js';

/** Something went wrong talking to the wholesaler; the message is what a purchase records, never a code or a secret. */
export class WholesalerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The token endpoint refused the client credentials, or a fresh token was refused too. */
export class WholesalerAuthError extends WholesalerError {
  constructor() {
    super('The wholesaler refused the client credentials');
  }
}

/** The wholesaler answered a status other than 2xx (after the retries 5xx and 429 get). */
export class WholesalerApiError extends WholesalerError {
  constructor(
    readonly status: number,
    detail = '',
  ) {
    super(`The wholesaler answered ${status}${detail ? `: ${detail}` : ''}`);
  }
}

/** No answer at all, or one that is not the documented JSON. */
export class WholesalerUnreachableError extends WholesalerError {}
export class WholesalerResponseError extends WholesalerError {}

/** A request that needs the wholesaler while the store has none configured: the store's set-up, not a failure. */
export class WholesalerNotConfiguredError extends DomainError {
  constructor() {
    super(
      'conflict',
      'wholesaler_not_configured',
      'Restocking from the wholesaler is off: set WHOLESALER_URL, WHOLESALER_CLIENT_ID, WHOLESALER_CLIENT_SECRET and WHOLESALER_DAILY_SPEND_CAP_CENTS.',
    );
  }
}

export class SupplierProductNotFoundError extends DomainError {
  constructor(id: string) {
    super('not_found', 'supplier_product_not_found', `The wholesaler has no product ${id.slice(0, 100)}.`);
  }
}

/** An admin's request needed the wholesaler, which could not answer it. */
export class WholesalerUnavailableError extends DomainError {
  constructor(cause: string) {
    super('unavailable', 'wholesaler_unavailable', `${cause.slice(0, 200)}. Try again in a moment.`);
  }
}
