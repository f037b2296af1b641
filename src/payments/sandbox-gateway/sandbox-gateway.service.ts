import { Inject, Injectable, Logger } from '@nestjs/common';
import { formatZar, parseDecimal } from '../../common/money.js';
import { sendOutbound } from '../../common/outbound-http.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { parameterString, parseFormFields } from '../payfast/payfast-encoding.js';
import { checkoutProblems, checkoutValues, isHttpUrl } from './sandbox-checkout.js';
import { buildItnFields, newPfPaymentId, SandboxOutcome } from './sandbox-itn.js';
import { finishedPage, missingSessionPage, payPage, refusedCheckoutPage } from './sandbox-pages.js';
import { SandboxSession, SandboxSessions } from './sandbox-sessions.js';

/** Where the built-in gateway is served, outside the /api prefix. */
export const SANDBOX_GATEWAY_PATH = '/sandbox-gateway';

/** What a gateway route answers: an HTML page, or a 303 to another address. */
export type GatewayAnswer = { page: string; status: number } | { redirect: string };

const NOTIFY_ATTEMPTS = 2;

/**
 * The built-in sandbox gateway: PayFast's checkout, pay page, notification (ITN) and validation, on
 * this server, with the configured merchant. It knows the store only through the URLs in the form.
 */
@Injectable()
export class SandboxGatewayService {
  private readonly logger = new Logger(SandboxGatewayService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SandboxSessions,
  ) {}

  /** Accepts a checkout form as PayFast's /eng/process does: checked and signed, or refused with reasons. */
  async checkout(rawBody: string): Promise<GatewayAnswer> {
    const fields = parseFormFields(rawBody);
    const values = checkoutValues(fields);
    const problems = checkoutProblems(fields, this.config.payfast);
    if (problems.length > 0) {
      const back = values.cancel_url && isHttpUrl(values.cancel_url) ? values.cancel_url : null;
      return { status: 400, page: refusedCheckoutPage(problems, back) };
    }
    const session = await this.sessions.open(values);
    return { redirect: `${SANDBOX_GATEWAY_PATH}/pay/${session.id}` };
  }

  /** The page that shows what is paid, with Pay and Cancel. */
  async payPage(id: string): Promise<GatewayAnswer> {
    const session = await this.sessions.find(id);
    if (!session) return { status: 404, page: missingSessionPage() };
    const outcome = await this.sessions.outcome(id);
    if (outcome) return { status: 200, page: finishedPage(outcome, this.backUrl(session, outcome)) };
    const { checkout } = session;
    return {
      status: 200,
      page: payPage({
        path: `${SANDBOX_GATEWAY_PATH}/pay/${id}`,
        itemName: checkout.item_name ?? '',
        amount: formatZar(parseDecimal(checkout.amount ?? '') ?? 0),
        orderNumber: checkout.m_payment_id ?? '',
        email: checkout.email_address ?? '',
      }),
    };
  }

  /**
   * Ends the payment once (Pay: COMPLETE, Cancel: CANCELLED), notifies the store as PayFast would and
   * sends the shopper back; a second press only sends the shopper back to where the first one led.
   */
  async finish(id: string, outcome: SandboxOutcome): Promise<GatewayAnswer> {
    const session = await this.sessions.find(id);
    if (!session) return { status: 404, page: missingSessionPage() };
    if (!(await this.sessions.finish(id, outcome))) {
      const earlier = (await this.sessions.outcome(id)) ?? outcome;
      return this.sendBack(session, earlier);
    }
    await this.notify(session, outcome);
    return this.sendBack(session, outcome);
  }

  /** PayFast's /eng/query/validate: 'VALID' for a parameter string this gateway sent within the hour. */
  async validate(rawBody: string): Promise<'VALID' | 'INVALID'> {
    return (await this.sessions.wasSent(rawBody)) ? 'VALID' : 'INVALID';
  }

  private sendBack(session: SandboxSession, outcome: SandboxOutcome): GatewayAnswer {
    const url = this.backUrl(session, outcome);
    return url ? { redirect: url } : { status: 200, page: finishedPage(outcome, null) };
  }

  private backUrl(session: SandboxSession, outcome: SandboxOutcome): string | null {
    return (outcome === 'COMPLETE' ? session.checkout.return_url : session.checkout.cancel_url) || null;
  }

  /** Posts the signed notification to the form's notify_url (if any), once more at once if that fails. */
  private async notify(session: SandboxSession, outcome: SandboxOutcome): Promise<void> {
    const { notify_url: notifyUrl, m_payment_id: orderNumber = '' } = session.checkout;
    if (!notifyUrl) return;
    const fields = buildItnFields(session.checkout, outcome, newPfPaymentId(), this.config.payfast.passphrase);
    // Remembered before it is sent: the store asks for validation while handling it.
    await this.sessions.rememberSent(parameterString(fields.filter(([name]) => name !== 'signature')));
    try {
      const response = await sendOutbound({
        method: 'POST',
        url: notifyUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: parameterString(fields),
        timeoutMs: this.config.payfast.timeoutMs,
        attempts: NOTIFY_ATTEMPTS,
        retryDelayMs: 0,
        retryAlso: (answer) => !answer.ok,
      });
      if (!response.ok) this.logger.warn(`The ${outcome} notification of order ${orderNumber} was answered ${response.status} by ${notifyUrl}`);
    } catch (error) {
      this.logger.warn(`The ${outcome} notification of order ${orderNumber} could not be sent to ${notifyUrl}: ${(error as Error).message}`);
    }
  }
}
