import type { ApiResult } from '../../lib/api';
import type { ApiError } from '../../lib/api-error';
import type { RedeemResult } from '#contracts/redeem.contract';
import { formatEur } from '#server/common/money';

export const REDEEM_API_PATH = '/api/redeem';
export const CD_KEY_PLACEHOLDER = 'XXXX-XXXX-XXXX-XXXX';

export const EMPTY_KEY_MESSAGE = 'Please enter a CD key';
export const NOT_AUTHENTICATED_MESSAGE = 'Not authenticated';
export const REDEEM_FAILED_MESSAGE = 'Failed to redeem CD key';

/** The key as it is sent: without the spaces around it (a pasted key often brings some). */
export function normalizeCdKey(value: string): string {
  return value.trim();
}

/** What the page tells the shopper after a redeem, in a toast and in its live region. */
export interface RedeemMessage {
  tone: 'success' | 'danger';
  /** The toast's title. */
  title: string;
  text: string;
  /** The order that delivers a redeemed game, to link to. */
  orderNumber: string | null;
}

/** Nothing typed but spaces: said at once, and nothing is sent. */
export const EMPTY_KEY: RedeemMessage = { tone: 'danger', title: 'Error', text: EMPTY_KEY_MESSAGE, orderNumber: null };

/** `Successfully redeemed! You received: Hades`, or `You received €5.00 store credit`. */
export function redeemSuccessText(result: RedeemResult): string {
  if (result.type === 'product') return `Successfully redeemed! You received: ${result.product_name ?? 'your game'}`;
  return `You received ${formatEur(creditCents(result))} store credit`;
}

/** The credit in euro cents: the cents the server sends, or its euro amount when it sends none. */
function creditCents(result: RedeemResult): number {
  if (typeof result.credit_amount_cents === 'number') return result.credit_amount_cents;
  return Math.round((result.credit_amount ?? 0) * 100);
}

/**
 * Why a redeem failed, in the store's words: `Not authenticated` for a visitor no longer signed in,
 * `Failed to redeem CD key` when no answer came, otherwise the server's reason after it.
 */
export function redeemFailureText(error: ApiError): string {
  if (error.status === 401) return NOT_AUTHENTICATED_MESSAGE;
  if (error.status === 0) return REDEEM_FAILED_MESSAGE;
  const reason = error.code === 'validation_failed' && error.details.length > 0 ? error.details.join(' ') : error.message;
  return reason.trim() ? `${REDEEM_FAILED_MESSAGE}: ${reason.trim()}` : REDEEM_FAILED_MESSAGE;
}

/** The message for the answer of `POST /api/redeem`. */
export function redeemMessage(result: ApiResult<RedeemResult>): RedeemMessage {
  if (!result.ok) return { tone: 'danger', title: 'Error', text: redeemFailureText(result.error), orderNumber: null };
  const { data } = result;
  return {
    tone: 'success',
    title: data.type === 'product' ? 'Key Redeemed' : 'Store Credit Added',
    text: redeemSuccessText(data),
    orderNumber: data.type === 'product' ? data.order_number : null,
  };
}
