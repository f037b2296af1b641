import { randomInt } from 'node:crypto';
import { once } from 'node:events';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { parameterString, parseFormFields, payfastSignature } from '../../src/payments/payfast/payfast-encoding.js';
import { checkoutSignature, CheckoutField } from '../../src/payments/payfast/payfast-fields.js';

/** PayFast's public sandbox merchant, the store's default outside live mode. */
export const SANDBOX_MERCHANT = { merchantId: '10000100', merchantKey: '46f0cd694581a', passphrase: 'jt7NOE43FZPn' } as const;

export interface ItnOptions {
  orderNumber: string;
  /** Rands with two decimals ('1352.80') or rand cents (135280). */
  amount: string | number;
  status?: 'COMPLETE' | 'CANCELLED' | 'FAILED' | 'PENDING';
  pfPaymentId?: string;
  merchantId?: string;
  /** Signs with this passphrase; null signs without one. Defaults to the sandbox merchant's. */
  passphrase?: string | null;
  itemName?: string;
  nameFirst?: string;
  nameLast?: string;
  email?: string;
}

export interface Itn {
  /** The form body exactly as PayFast posts it to notify_url. */
  body: string;
  /** The same fields, in order, signature last. */
  fields: [string, string][];
  /** What /eng/query/validate is asked: every field but the signature, in order. */
  parameterString: string;
  pfPaymentId: string;
}

const rands = (amount: string | number) =>
  typeof amount === 'number' ? `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}` : amount;

/**
 * A correctly signed ITN as PayFast posts it (integration reference 1.5: its field order, empty
 * custom fields, a negative fee), for any order number and amount.
 */
export function signedItn(options: ItnOptions): Itn {
  const gross = rands(options.amount);
  const grossCents = Math.round(Number(gross) * 100);
  const feeCents = options.status === undefined || options.status === 'COMPLETE' ? Math.min(grossCents, Math.round(grossCents * 0.023) + 200) : 0;
  const pfPaymentId = options.pfPaymentId ?? String(randomInt(1_000_000, 10_000_000));
  const fields: [string, string][] = [
    ['m_payment_id', options.orderNumber],
    ['pf_payment_id', pfPaymentId],
    ['payment_status', options.status ?? 'COMPLETE'],
    ['item_name', options.itemName ?? `Keyshop order ${options.orderNumber}`],
    ['item_description', ''],
    ['amount_gross', gross],
    ['amount_fee', (-feeCents / 100).toFixed(2)],
    ['amount_net', ((grossCents - feeCents) / 100).toFixed(2)],
    ['custom_str1', ''], ['custom_str2', ''], ['custom_str3', ''], ['custom_str4', ''], ['custom_str5', ''],
    ['custom_int1', ''], ['custom_int2', ''], ['custom_int3', ''], ['custom_int4', ''], ['custom_int5', ''],
    ['name_first', options.nameFirst ?? 'Test'],
    ['name_last', options.nameLast ?? 'Buyer'],
    ['email_address', options.email ?? 'buyer@example.com'],
    ['merchant_id', options.merchantId ?? SANDBOX_MERCHANT.merchantId],
  ];
  const passphrase = options.passphrase === undefined ? SANDBOX_MERCHANT.passphrase : options.passphrase;
  const unsigned = parameterString(fields);
  fields.push(['signature', payfastSignature(fields, passphrase)]);
  return { body: parameterString(fields), fields, parameterString: unsigned, pfPaymentId };
}

/**
 * PayFast's server endpoints, played by a real HTTP server on a free port (PAYFAST_MODE=sandbox or
 * live with PAYFAST_HOST pointing here): `/eng/query/validate` answers as `validation` says and
 * counts its calls; `/eng/process` checks a checkout form's signature and records it.
 */
