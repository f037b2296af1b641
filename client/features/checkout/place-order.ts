import { apiRequest, type ApiResult } from '../../lib/api';
import { networkError, toApiError } from '../../lib/api-error';
import type { CheckoutBody } from './checkout-form';
import type { CheckoutResult } from '#contracts/orders.contract';

const REFRESH_PATH = '/api/auth/token?grant_type=refresh_token';

/**
 * Places the order: `POST /api/checkout` with the session cookies and the attempt's Idempotency-Key,
 * so that the same attempt sent twice makes one order. An access token that expired while the form
 * was open is refreshed once and the request repeated, under the same key.
 */
export async function placeOrder(body: CheckoutBody, idempotencyKey: string): Promise<ApiResult<CheckoutResult>> {
  const first = await send(body, idempotencyKey);
  if (first.ok || first.error.code !== 'token_expired') return first;
  const refreshed = await apiRequest<unknown>('POST', REFRESH_PATH, {});
  return refreshed.ok ? send(body, idempotencyKey) : first;
}

async function send(body: CheckoutBody, idempotencyKey: string): Promise<ApiResult<CheckoutResult>> {
  let response: Response;
  try {
    response = await fetch('/api/checkout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: networkError() };
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // Not JSON: the error stands in for the body.
  }
  if (!response.ok || !isCheckoutResult(parsed)) return { ok: false, error: toApiError(response.ok ? 502 : response.status, parsed) };
  return { ok: true, status: response.status, data: parsed };
}

function isCheckoutResult(value: unknown): value is CheckoutResult {
  if (typeof value !== 'object' || value === null) return false;
  const { orderNumber, payment } = value as Partial<CheckoutResult>;
  if (typeof orderNumber !== 'string') return false;
  // No payment form: store credit paid for the whole order.
  return payment === null || (typeof payment?.action === 'string' && Array.isArray(payment.fields));
}
