import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { parseFormFields } from './payfast/payfast-encoding.js';
import { buildPaymentRequest } from './payfast/payfast-checkout.js';
import { confirmWithGateway, fieldValue, hasValidSignature, readNotification } from './payfast/payfast-notification.js';
import { PayfastSourceAddresses } from './payfast/payfast-source-addresses.js';
import type { PayableOrder, PaymentRequest, VerifiedNotification } from './payment-gateway.types.js';
import { PaymentNotificationRejectedError } from './payments.errors.js';
import { checkoutValues, SESSION_FIELD } from './sandbox-gateway/sandbox-checkout.js';
import { SandboxSessions } from './sandbox-gateway/sandbox-sessions.js';

/** The store's side of PayFast (or of the built-in sandbox gateway, which speaks the same protocol). */
@Injectable()
export class PaymentGatewayService {
  private readonly logger = new Logger(PaymentGatewayService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sourceAddresses: PayfastSourceAddresses,
    private readonly sandboxSessions: SandboxSessions,
  ) {}

  /**
   * The signed form that sends the shopper to the gateway to pay for `order`. The built-in gateway
   * takes only payments the store opened for it: the form carries that payment's secret too.
   */
  async paymentRequest(order: PayableOrder): Promise<PaymentRequest> {
    const request = buildPaymentRequest(order, this.config.payfast, this.config.publicUrl);
    if (this.config.payfast.mode !== 'builtin') return request;
    const secret = await this.sandboxSessions.issue(checkoutValues(request.fields));
    return { ...request, fields: [...request.fields, [SESSION_FIELD, secret]] };
  }

  /**
   * Checks a notification (ITN) as PayFast requires: signature with the passphrase, merchant id,
   * source address when enabled, then confirmation by the gateway itself. The amount is the
   * caller's to compare with the order. Throws `PaymentNotificationRejectedError` naming the failed check.
   */
  async verifyNotification(rawBody: string, sourceIp: string): Promise<VerifiedNotification> {
    const fields = parseFormFields(rawBody);
    const orderNumber = forLog(fieldValue(fields, 'm_payment_id'));
    const pfPaymentId = forLog(fieldValue(fields, 'pf_payment_id'));
    try {
      const notification = await this.check(fields, sourceIp);
      this.logger.log(`PayFast notification accepted for order ${orderNumber}, pf_payment_id ${pfPaymentId}: ${notification.status}`);
      return notification;
    } catch (error) {
      if (error instanceof PaymentNotificationRejectedError) {
        this.logger.warn(`PayFast notification rejected (${error.reason}) for order ${orderNumber}, pf_payment_id ${pfPaymentId}: ${error.message}`);
      }
      throw error;
    }
  }

  private async check(fields: [string, string][], sourceIp: string): Promise<VerifiedNotification> {
    const { host, merchantId, passphrase, verifySourceIp, timeoutMs } = this.config.payfast;
    if (fieldValue(fields, 'signature') === undefined) {
      throw new PaymentNotificationRejectedError('malformed', 'The notification carries no signature');
    }
    if (!hasValidSignature(fields, passphrase)) {
      throw new PaymentNotificationRejectedError('bad_signature', 'The notification signature does not match its fields');
    }
    if (fieldValue(fields, 'merchant_id')?.trim() !== merchantId) {
      throw new PaymentNotificationRejectedError('wrong_merchant', 'The notification is for another merchant');
    }
    if (verifySourceIp && !(await this.sourceAddresses.includes(sourceIp))) {
      throw new PaymentNotificationRejectedError('untrusted_source', `The notification came from ${sourceIp}, which is not a PayFast address`);
    }
    const notification = readNotification(fields);
    await confirmWithGateway(host, fields, timeoutMs);
    return { provider: 'payfast', ...notification, raw: Object.fromEntries(fields) };
  }
}

/** A posted value fit for a log line: short, one line, '-' when absent. */
function forLog(value: string | undefined): string {
  const clean = (value ?? '').replace(/[^\x20-\x7e]/g, '?').slice(0, 40);
  return clean || '-';
}
