import { Logger, LoggerService } from '@nestjs/common';
import { Redis } from 'ioredis';
import { FakePayfast, SANDBOX_MERCHANT, signedItn } from '../../test/fakes/payfast.js';
import type { AppConfig, PayfastConfig } from '../config/app-config.js';
import { PayfastSourceAddresses } from './payfast/payfast-source-addresses.js';
import { PaymentGatewayService } from './payment-gateway.service.js';
import { PaymentNotificationRejectedError } from './payments.errors.js';
import { SandboxSessions } from './sandbox-gateway/sandbox-sessions.js';

/** Every line the service logs, to check what does (and does not) reach the logs. */
const logged: string[] = [];
const captureLogs: LoggerService = {
  log: (message) => logged.push(String(message)),
  warn: (message) => logged.push(String(message)),
  error: (message) => logged.push(String(message)),
};

const PAYFAST_ADDRESS = '197.97.145.150';

describe('PaymentGatewayService.verifyNotification', () => {
  let payfast: FakePayfast;
  let lookups: string[];
  beforeAll(async () => {
    Logger.overrideLogger(captureLogs);
    payfast = await FakePayfast.start();
  });
  afterAll(async () => payfast.close());
  beforeEach(() => {
    payfast.validation = 'known';
    payfast.validateDelayMs = 0;
    logged.length = 0;
    lookups = [];
  });

  function newGateway(overrides: Partial<PayfastConfig> = {}): PaymentGatewayService {
    const config = {
      publicUrl: 'http://localhost:3000',
      payfast: { mode: 'sandbox', host: payfast.url, ...SANDBOX_MERCHANT, verifySourceIp: false, timeoutMs: 2000, ...overrides },
    } as AppConfig;
    const resolver = async (host: string) => {
      lookups.push(host);
      return host === 'www.payfast.co.za' ? [PAYFAST_ADDRESS] : ['41.74.179.200'];
    };
    // Verification never opens a built-in gateway payment: this Redis is never connected.
    return new PaymentGatewayService(config, new PayfastSourceAddresses(resolver), new SandboxSessions(new Redis({ lazyConnect: true })));
  }

  async function rejection(promise: Promise<unknown>): Promise<PaymentNotificationRejectedError> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PaymentNotificationRejectedError);
    return error as PaymentNotificationRejectedError;
  }

  it('accepts a signed notification the gateway confirms, and says what it was', async () => {
    const itn = payfast.itn({ orderNumber: 'KS-2026-001234', amount: '1352.80' });
    const notification = await newGateway().verifyNotification(itn.body, '127.0.0.1');
    expect(notification).toEqual({
      provider: 'payfast',
      orderNumber: 'KS-2026-001234',
      providerPaymentId: itn.pfPaymentId,
      status: 'COMPLETE',
      amountGrossCents: 135280,
      raw: Object.fromEntries(itn.fields),
    });
    expect(payfast.validateRequests.at(-1)).toBe(itn.parameterString);
    expect(itn.parameterString).not.toContain('signature');
    expect(itn.parameterString).not.toContain('passphrase');
  });

  it('reads cancelled notifications too', async () => {
    const itn = payfast.itn({ orderNumber: 'KS-2026-001235', amount: 5000, status: 'CANCELLED' });
    expect(await newGateway().verifyNotification(itn.body, '127.0.0.1')).toMatchObject({ status: 'CANCELLED', amountGrossCents: 5000 });
  });

  it('refuses a bad signature before asking the gateway', async () => {
    const itn = payfast.itn({ orderNumber: 'KS-2026-001236', amount: '100.00' });
    const calls = payfast.validateCalls;
    const body = itn.body.replace(/signature=[0-9a-f]{32}/, `signature=${'0'.repeat(32)}`);
    expect((await rejection(newGateway().verifyNotification(body, '127.0.0.1'))).reason).toBe('bad_signature');
    expect(payfast.validateCalls).toBe(calls);
  });

  it('refuses a notification signed without the passphrase', async () => {
    const itn = signedItn({ orderNumber: 'KS-2026-001237', amount: '100.00', passphrase: null });
    expect((await rejection(newGateway().verifyNotification(itn.body, '127.0.0.1'))).reason).toBe('bad_signature');
  });

  it('refuses an amount changed after signing', async () => {
    const itn = payfast.itn({ orderNumber: 'KS-2026-001238', amount: '1352.80' });
    const tampered = itn.body.replace('amount_gross=1352.80', 'amount_gross=1.00');
    expect(tampered).not.toBe(itn.body);
    expect((await rejection(newGateway().verifyNotification(tampered, '127.0.0.1'))).reason).toBe('bad_signature');
  });

  it('refuses fields reordered after signing', async () => {
    const itn = payfast.itn({ orderNumber: 'KS-2026-001239', amount: '100.00' });
    const [first, second, ...rest] = itn.body.split('&');
    expect((await rejection(newGateway().verifyNotification([second, first, ...rest].join('&'), '127.0.0.1'))).reason).toBe('bad_signature');
  });

  it('refuses a notification for another merchant, even correctly signed', async () => {
    const itn = signedItn({ orderNumber: 'KS-2026-001240', amount: '100.00', merchantId: '10009999' });
    const error = await rejection(newGateway().verifyNotification(itn.body, '127.0.0.1'));
    expect(error.reason).toBe('wrong_merchant');
    expect(error.kind).toBe('bad_request');
  });

  it('refuses what the gateway answers INVALID to', async () => {
    payfast.validation = 'INVALID';
    const itn = payfast.itn({ orderNumber: 'KS-2026-001241', amount: '100.00' });
    const error = await rejection(newGateway().verifyNotification(itn.body, '127.0.0.1'));
    expect(error.reason).toBe('not_confirmed');
    expect(error.kind).toBe('bad_request');
    expect(payfast.validateRequests.at(-1)).toBe(itn.parameterString);
  });

  it('refuses a correctly signed notification the gateway never sent', async () => {
    const itn = signedItn({ orderNumber: 'KS-2026-001242', amount: '100.00' });
    expect((await rejection(newGateway().verifyNotification(itn.body, '127.0.0.1'))).reason).toBe('not_confirmed');
  });

  it('gives up when the gateway does not answer in time, as a temporary failure', async () => {
    payfast.validateDelayMs = 1000;
    const itn = payfast.itn({ orderNumber: 'KS-2026-001243', amount: '100.00' });
    const started = Date.now();
    const error = await rejection(newGateway({ timeoutMs: 200 }).verifyNotification(itn.body, '127.0.0.1'));
    expect(Date.now() - started).toBeLessThan(900);
    expect(error.reason).toBe('not_confirmed');
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('no answer within 200 ms');
  });

  it('refuses a gateway that cannot be reached', async () => {
    const itn = payfast.itn({ orderNumber: 'KS-2026-001244', amount: '100.00' });
    const error = await rejection(newGateway({ host: 'http://127.0.0.1:1' }).verifyNotification(itn.body, '127.0.0.1'));
    expect(error).toMatchObject({ reason: 'not_confirmed', kind: 'unavailable' });
  });

  it('refuses an untrusted source address when checking sources, looking PayFast up once', async () => {
    const sut = newGateway({ verifySourceIp: true });
    const itn = payfast.itn({ orderNumber: 'KS-2026-001245', amount: '100.00' });
    const calls = payfast.validateCalls;
    expect((await rejection(sut.verifyNotification(itn.body, '127.0.0.1'))).reason).toBe('untrusted_source');
    expect(payfast.validateCalls).toBe(calls);
    expect(await sut.verifyNotification(itn.body, PAYFAST_ADDRESS)).toMatchObject({ orderNumber: 'KS-2026-001245' });
    expect(await sut.verifyNotification(itn.body, `::ffff:${PAYFAST_ADDRESS}`)).toMatchObject({ orderNumber: 'KS-2026-001245' });
    expect(lookups.sort()).toEqual(['sandbox.payfast.co.za', 'w1w.payfast.co.za', 'w2w.payfast.co.za', 'www.payfast.co.za']);
  });

  it('ignores the source address when not checking sources', async () => {
    const itn = payfast.itn({ orderNumber: 'KS-2026-001246', amount: '100.00' });
    expect(await newGateway({ verifySourceIp: false }).verifyNotification(itn.body, '203.0.113.9')).toMatchObject({ status: 'COMPLETE' });
    expect(lookups).toEqual([]);
  });

  it.each([
    ['an empty body', ''],
    ['a body without signature', 'm_payment_id=KS-1&amount_gross=1.00'],
  ])('calls %s malformed', async (_, body) => {
    expect((await rejection(newGateway().verifyNotification(body, '127.0.0.1'))).reason).toBe('malformed');
  });

  it('calls a signed notification without a readable amount malformed', async () => {
    const itn = payfast.itn({ orderNumber: 'KS-2026-001247', amount: 'lots' });
    const error = await rejection(newGateway().verifyNotification(itn.body, '127.0.0.1'));
    expect(error.reason).toBe('malformed');
    expect(error.message).toContain('amount_gross');
  });

  it('logs the order number, the PayFast id and the reason, never the passphrase or the body', async () => {
    const itn = payfast.itn({ orderNumber: 'KS-2026-001248', amount: '100.00', email: 'secret-buyer@example.com' });
    const tampered = itn.body.replace('amount_gross=100.00', 'amount_gross=1.00');
    await rejection(newGateway().verifyNotification(tampered, '127.0.0.1'));
    await newGateway().verifyNotification(itn.body, '127.0.0.1');
    const lines = logged.join('\n');
    expect(logged).toEqual([
      expect.stringMatching(/rejected \(bad_signature\) for order KS-2026-001248, pf_payment_id \d{7}/),
      expect.stringMatching(/accepted for order KS-2026-001248, pf_payment_id \d{7}/),
    ]);
    expect(lines).not.toContain(SANDBOX_MERCHANT.passphrase);
    expect(lines).not.toContain('secret-buyer');
    expect(lines).not.toContain('signature=');
  });
});
