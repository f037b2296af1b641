import request from 'supertest';
import { formatDecimal } from '../../src/common/money.js';
import { checkoutSignature, CheckoutField } from '../../src/payments/payfast/payfast-fields.js';
import { paymentUrls } from '../../src/payments/payfast/payfast-checkout.js';
import { SANDBOX_MERCHANT } from '../fakes/payfast.js';
import { RecordingServer } from '../fakes/recording-server.js';
import { finishSandboxPayment, newProduct, openSandboxPayment, orderWhen, placeOrder, type PlacedOrder, type TestProduct } from '../harness/purchases.js';
import { signUpShopper, type Shopper } from '../harness/shoppers.js';
import { startTestApp, TestApp } from '../harness/test-app.js';

const PROCESS = '/sandbox-gateway/eng/process';

/** A form re-signed with the public sandbox passphrase after `changes`: what anybody can forge. */
function resigned(fields: [string, string][], changes: Partial<Record<CheckoutField | 'sandbox_session', string>>): string {
  const values = { ...Object.fromEntries(fields.filter(([name]) => name !== 'signature')), ...changes } as Record<string, string>;
  return new URLSearchParams({ ...values, signature: checkoutSignature(values, SANDBOX_MERCHANT.passphrase) }).toString();
}

describe('built-in gateway: payments nobody but their shopper can pay or cancel', () => {
  let sut: TestApp;
  let game: TestProduct;
  let attacker: Shopper;
  let outside: RecordingServer;
  beforeAll(async () => {
    // One failed payment blocks further checkouts: a cancellation counted against a victim shows.
    sut = await startTestApp({ FAILED_PAYMENT_LIMIT: '1' });
    game = await newProduct(sut, { keys: 10, priceCents: 2599 });
    attacker = await signUpShopper(sut.url);
    outside = await RecordingServer.start();
  });
  afterAll(async () => {
    await outside.close();
    await sut.close();
  });

  async function victimOrder(): Promise<{ victim: Shopper; order: PlacedOrder }> {
    const victim = await signUpShopper(sut.url);
    return { victim, order: await placeOrder(sut, victim, [{ productId: game.id, quantity: 1 }]) };
  }

  /** The victim's order as the database holds it: untouched means still pending, its key reserved, no payment recorded. */
  async function expectUntouched(order: PlacedOrder): Promise<void> {
    const [row] = await sut.db.query<{ status: string }>(`SELECT status FROM orders WHERE id = $1`, [order.orderId]);
    expect(row.status).toBe('pending');
    const keys = await sut.db.query<{ status: string }>(`SELECT status FROM product_keys WHERE order_id = $1`, [order.orderId]);
    expect(keys.map((key) => key.status)).toEqual(['reserved']);
    expect(await sut.db.query(`SELECT id FROM payments WHERE order_id = $1`, [order.orderId])).toEqual([]);
  }

  /** The failed-payment count was not raised: the victim, allowed one failure, can still check out. */
  async function expectVictimCanCheckOut(victim: Shopper): Promise<void> {
    await request(sut.url).post('/api/checkout').set(victim.auth).send({ items: [{ productId: game.id, quantity: 1 }], firstName: 'Thandi', deliveryConsent: true }).expect(201);
  }

  it('refuses a form made up for a victim’s order (its number and amount, signed with the public passphrase), from anyone', async () => {
    const { victim, order } = await victimOrder();
    const made = {
      merchant_id: SANDBOX_MERCHANT.merchantId,
      merchant_key: SANDBOX_MERCHANT.merchantKey,
      ...paymentUrls(sut.url, order.orderNumber),
      m_payment_id: order.orderNumber,
      amount: formatDecimal(order.totalZarCents),
      item_name: `Keyshop order ${order.orderNumber}`,
    };
    const form = new URLSearchParams({ ...made, signature: checkoutSignature(made, SANDBOX_MERCHANT.passphrase) }).toString();
    const anonymous = await request(sut.url).post(PROCESS).type('form').send(form).expect(400);
    expect(anonymous.text).toContain('sandbox_session is required: this gateway takes only payments the store opened at checkout');
    const signedIn = await request(sut.url).post(PROCESS).set(attacker.auth).type('form').send(form).expect(400);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    await expectUntouched(order);
    await expectVictimCanCheckOut(victim);
  });

  it('refuses the victim’s order number or amount put into another shopper’s own payment', async () => {
    const { victim, order } = await victimOrder();
    const own = await placeOrder(sut, attacker, [{ productId: game.id, quantity: 1 }]);
    const swapped = resigned(own.payment.fields, { m_payment_id: order.orderNumber, amount: formatDecimal(order.totalZarCents), ...paymentUrls(sut.url, order.orderNumber) });
    const res = await request(sut.url).post(PROCESS).type('form').send(swapped).expect(400);
    expect(res.text).toContain('m_payment_id differs from what the store issued for this payment');
    const cheaper = await request(sut.url).post(PROCESS).type('form').send(resigned(own.payment.fields, { amount: '1.00' })).expect(400);
    expect(cheaper.text).toContain('amount differs from what the store issued for this payment');
    await expectUntouched(order);
    await expectUntouched(own);
    await expectVictimCanCheckOut(victim);
  });

  it('lets nobody but the shopper’s browser press Cancel or Pay, even knowing the pay page’s address', async () => {
    const { victim, order } = await victimOrder();
    const payment = await openSandboxPayment(sut, order.payment);
    const attackers = await openSandboxPayment(sut, (await placeOrder(sut, attacker, [{ productId: game.id, quantity: 1 }])).payment);
    for (const button of ['cancel', 'complete']) {
      const anonymous = await request(sut.url).post(`${payment.payPage}/${button}`).expect(403);
      expect(anonymous.text).toContain('This payment belongs to another browser');
      await request(sut.url).post(`${payment.payPage}/${button}`).set(attacker.auth).set('cookie', attackers.cookie).expect(403);
    }
    await expectUntouched(order);
    await expectVictimCanCheckOut(victim);

    // The shopper's own browser still pays it.
    const paid = await finishSandboxPayment(sut, payment, 'complete').expect(303);
    expect(paid.headers.location).toBe(`${sut.url}/payment/pending?order=${order.orderNumber}`);
    await orderWhen(sut, victim, order.orderNumber, 'completed');
  });

  it('notifies and sends the shopper back only to the store, whatever URLs a form names', async () => {
    const own = await placeOrder(sut, attacker, [{ productId: game.id, quantity: 1 }]);
    const redirected = { notify_url: `${outside.url}/notify`, return_url: `${outside.url}/return`, cancel_url: `${outside.url}/cancel` };
    const res = await request(sut.url).post(PROCESS).type('form').send(resigned(own.payment.fields, redirected)).expect(400);
    for (const name of ['return_url', 'cancel_url', 'notify_url']) expect(res.text).toContain(`${name} differs from what the store issued for this payment`);
    expect(res.text).not.toContain(outside.url);

    const payment = await openSandboxPayment(sut, own.payment);
    const cancelled = await finishSandboxPayment(sut, payment, 'cancel').expect(303);
    expect(cancelled.headers.location).toBe(`${sut.url}/cart?cancelled=${own.orderNumber}`);
    await orderWhen(sut, attacker, own.orderNumber, 'cancelled');
    expect(outside.received).toEqual([]);
  });
});
