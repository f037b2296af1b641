import request from 'supertest';
import { formatEur, formatZar } from '../../src/common/money.js';
import { pdfText } from '../harness/pdf-text.js';
import { newProduct, orderWhen, payInSandbox, placeOrder } from '../harness/purchases.js';
import { signUpShopper, type Shopper } from '../harness/shoppers.js';
import { startTestApp, type TestApp } from '../harness/test-app.js';
import { accessToken } from '../harness/tokens.js';

const admin = { authorization: `Bearer ${accessToken('admin')}` };
const CONSENT_REFUSED = 'Please agree to immediate delivery to place your order';

describe('consent to immediate delivery and PDF receipts', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ SELLER_NAME: 'Receipt Test Traders (Pty) Ltd', SELLER_VAT_NUMBER: '4123456789' });
  });
  afterAll(async () => sut?.close());

  const ordersOf = async (shopper: Shopper) =>
    sut.db.query<{ id: string; delivery_consent_at: Date | null; created_at: Date }>(
      `SELECT o.id, o.delivery_consent_at, o.created_at FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1`,
      [shopper.email],
    );
  const reservedKeysOf = async (productId: string) =>
    (await sut.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM product_keys WHERE product_id = $1 AND status <> 'available'`, [productId]))[0].count;

  /** The receipt as a browser gets it: status, headers and bytes. */
  async function download(path: string, auth: Record<string, string>) {
    const res = await fetch(`${sut.url}${path}`, { headers: auth });
    return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  it('refuses a checkout without the consent, with a message a shopper understands, and writes nothing', async () => {
    const shopper = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 2 });
    const items = [{ productId: game.id, quantity: 1 }];
    for (const consent of [{}, { deliveryConsent: false }, { deliveryConsent: 'true' }, { deliveryConsent: 1 }]) {
      const res = await request(sut.url).post('/api/checkout').set(shopper.auth).send({ items, firstName: 'Thandi', ...consent }).expect(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.details).toEqual([`deliveryConsent: ${CONSENT_REFUSED}`]);
      expect(res.body.message).toContain(CONSENT_REFUSED);
    }
    expect(await ordersOf(shopper)).toEqual([]);
    expect(await reservedKeysOf(game.id)).toBe(0);
  });

  it('records the consent on the order, and shows it to the buyer and the admin', async () => {
    const shopper = await signUpShopper(sut.url);
    const game = await newProduct(sut);
    const placed = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }]);
    const [row] = await ordersOf(shopper);
    expect(row.delivery_consent_at).toBeInstanceOf(Date);
    // Given with the order, in its transaction.
    expect(row.delivery_consent_at?.getTime()).toBe(row.created_at.getTime());

    const own = await request(sut.url).get(`/api/orders/${placed.orderNumber}`).set(shopper.auth).expect(200);
    expect(own.body.deliveryConsentAt).toBe(row.delivery_consent_at?.toISOString());
    expect(own.body.receiptAvailable).toBe(false);
    const adminView = await request(sut.url).get(`/api/admin/orders/${placed.orderNumber}`).set(admin).expect(200);
    expect(adminView.body.deliveryConsentAt).toBe(row.delivery_consent_at?.toISOString());
  });

  it('records no consent for a key redeemed for a product: that order is no distance sale', async () => {
    const shopper = await signUpShopper(sut.url);
    const game = await newProduct(sut);
    const [code] = (await request(sut.url).post('/api/admin/redeem-codes').set(admin).send({ kind: 'product', productId: game.id, count: 1 }).expect(201)).body.codes;
    await request(sut.url).post('/api/redeem').set(shopper.auth).send({ cd_key: code }).expect(200);
    const [row] = await ordersOf(shopper);
    expect(row.delivery_consent_at).toBeNull();
  });

  it('answers 409 for an unpaid order, 404 for anybody else’s, 401 signed out', async () => {
    const buyer = await signUpShopper(sut.url);
    const stranger = await signUpShopper(sut.url);
    const game = await newProduct(sut);
    const placed = await placeOrder(sut, buyer, [{ productId: game.id, quantity: 1 }]);

    const unpaid = await request(sut.url).get(`/api/orders/${placed.orderNumber}/receipt.pdf`).set(buyer.auth).expect(409);
    expect(unpaid.body).toMatchObject({ code: 'order_not_paid', message: `Order ${placed.orderNumber} has not been paid, so it has no receipt. A receipt is ready once the payment is confirmed.` });
    await request(sut.url).get(`/api/admin/orders/${placed.orderNumber}/receipt.pdf`).set(admin).expect(409);

    await payInSandbox(sut, placed);
    await orderWhen(sut, buyer, placed.orderNumber, 'completed');
    const other = await request(sut.url).get(`/api/orders/${placed.orderNumber}/receipt.pdf`).set(stranger.auth).expect(404);
    expect(other.body.message).toBe(`No order ${placed.orderNumber} in your account.`);
    await request(sut.url).get(`/api/orders/${placed.orderNumber}/receipt.pdf`).expect(401);
    await request(sut.url).get(`/api/admin/orders/${placed.orderNumber}/receipt.pdf`).set(stranger.auth).expect(403);
    await request(sut.url).get('/api/admin/orders/KS-2099-999999/receipt.pdf').set(admin).expect(404);
  });

  it('serves the buyer and admins a PDF with the seller, each line, the fee, the credit, the EUR total and the rand charged; never a key', async () => {
    const buyer = await signUpShopper(sut.url);
    const [code] = (await request(sut.url).post('/api/admin/redeem-codes').set(admin).send({ kind: 'credit', creditCents: 500, count: 1 }).expect(201)).body.codes;
    await request(sut.url).post('/api/redeem').set(buyer.auth).send({ cd_key: code }).expect(200);
    const first = await newProduct(sut, { name: `Receipt Quest ${Date.now()}`, keys: 2, priceCents: 1250 });
    const second = await newProduct(sut, { name: `Invoice Saga ${Date.now()}`, keys: 1, priceCents: 3999 });
    const placed = await placeOrder(sut, buyer, [{ productId: first.id, quantity: 2 }, { productId: second.id, quantity: 1 }], { useCredit: true, firstName: 'Zoë', lastName: 'Ndlovu' });
    await payInSandbox(sut, placed);
    const order = await orderWhen(sut, buyer, placed.orderNumber, 'completed');
    expect(order.receiptAvailable).toBe(true);
    const [{ provider_payment_id: paymentId }] = await sut.db.query<{ provider_payment_id: string }>(
      `SELECT provider_payment_id FROM payments WHERE order_id = $1 AND status = 'COMPLETE'`,
      [placed.orderId],
    );

    const receipt = await download(`/api/orders/${placed.orderNumber}/receipt.pdf`, buyer.auth);
    expect(receipt.status).toBe(200);
    expect(receipt.type).toBe('application/pdf');
    expect(receipt.disposition).toBe(`attachment; filename="receipt-${placed.orderNumber}.pdf"`);
    expect(Buffer.from(receipt.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(receipt.bytes);

    expect(text).toContain('Receipt Test Traders (Pty) Ltd');
    expect(text).toContain('VAT no. 4123456789');
    expect(text).toContain(placed.orderNumber);
    expect(text).toContain('Zoë Ndlovu');
    expect(text).toContain(buyer.email);
    const lines = text.split('\n');
    // Each line: the game, then its quantity, unit price and line total.
    const rowOf = (name: string) => lines.slice(lines.findIndex((line) => line.startsWith(name)) + 1).slice(0, 3);
    expect(rowOf(first.name)).toEqual(['2', '€12.50', '€25.00']);
    expect(rowOf(second.name)).toEqual(['1', '€39.99', '€39.99']);
    // Subtotal 64.99, fee 6.50, credit 5.00: 66.49 euros, at 20.5 rand each.
    const after = (label: string) => lines[lines.indexOf(label) + 1];
    expect(after('Subtotal')).toBe('€64.99');
    expect(after('Service fee')).toBe(formatEur(order.serviceFeeCents));
    expect(order.serviceFeeCents).toBe(650);
    expect(after('Store credit used')).toBe('-€5.00');
    expect(after('Total (EUR)')).toBe('€66.49');
    expect(after('Charged in ZAR')).toBe(formatZar(order.totalZarCents));
    expect(order.totalZarCents).toBe(136305);
    expect(text).toContain(`Payment: PayFast, payment ID ${paymentId}`);
    for (const key of [...first.codes, ...second.codes]) expect(text).not.toContain(key);

    const forAdmin = await download(`/api/admin/orders/${placed.orderNumber}/receipt.pdf`, admin);
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.type).toBe('application/pdf');
    expect(await pdfText(forAdmin.bytes)).toContain('€66.49');
  });
});
