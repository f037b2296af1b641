import { DomainError } from '../../common/errors/domain-error.js';

/** Something went wrong talking to the catalogue provider; the message is what a sync run records. */
export class CatalogProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The token endpoint refused the client credentials, or the provider refused a fresh token. */
export class ProviderAuthError extends CatalogProviderError {
  constructor() {
    super('Failed to authenticate with the provider');
  }
}

/** The provider answered a status other than 2xx (after the retries 5xx and 429 get). */
export class ProviderApiError extends CatalogProviderError {
  constructor(readonly status: number) {
    super(`API error: ${status}`);
  }
}

/** No answer at all: connection refused, DNS, or the timeout, on every attempt. */
export class ProviderUnreachableError extends CatalogProviderError {}

/** An answer the client cannot read: not JSON, or not the documented envelope. */
export class ProviderResponseError extends CatalogProviderError {}

export class CatalogProviderNotConfiguredError extends DomainError {
  constructor() {
    super(
      'unavailable',
      'catalog_provider_not_configured',
      'The catalogue provider is not configured: set CATALOG_PROVIDER_URL, CATALOG_PROVIDER_CLIENT_ID and CATALOG_PROVIDER_CLIENT_SECRET.',
    );
  }
}

export class CatalogSyncRunningError extends DomainError {
  constructor() {
    super('conflict', 'catalog_sync_running', 'A catalogue sync is already running');
  }
}
