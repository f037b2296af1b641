import { networkError, toApiError, type ApiError } from '../../lib/api-error';
import type { QuoteItem } from '../checkout/cart-quote';
import type { CartQuote } from '#contracts/cart.contract';

export type QuoteResult = { ok: true; quote: CartQuote } | { ok: false; error: ApiError };

/** Prices the items on the server; an aborted request rejects with the AbortError. */
export async function fetchQuote(items: readonly QuoteItem[], signal?: AbortSignal): Promise<QuoteResult> {
  let response: Response;
  try {
    response = await fetch('/api/cart/quote', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ items }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, error: networkError() };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: the error below stands in for the body.
  }
  if (!response.ok || body === null) return { ok: false, error: toApiError(response.status, body) };
  return { ok: true, quote: body as CartQuote };
}
