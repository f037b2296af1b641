import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { loadConfig } from '../../src/config/load-config.js';
import { InvalidEnvironmentError, parseEnvironment } from '../../src/config/environment.js';
import { parameterString, parseFormFields } from '../../src/payments/payfast/payfast-encoding.js';
import { buildPaymentRequest } from '../../src/payments/payfast/payfast-checkout.js';
import { checkoutSignature, CheckoutField } from '../../src/payments/payfast/payfast-fields.js';
import { PayfastSourceAddresses, systemHostResolver } from '../../src/payments/payfast/payfast-source-addresses.js';
import { PaymentGatewayService } from '../../src/payments/payment-gateway.service.js';
import { FakePayfast, SANDBOX_MERCHANT } from '../fakes/payfast.js';
import { startProcess } from '../harness/processes.js';
import { startTestApp, TestApp } from '../harness/test-app.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** A store's notify endpoint: a real HTTP server that records what the gateway posts to it. */
class NotifyReceiver {
  readonly received: { headers: IncomingHttpHeaders; body: string }[] = [];
  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<NotifyReceiver> {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const receiver = new NotifyReceiver(server, `http://127.0.0.1:${(server.address() as { port: number }).port}/notify`);
    server.on('request', async (req, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      receiver.received.push({ headers: req.headers, body });
      res.writeHead(200).end();
    });
    return receiver;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }
}

/** A checkout form as a merchant's site posts it, signed with the sandbox merchant's passphrase. */
function checkoutForm(values: Partial<Record<CheckoutField, string>>, passphrase: string = SANDBOX_MERCHANT.passphrase): string {
  const fields = { merchant_id: SANDBOX_MERCHANT.merchantId, merchant_key: SANDBOX_MERCHANT.merchantKey, ...values };
  return new URLSearchParams({ ...fields, signature: checkoutSignature(fields, passphrase) }).toString();
}