export class FakePayfast {
  /**
   * 'known': VALID only for the parameter string of an ITN built by `itn()` (as PayFast answers for
   * notifications it sent); 'VALID' or 'INVALID': that answer to everything.
   */
  validation: 'known' | 'VALID' | 'INVALID' = 'known';
  /** Waits this long before answering validation requests (to make the store time out). */
  validateDelayMs = 0;
  /** The bodies posted to /eng/query/validate, in order. */
  readonly validateRequests: string[] = [];
  /** Checkout forms posted to /eng/process, with whether their signature was right. */
  readonly checkouts: { fields: [string, string][]; signatureValid: boolean }[] = [];

  private readonly sent = new Set<string>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
    readonly merchant: { merchantId: string; merchantKey: string; passphrase: string | null },
  ) {}

  static async start(merchant: { merchantId?: string; merchantKey?: string; passphrase?: string | null } = {}): Promise<FakePayfast> {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    const fake = new FakePayfast(server, `http://127.0.0.1:${port}`, {
      merchantId: merchant.merchantId ?? SANDBOX_MERCHANT.merchantId,
      merchantKey: merchant.merchantKey ?? SANDBOX_MERCHANT.merchantKey,
      passphrase: merchant.passphrase === undefined ? SANDBOX_MERCHANT.passphrase : merchant.passphrase,
    });
    server.on('request', (req, res) => {
      fake.handle(req, res).catch((error: Error) => fake.send(res, 500, error.message));
    });
    return fake;
  }

  /** How many times the store asked to validate a notification. */
  get validateCalls(): number {
    return this.validateRequests.length;
  }

  /** A signed ITN for this merchant, remembered as sent so that 'known' validation answers VALID for it. */
  itn(options: ItnOptions): Itn {
    const itn = signedItn({ merchantId: this.merchant.merchantId, passphrase: this.merchant.passphrase, ...options });
    this.sent.add(itn.parameterString);
    return itn;
  }

  /**
   * The environment that points the store at this fake, with the fake's merchant. Source addresses
   * are not checked unless asked (tests post from 127.0.0.1). Live mode needs a fake started with a
   * merchant of its own: the store refuses the public sandbox merchant there. The store always signs
   * with a passphrase, so a fake without one only serves to show that such notifications are refused.
   */
  env(mode: 'sandbox' | 'live' = 'sandbox', { verifySourceIp = false } = {}): Record<string, string> {
    if (mode === 'live' && this.merchant.merchantId === SANDBOX_MERCHANT.merchantId) {
      throw new Error('Start the fake with a merchantId of its own for live mode: the store refuses the sandbox merchant there');
    }
    return {
      PAYFAST_MODE: mode,
      PAYFAST_HOST: this.url,
      PAYFAST_MERCHANT_ID: this.merchant.merchantId,
      PAYFAST_MERCHANT_KEY: this.merchant.merchantKey,
      ...(this.merchant.passphrase ? { PAYFAST_PASSPHRASE: this.merchant.passphrase } : {}),
      PAYFAST_VERIFY_SOURCE_IP: String(verifySourceIp),
    };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', this.url).pathname;
    if (req.method !== 'POST') return this.send(res, 405, 'Method not allowed');
    let body = '';
    for await (const chunk of req) body += chunk;
    if (path === '/eng/query/validate') {
      this.validateRequests.push(body);
      if (this.validateDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.validateDelayMs));
      const answer = this.validation === 'known' ? (this.sent.has(body) ? 'VALID' : 'INVALID') : this.validation;
      return this.send(res, 200, answer);
    }
    if (path === '/eng/process') {
      const fields = parseFormFields(body);
      const values = Object.fromEntries(fields) as Partial<Record<CheckoutField, string>>;
      const signatureValid = (values as Record<string, string>).signature === checkoutSignature(values, this.merchant.passphrase);
      this.checkouts.push({ fields, signatureValid });
      return this.send(res, signatureValid ? 200 : 400, signatureValid ? 'Payment page' : 'Signature mismatch');
    }
    return this.send(res, 404, 'Not found');
  }

  private send(res: ServerResponse, status: number, body: string): void {
    if (res.headersSent) return;
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(body);
  }
}
