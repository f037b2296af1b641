import { createHash } from 'node:crypto';
import { once } from 'node:events';
import request from 'supertest';
import { formatDecimal } from '../../src/common/money.js';
import { loadConfig } from '../../src/config/load-config.js';
import { InvalidEnvironmentError, parseEnvironment } from '../../src/config/environment.js';
import { parameterString } from '../../src/payments/payfast/payfast-encoding.js';
import { checkoutSignature, CheckoutField } from '../../src/payments/payfast/payfast-fields.js';
import { formatZar } from '../../src/common/money.js';
import { FakePayfast, SANDBOX_MERCHANT } from '../fakes/payfast.js';
import { startProcess } from '../harness/processes.js';
import { finishSandboxPayment, newProduct, openSandboxPayment, orderWhen, placeOrder, type PlacedOrder, type TestProduct } from '../harness/purchases.js';
import { signUpShopper, type Shopper } from '../harness/shoppers.js';
import { startTestApp, TestApp } from '../harness/test-app.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The fields of a payment notification in the order PayFast posts them, signature left out. */
const ITN_FIELDS = [
  'm_payment_id', 'pf_payment_id', 'payment_status', 'item_name', 'item_description', 'amount_gross', 'amount_fee', 'amount_net',
  'custom_str1', 'custom_str2', 'custom_str3', 'custom_str4', 'custom_str5',
  'custom_int1', 'custom_int2', 'custom_int3', 'custom_int4', 'custom_int5',
  'name_first', 'name_last', 'email_address', 'merchant_id',
];

/** A checkout form signed with the sandbox merchant's passphrase, as anyone can make one. */
function checkoutForm(values: Partial<Record<CheckoutField, string>>, passphrase: string = SANDBOX_MERCHANT.passphrase): string {
  const fields = { merchant_id: SANDBOX_MERCHANT.merchantId, merchant_key: SANDBOX_MERCHANT.merchantKey, ...values };
  return new URLSearchParams({ ...fields, signature: checkoutSignature(fields, passphrase) }).toString();
}