describe('built-in sandbox gateway', () => {
  let sut: TestApp;
  let store: NotifyReceiver;
  beforeAll(async () => {
    sut = await startTestApp();
    store = await NotifyReceiver.start();
  });
  afterAll(async () => {
    await store.close();
    await sut.close();
  });

  const orderForm = (orderNumber: string, amount = '1352.80') =>
    checkoutForm({
      return_url: `${sut.url}/payment/pending?order=${orderNumber}`,
      cancel_url: `${sut.url}/cart?cancelled=${orderNumber}`,
      notify_url: store.url,
      name_first: 'Thandi',
      email_address: 'thandi@example.com',
      m_payment_id: orderNumber,
      amount,
      item_name: `Keyshop order ${orderNumber} (3 items)`,
      custom_str1: 'echo me',
    });

  /** Posts a checkout form and answers the pay page's path. */
  async function openPayment(form: string): Promise<string> {
    const res = await request(sut.url).post('/sandbox-gateway/eng/process').type('form').send(form).expect(303);
    expect(res.headers.location).toMatch(/^\/sandbox-gateway\/pay\/[0-9a-f]{32}$/);
    return res.headers.location;
  }

  it('takes the checkout form the store builds and shows the amount on a self-contained pay page', async () => {
    const config = loadConfig({ PUBLIC_URL: sut.url });
    const payment = buildPaymentRequest(
      { orderNumber: 'KS-2026-000101', totalZarCents: 135280, email: 'thandi@example.com', firstName: 'Thandi', lastName: null, phone: null, description: 'Keyshop order KS-2026-000101 (3 items)' },
      config.payfast,
      config.publicUrl,
    );
    expect(payment.action).toBe(`${sut.url}/sandbox-gateway/eng/process`);
    const page = await openPayment(new URLSearchParams(payment.fields).toString());

    const res = await request(sut.url).get(page).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('Keyshop (sandbox)');
    expect(res.text).toContain('Keyshop order KS-2026-000101 (3 items)');
    expect(res.text).toContain('R 1 352.80');
    expect(res.text).toMatch(/<form method="post" action="\/sandbox-gateway\/pay\/[0-9a-f]{32}\/complete"><button[^>]*>Pay<\/button>/);
    expect(res.text).toMatch(/<form method="post" action="\/sandbox-gateway\/pay\/[0-9a-f]{32}\/cancel"><button[^>]*>Cancel<\/button>/);
    expect(res.text).toContain('no money moves');
    expect(res.text).not.toMatch(/<(script|link|img)\b/);
  });

  it('refuses a form with a wrong signature with a page saying why', async () => {
    const form = checkoutForm({ m_payment_id: 'KS-2026-000102', amount: '100.00', item_name: 'Keys' }, 'not-the-passphrase');
    const res = await request(sut.url).post('/sandbox-gateway/eng/process').type('form').send(form).expect(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('signature does not match the fields');
  });

  it('refuses a form missing required fields, naming them', async () => {
    const res = await request(sut.url).post('/sandbox-gateway/eng/process').type('form').send('merchant_id=10000100').expect(400);
    for (const name of ['merchant_key', 'amount', 'item_name', 'signature']) expect(res.text).toContain(`${name} is required`);
  });

  it('escapes what the form says on its pages', async () => {
    const page = await openPayment(checkoutForm({ amount: '5.00', item_name: '<script>alert(1)</script>' }));
    const res = await request(sut.url).get(page).expect(200);
    expect(res.text).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(res.text).not.toContain('<script>');
  });

  it('answers INVALID to validation of anything it did not send', async () => {
    const res = await request(sut.url).post('/sandbox-gateway/eng/query/validate').type('form').send('m_payment_id=KS-1&pf_payment_id=1234567').expect(200);
    expect(res.text).toBe('INVALID');
  });

  it('Pay sends the store a signed COMPLETE notification as PayFast does, then returns the shopper', async () => {
    const page = await openPayment(orderForm('KS-2026-000103'));
    const before = store.received.length;
    const res = await request(sut.url).post(`${page}/complete`).expect(303);
    expect(res.headers.location).toBe(`${sut.url}/payment/pending?order=KS-2026-000103`);

    expect(store.received).toHaveLength(before + 1);
    const { headers, body } = store.received[before];
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
    const fields = parseFormFields(body);
    expect(fields.map(([name]) => name)).toEqual([
      'm_payment_id', 'pf_payment_id', 'payment_status', 'item_name', 'item_description', 'amount_gross', 'amount_fee', 'amount_net',
      'custom_str1', 'custom_str2', 'custom_str3', 'custom_str4', 'custom_str5',
      'custom_int1', 'custom_int2', 'custom_int3', 'custom_int4', 'custom_int5',
      'name_first', 'name_last', 'email_address', 'merchant_id', 'signature',
    ]);
    const values = Object.fromEntries(fields);
    expect(values).toMatchObject({
      m_payment_id: 'KS-2026-000103',
      payment_status: 'COMPLETE',
      item_name: 'Keyshop order KS-2026-000103 (3 items)',
      amount_gross: '1352.80',
      amount_fee: '-33.11',
      amount_net: '1319.69',
      custom_str1: 'echo me',
      custom_str2: '',
      name_first: 'Thandi',
      name_last: '',
      email_address: 'thandi@example.com',
      merchant_id: '10000100',
    });
    expect(values.pf_payment_id).toMatch(/^\d{7}$/);
    const unsigned = parameterString(fields.slice(0, -1));
    expect(values.signature).toBe(md5(`${unsigned}&passphrase=${SANDBOX_MERCHANT.passphrase}`));

    // The store confirms with the string it received, signature left out: VALID, and only that string.
    const validate = (text: string) => request(sut.url).post('/sandbox-gateway/eng/query/validate').type('form').send(text).expect(200);
    expect((await validate(unsigned)).text).toBe('VALID');
    expect((await validate(unsigned.replace('amount_gross=1352.80', 'amount_gross=1.00'))).text).toBe('INVALID');
    expect((await validate(body)).text).toBe('INVALID');
  });

  it('sends notifications the store’s own verification accepts', async () => {
    Logger.overrideLogger(false);
    const gateway = new PaymentGatewayService(loadConfig({ PUBLIC_URL: sut.url }), new PayfastSourceAddresses(systemHostResolver));
    const page = await openPayment(orderForm('KS-2026-000106', '250.00'));
    const before = store.received.length;
    await request(sut.url).post(`${page}/complete`).expect(303);
    const notification = await gateway.verifyNotification(store.received[before].body, '127.0.0.1');
    expect(notification).toMatchObject({ provider: 'payfast', orderNumber: 'KS-2026-000106', status: 'COMPLETE', amountGrossCents: 25000 });
  });

  it('refuses a form field that could replace a prototype', async () => {
    const res = await request(sut.url).post('/sandbox-gateway/eng/process').type('form').send('__proto__=x&amount=1.00').expect(400);
    expect(res.body.message).toBe('Object contains forbidden prototype property');
  });

  it('pays once: a second press only returns the shopper, and the page says it is paid', async () => {
    const page = await openPayment(orderForm('KS-2026-000104'));
    await request(sut.url).post(`${page}/complete`).expect(303);
    const count = store.received.length;
    const again = await request(sut.url).post(`${page}/complete`).expect(303);
    expect(again.headers.location).toBe(`${sut.url}/payment/pending?order=KS-2026-000104`);
    const cancelAfterPay = await request(sut.url).post(`${page}/cancel`).expect(303);
    expect(cancelAfterPay.headers.location).toBe(`${sut.url}/payment/pending?order=KS-2026-000104`);
    expect(store.received).toHaveLength(count);
    expect((await request(sut.url).get(page).expect(200)).text).toContain('This payment is complete');
  });

  it('Cancel sends a CANCELLED notification at once and returns the shopper to the cart', async () => {
    const page = await openPayment(orderForm('KS-2026-000105', '100.00'));
    const before = store.received.length;
    const res = await request(sut.url).post(`${page}/cancel`).expect(303);
    expect(res.headers.location).toBe(`${sut.url}/cart?cancelled=KS-2026-000105`);
    const values = Object.fromEntries(parseFormFields(store.received[before].body));
    expect(values).toMatchObject({ m_payment_id: 'KS-2026-000105', payment_status: 'CANCELLED', amount_gross: '100.00', merchant_id: '10000100' });
  });

  it('answers 404 pages for unknown or expired payments', async () => {
    await request(sut.url).get('/sandbox-gateway/pay/00000000000000000000000000000000').expect(404);
    await request(sut.url).get('/sandbox-gateway/pay/not-an-id').expect(404);
    const res = await request(sut.url).post('/sandbox-gateway/pay/00000000000000000000000000000000/complete').expect(404);
    expect(res.text).toContain('This payment has expired');
  });

  it('is served outside the API prefix', async () => {
    await request(sut.url).post('/api/sandbox-gateway/eng/query/validate').type('form').send('a=b').expect(404);
  });
});

describe('PayFast modes', () => {
  it('serves no sandbox gateway when the store talks to PayFast', async () => {
    const payfast = await FakePayfast.start({ merchantId: '10412345', merchantKey: 'abc123def4567', passphrase: 'Fake-Live-Passphrase' });
    const sut = await startTestApp(payfast.env('live'));
    try {
      await request(sut.url).post('/sandbox-gateway/eng/query/validate').type('form').send('a=b').expect(404);
    } finally {
      await sut.close();
      await payfast.close();
    }
  });

  it('refuses to boot in production on the built-in gateway unless allowed', async () => {
    const secrets = { JWT_SECRET: 'x'.repeat(40), KEY_ENCRYPTION_KEY: 'ab'.repeat(32), LOG_LEVEL: 'silent', PORT: '1' };
    const app = startProcess('node', ['dist/src/main.js'], { NODE_ENV: 'production', ...secrets });
    const [code] = await once(app.child, 'exit');
    expect(code).toBe(1);
    expect(app.output()).toContain('PAYFAST_MODE=builtin is a test gateway that moves no money');
  });
});

describe('PayFast configuration', () => {
  function problemsOf(env: Record<string, string>): string[] {
    try {
      parseEnvironment(env);
      return [];
    } catch (error) {
      if (error instanceof InvalidEnvironmentError) return error.problems;
      throw error;
    }
  }
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), KEY_ENCRYPTION_KEY: 'ab'.repeat(32) };
  const own = { PAYFAST_MERCHANT_ID: '10412345', PAYFAST_MERCHANT_KEY: 'abc123def4567', PAYFAST_PASSPHRASE: 'Our-Own_Passphrase' };

  it('runs the built-in gateway with the public sandbox merchant by default', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' }).payfast).toEqual({
      mode: 'builtin',
      host: 'https://shop.example.com/sandbox-gateway',
      merchantId: '10000100',
      merchantKey: '46f0cd694581a',
      passphrase: 'jt7NOE43FZPn',
      verifySourceIp: false,
      timeoutMs: 10_000,
    });
  });

  it('talks to PayFast’s hosts in sandbox and live mode, checking sources in live mode only', () => {
    expect(loadConfig({ PAYFAST_MODE: 'sandbox' }).payfast).toMatchObject({ host: 'https://sandbox.payfast.co.za', merchantId: '10000100', verifySourceIp: false });
    expect(loadConfig({ PAYFAST_MODE: 'live', ...own }).payfast).toMatchObject({ host: 'https://www.payfast.co.za', ...{ merchantId: '10412345' }, verifySourceIp: true });
    expect(loadConfig({ PAYFAST_MODE: 'live', ...own, PAYFAST_VERIFY_SOURCE_IP: 'false', PAYFAST_HOST: 'http://127.0.0.1:9999/' }).payfast).toMatchObject({
      host: 'http://127.0.0.1:9999',
      verifySourceIp: false,
    });
  });

  it('needs the merchant’s own credentials in live mode', () => {
    expect(problemsOf({ PAYFAST_MODE: 'live' })).toEqual(['PAYFAST_MERCHANT_ID, PAYFAST_MERCHANT_KEY, PAYFAST_PASSPHRASE must be set when PAYFAST_MODE=live']);
    expect(problemsOf({ PAYFAST_MODE: 'live', ...own, PAYFAST_MERCHANT_ID: '10000100' })).toEqual([
      'PAYFAST_MERCHANT_ID must be your own merchant id when PAYFAST_MODE=live, not the public sandbox merchant',
    ]);
    expect(problemsOf({ PAYFAST_MODE: 'live', ...own })).toEqual([]);
  });

  it('refuses the built-in gateway in production unless allowed for a demo', () => {
    expect(problemsOf(production)).toEqual([expect.stringContaining('PAYFAST_MODE=builtin is a test gateway that moves no money')]);
    expect(problemsOf({ ...production, ALLOW_BUILTIN_GATEWAY: 'true' })).toEqual([]);
    expect(problemsOf({ ...production, PAYFAST_MODE: 'live', ...own })).toEqual([]);
  });

  it('names malformed PayFast variables', () => {
    expect(problemsOf({ PAYFAST_MODE: 'paypal', PAYFAST_MERCHANT_ID: 'abc', PAYFAST_PASSPHRASE: 'has spaces', PAYFAST_HOST: 'payfast', PAYFAST_VERIFY_SOURCE_IP: 'yes' })).toEqual([
      'PAYFAST_MODE must be builtin, sandbox or live',
      'PAYFAST_MERCHANT_ID must be the digits of a PayFast merchant id',
      'PAYFAST_PASSPHRASE may contain only letters, digits, -, _ and / (as PayFast allows)',
      'PAYFAST_HOST must be an http(s) URL such as https://sandbox.payfast.co.za',
      'PAYFAST_VERIFY_SOURCE_IP must be true or false',
    ]);
  });
});
