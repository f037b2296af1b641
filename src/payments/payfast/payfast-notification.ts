import { timingSafeEqual } from 'node:crypto';
import { parseDecimal } from '../../common/money.js';
import { OutboundHttpError, type OutboundResponse, sendOutbound } from '../../common/outbound-http.js';
import type { NotificationStatus } from '../payment-gateway.types.js';
import { PaymentNotificationRejectedError } from '../payments.errors.js';
import { parameterString } from './payfast-encoding.js';
import { notificationSignature } from './payfast-fields.js';

const STATUSES: readonly NotificationStatus[] = ['COMPLETE', 'CANCELLED', 'FAILED', 'PENDING'];

/** The value of the first field called `name`, if posted. */
export function fieldValue(fields: [string, string][], name: string): string | undefined {
  return fields.find(([key]) => key === name)?.[1];
}

/** Whether the posted `signature` is the notification signature of the fields before it, with the passphrase. */
export function hasValidSignature(fields: [string, string][], passphrase: string): boolean {
  const posted = (fieldValue(fields, 'signature') ?? '').trim().toLowerCase();
  const expected = notificationSignature(fields, passphrase);
  return posted.length === expected.length && timingSafeEqual(Buffer.from(posted), Buffer.from(expected));
}

/** What the store needs from a notification; throws `malformed` when a field is missing or unreadable. */
export function readNotification(fields: [string, string][]): {
  orderNumber: string;
  providerPaymentId: string;
  status: NotificationStatus;
  amountGrossCents: number;
} {
  const orderNumber = fieldValue(fields, 'm_payment_id')?.trim();
  const providerPaymentId = fieldValue(fields, 'pf_payment_id')?.trim();
  const status = fieldValue(fields, 'payment_status')?.trim().toUpperCase() as NotificationStatus | undefined;
  const amountGross = fieldValue(fields, 'amount_gross');
  const amountGrossCents = amountGross === undefined ? null : parseDecimal(amountGross);
  const problems = [
    !orderNumber && 'm_payment_id is missing',
    !providerPaymentId && 'pf_payment_id is missing',
    !(status && STATUSES.includes(status)) && `payment_status must be one of ${STATUSES.join(', ')}`,
    amountGrossCents === null && 'amount_gross must be an amount such as 100.00',
  ].filter(Boolean);
  if (problems.length > 0) throw new PaymentNotificationRejectedError('malformed', `Malformed notification: ${problems.join('; ')}`);
  return { orderNumber: orderNumber!, providerPaymentId: providerPaymentId!, status: status!, amountGrossCents: amountGrossCents! };
}

/**
 * Asks the gateway whether it sent this notification: posts every field but the signature, in the
 * order received and without the passphrase, to `${host}/eng/query/validate`; only 'VALID' passes.
 * Sent once: a temporary failure is answered as such, and the gateway posts the notification again.
 */
export async function confirmWithGateway(host: string, fields: [string, string][], timeoutMs: number): Promise<void> {
  let response: OutboundResponse;
  try {
    response = await sendOutbound({
      method: 'POST',
      url: `${host}/eng/query/validate`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: parameterString(fields.filter(([name]) => name !== 'signature')),
      timeoutMs,
      attempts: 1,
      retryDelayMs: 0,
    });
  } catch (error) {
    if (!(error instanceof OutboundHttpError)) throw error;
    throw new PaymentNotificationRejectedError('not_confirmed', `The gateway could not confirm the notification: ${error.message}`, true);
  }
  if (response.status >= 500) {
    throw new PaymentNotificationRejectedError('not_confirmed', `The gateway answered ${response.status} when asked to confirm the notification`, true);
  }
  const answer = response.text;
  if (response.status !== 200 || answer !== 'VALID') {
    const shown = answer.length > 40 ? `${answer.slice(0, 40)}...` : answer;
    throw new PaymentNotificationRejectedError('not_confirmed', `The gateway did not confirm the notification (${response.status} "${shown}")`);
  }
}
