import { Inject, Injectable, Logger } from '@nestjs/common';
import { formatZar, parseDecimal } from '../../common/money.js';
import { sendOutbound } from '../../common/outbound-http.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { parameterString, parseFormFields } from '../payfast/payfast-encoding.js';
import { fieldValue } from '../payfast/payfast-notification.js';
import { checkoutProblems, checkoutValues, differencesFromIssued, SESSION_FIELD } from './sandbox-checkout.js';
import { buildItnFields, newPfPaymentId, SandboxOutcome } from './sandbox-itn.js';
import { finishedPage, foreignSessionPage, missingSessionPage, payPage, refusedCheckoutPage } from './sandbox-pages.js';
import { SandboxSession, SandboxSessions, SESSION_TTL_SECONDS } from './sandbox-sessions.js';

/** Where the built-in gateway is served, outside the /api prefix. */
export const SANDBOX_GATEWAY_PATH = '/sandbox-gateway';

/** The cookie that holds a payment's secret in the shopper's browser, on that payment's pages only. */
export const PAYMENT_COOKIE = 'sandbox_payment';

/** A cookie the gateway sets in the shopper's browser. */
export interface GatewayCookie {
  name: string;
  value: string;
  path: string;
  maxAge: number;
  secure: boolean;
}

/** What a gateway route answers: an HTML page, or a 303 to another address (setting a cookie on the way). */
export type GatewayAnswer = { page: string; status: number } | { redirect: string; cookie?: GatewayCookie };

const NOTIFY_ATTEMPTS = 2;

/**
 * The built-in sandbox gateway: PayFast's checkout, pay page, notification (ITN) and validation, on
 * this server, with the configured merchant. It takes only the payments the store opened at checkout
 * (`SandboxSessions.issue`), for the browser that received the payment's secret, and it notifies and
 * sends the shopper back only to the store URLs of that payment, whatever a posted form says.
 */
@Injectable()
export class SandboxGatewayService {
  private readonly logger = new Logger(SandboxGatewayService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SandboxSessions,
  ) {}

  /**
   * Accepts a checkout form as PayFast's /eng/process does (checked and signed, or refused with
   * reasons), and only for a payment the store opened, with exactly the values it issued: then hands
   * the payment's secret to this browser and shows the pay page.
   */
  async checkout(rawBody: string): Promise<GatewayAnswer> {
    const fields = parseFormFields(rawBody);
    const refuse = (problems: string[]) => ({ status: 400, page: refusedCheckoutPage(problems, `${this.config.publicUrl}/cart`) });
    const problems = checkoutProblems(fields, this.config.payfast);
    const secret = fieldValue(fields, SESSION_FIELD)?.trim() ?? '';
    if (!secret) problems.push(`${SESSION_FIELD} is required: this gateway takes only payments the store opened at checkout`);
    if (problems.length > 0) return refuse(problems);
    const session = await this.sessions.find(SandboxSessions.sessionIdOf(secret) ?? '');
    if (!session) return { status: 404, page: missingSessionPage() };
    const differences = differencesFromIssued(checkoutValues(fields), session.checkout);
    if (differences.length > 0) return refuse(differences);
    const path = `${SANDBOX_GATEWAY_PATH}/pay/${session.id}`;
    const secure = new URL(this.config.payfast.host).protocol === 'https:';
    return { redirect: path, cookie: { name: PAYMENT_COOKIE, value: secret, path, maxAge: SESSION_TTL_SECONDS, secure } };
  }

  /** The page that shows what is paid, with Pay and Cancel; only in the browser that holds the payment's secret. */
  async payPage(id: string, secret: string | undefined): Promise<GatewayAnswer> {
    const session = await this.ownSession(id, secret);
    if (!('checkout' in session)) return session;
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
   * Only the browser that holds the payment's secret may.
   */
  async finish(id: string, secret: string | undefined, outcome: SandboxOutcome): Promise<GatewayAnswer> {
    const session = await this.ownSession(id, secret);
    if (!('checkout' in session)) return session;
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

  /** The session `id`, if `secret` (the cookie of this browser) is its secret; otherwise the page that says why not. */
  private async ownSession(id: string, secret: string | undefined): Promise<SandboxSession | GatewayAnswer> {
    const session = await this.sessions.find(id);
    if (!session) return { status: 404, page: missingSessionPage() };
    if (!secret || SandboxSessions.sessionIdOf(secret) !== id) return { status: 403, page: foreignSessionPage() };
    return session;
  }

  private sendBack(session: SandboxSession, outcome: SandboxOutcome): GatewayAnswer {
    const url = this.backUrl(session, outcome);
    return url ? { redirect: url } : { status: 200, page: finishedPage(outcome, null) };
  }

  private backUrl(session: SandboxSession, outcome: SandboxOutcome): string | null {
    return (outcome === 'COMPLETE' ? session.checkout.return_url : session.checkout.cancel_url) || null;
  }

  /** Posts the signed notification to the store's notify_url of the payment, once more at once if that fails. */
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