describe('built-in sandbox gateway', () => {
  let sut: TestApp;
  let shopper: Shopper;
  let game: TestProduct;
  beforeAll(async () => {
    sut = await startTestApp();
    shopper = await signUpShopper(sut.url);
    game = await newProduct(sut, { keys: 12, priceCents: 3299 });
  });
  afterAll(async () => sut.close());

  const checkout = () => placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }]);
  const paymentsOf = (order: PlacedOrder) =>
    sut.db.query<{ status: string; amount_cents: number; raw: Record<string, string> }>(`SELECT status, amount_cents, raw FROM payments WHERE order_id = $1 ORDER BY created_at`, [order.orderId]);

  it('opens the payment the store issued at checkout and shows it on a self-contained pay page', async () => {
    const order = await checkout();
    const fields = Object.fromEntries(order.payment.fields);
    expect(order.payment.action).toBe(`${sut.url}/sandbox-gateway/eng/process`);
    expect(fields.sandbox_session).toMatch(/^[0-9a-f]{64}$/);
    const payment = await openSandboxPayment(sut, order.payment);
    expect(payment.payPage).toMatch(/^\/sandbox-gateway\/pay\/[0-9a-f]{32}$/);
    expect(payment.payPage).not.toContain(fields.sandbox_session);

    const res = await request(sut.url).get(payment.payPage).set('cookie', payment.cookie).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('Keyshop (sandbox)');
    expect(res.text).toContain(`Keyshop order ${order.orderNumber}`);
    expect(res.text).toContain(formatZar(order.totalZarCents));
    expect(res.text).toContain(shopper.email);
    expect(res.text).toMatch(/<form method="post" action="\/sandbox-gateway\/pay\/[0-9a-f]{32}\/complete"><button[^>]*>Pay<\/button>/);
    expect(res.text).toMatch(/<form method="post" action="\/sandbox-gateway\/pay\/[0-9a-f]{32}\/cancel"><button[^>]*>Cancel<\/button>/);
    expect(res.text).toContain('no money moves');
    expect(res.text).not.toMatch(/<(script|link|img)\b/);
  });

  it('hands the payment’s secret to the browser in an HttpOnly, SameSite=Lax cookie for that payment’s pages only', async () => {
    const order = await checkout();
    const res = await request(sut.url).post('/sandbox-gateway/eng/process').type('form').send(new URLSearchParams(order.payment.fields).toString()).expect(303);
    const secret = Object.fromEntries(order.payment.fields).sandbox_session;
    expect(res.headers['set-cookie']).toEqual([
      `sandbox_payment=${secret}; Max-Age=3600; Path=${res.headers.location}; HttpOnly; SameSite=Lax`,
    ]);
  });

  it('shows the pay page only to the browser that holds the payment’s secret', async () => {
    const payment = await openSandboxPayment(sut, (await checkout()).payment);
    const other = await openSandboxPayment(sut, (await checkout()).payment);
    const stranger = await request(sut.url).get(payment.payPage).expect(403);
    expect(stranger.text).toContain('This payment belongs to another browser');
    await request(sut.url).get(payment.payPage).set('cookie', other.cookie).expect(403);
    await request(sut.url).get(payment.payPage).set('cookie', `sandbox_payment=${'0'.repeat(64)}`).expect(403);
  });

  it('refuses a form with a wrong signature with a page saying why', async () => {
    const form = checkoutForm({ m_payment_id: 'KS-2026-000102', amount: '100.00', item_name: 'Keys' }, 'not-the-passphrase');
    const res = await request(sut.url).post('/sandbox-gateway/eng/process').type('form').send(form).expect(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('signature does not match the fields');
    expect(res.text).toContain(`href="${sut.url}/cart"`);
  });

  it('refuses a form missing required fields, naming them', async () => {
    const res = await request(sut.url).post('/sandbox-gateway/eng/process').type('form').send('merchant_id=10000100').expect(400);
    for (const name of ['merchant_key', 'amount', 'item_name', 'signature', 'sandbox_session']) expect(res.text).toContain(`${name} is required`);
  });

  it('answers INVALID to validation of anything it did not send', async () => {
    const res = await request(sut.url).post('/sandbox-gateway/eng/query/validate').type('form').send('m_payment_id=KS-1&pf_payment_id=1234567').expect(200);
    expect(res.text).toBe('INVALID');
  });

  it('Pay sends the store a signed COMPLETE notification it accepts, then returns the shopper to the store', async () => {
    const order = await checkout();
    const res = await finishSandboxPayment(sut, await openSandboxPayment(sut, order.payment), 'complete').expect(303);
    expect(res.headers.location).toBe(`${sut.url}/payment/pending?order=${order.orderNumber}`);
    // The notification is handled before the shopper is sent back: the store has verified it and recorded the payment.
    const [paid] = await paymentsOf(order);
    expect(paid).toMatchObject({ status: 'COMPLETE', amount_cents: order.totalZarCents });
    const fee = Math.min(order.totalZarCents, Math.round(order.totalZarCents * 0.023) + 200);
    expect(paid.raw).toMatchObject({
      m_payment_id: order.orderNumber,
      payment_status: 'COMPLETE',
      item_name: `Keyshop order ${order.orderNumber}`,
      amount_gross: formatDecimal(order.totalZarCents),
      amount_fee: formatDecimal(-fee),
      amount_net: formatDecimal(order.totalZarCents - fee),
      custom_str1: '',
      name_first: 'Thandi',
      name_last: 'Mokoena',
      email_address: shopper.email,
      merchant_id: '10000100',
    });
    expect(paid.raw.pf_payment_id).toMatch(/^\d{7}$/);
    const unsigned = parameterString(ITN_FIELDS.map((name) => [name, paid.raw[name]]));
    expect(paid.raw.signature).toBe(md5(`${unsigned}&passphrase=${SANDBOX_MERCHANT.passphrase}`));
    await orderWhen(sut, shopper, order.orderNumber, 'completed');

    // The gateway confirms the string it sent, signature left out: VALID, and only that string.
    const validate = (text: string) => request(sut.url).post('/sandbox-gateway/eng/query/validate').type('form').send(text).expect(200);
    expect((await validate(unsigned)).text).toBe('VALID');
    expect((await validate(unsigned.replace(`amount_gross=${paid.raw.amount_gross}`, 'amount_gross=1.00'))).text).toBe('INVALID');
    expect((await validate(`${unsigned}&signature=${paid.raw.signature}`)).text).toBe('INVALID');
  });

  it('refuses a form field that could replace a prototype', async () => {
    const res = await request(sut.url).post('/sandbox-gateway/eng/process').type('form').send('__proto__=x&amount=1.00').expect(400);
    expect(res.body.message).toBe('Object contains forbidden prototype property');
  });

  it('pays once: a second press only returns the shopper, and the page says it is paid', async () => {
    const order = await checkout();
    const payment = await openSandboxPayment(sut, order.payment);
    await finishSandboxPayment(sut, payment, 'complete').expect(303);
    const again = await finishSandboxPayment(sut, payment, 'complete').expect(303);
    expect(again.headers.location).toBe(`${sut.url}/payment/pending?order=${order.orderNumber}`);
    const cancelAfterPay = await finishSandboxPayment(sut, payment, 'cancel').expect(303);
    expect(cancelAfterPay.headers.location).toBe(`${sut.url}/payment/pending?order=${order.orderNumber}`);
    expect((await paymentsOf(order)).map((row) => row.status)).toEqual(['COMPLETE']);
    expect((await request(sut.url).get(payment.payPage).set('cookie', payment.cookie).expect(200)).text).toContain('This payment is complete');
  });

  it('Cancel sends a CANCELLED notification at once and returns the shopper to the cart', async () => {
    const order = await checkout();
    const res = await finishSandboxPayment(sut, await openSandboxPayment(sut, order.payment), 'cancel').expect(303);
    expect(res.headers.location).toBe(`${sut.url}/cart?cancelled=${order.orderNumber}`);
    const [cancelled] = await paymentsOf(order);
    expect(cancelled.raw).toMatchObject({ m_payment_id: order.orderNumber, payment_status: 'CANCELLED', amount_gross: formatDecimal(order.totalZarCents), amount_fee: '0.00' });
    await orderWhen(sut, shopper, order.orderNumber, 'cancelled');
  });

  it('answers 404 pages for unknown or expired payments', async () => {
    await request(sut.url).get('/sandbox-gateway/pay/00000000000000000000000000000000').expect(404);
    await request(sut.url).get('/sandbox-gateway/pay/not-an-id').expect(404);
    const res = await request(sut.url).post('/sandbox-gateway/pay/00000000000000000000000000000000/complete').expect(404);
    expect(res.text).toContain('This payment has expired');
    const order = await checkout();
    const unknown = order.payment.fields.map(([name, value]) => [name, name === 'sandbox_session' ? 'f'.repeat(64) : value]);
    const expired = await request(sut.url).post('/sandbox-gateway/eng/process').type('form').send(new URLSearchParams(unknown).toString()).expect(404);
    expect(expired.text).toContain('This payment has expired');
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

  it('refuses to boot in production on PayFast’s sandbox unless allowed, naming the variable', async () => {
    const secrets = { JWT_SECRET: 'x'.repeat(40), KEY_ENCRYPTION_KEY: 'ab'.repeat(32), LOG_LEVEL: 'silent', PORT: '1' };
    const app = startProcess('node', ['dist/src/main.js'], { NODE_ENV: 'production', PAYFAST_MODE: 'sandbox', ...secrets });
    const [code] = await once(app.child, 'exit');
    expect(code).toBe(1);
    expect(app.output()).toContain('PAYFAST_MODE=sandbox is PayFast’s test site');
    expect(app.output()).toContain('ALLOW_SANDBOX_PAYMENTS=true');
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
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com', SMTP_URL: 'smtp://mail.example.com:587', JWT_SECRET: 'x'.repeat(40), KEY_ENCRYPTION_KEY: 'ab'.repeat(32) };
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
