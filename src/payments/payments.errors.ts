import { DomainError } from '../common/errors/domain-error.js';

/** Why a payment notification was not trusted. */
export type NotificationRejection = 'bad_signature' | 'wrong_merchant' | 'untrusted_source' | 'not_confirmed' | 'malformed';

/**
 * A payment notification failed one of the gateway's checks; `reason` says which. When the gateway
 * could not be asked at all (`unreachable`), the notification may be genuine: the answer is a 503 so
 * that PayFast sends it again later, where every other rejection is a 400.
 */
export class PaymentNotificationRejectedError extends DomainError {
  constructor(
    readonly reason: NotificationRejection,
    message: string,
    readonly unreachable = false,
  ) {
    super(unreachable ? 'unavailable' : 'bad_request', 'payment_notification_rejected', message, [reason]);
  }
}

/** A payment was asked for an amount the gateway cannot take (PayFast takes positive rand amounts only). */
export class InvalidPaymentAmountError extends DomainError {
  constructor(totalZarCents: number) {
    super('invalid', 'invalid_payment_amount', `A payment needs a positive whole number of rand cents, not ${totalZarCents}`);
  }
}
