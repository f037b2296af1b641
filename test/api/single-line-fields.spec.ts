import request from 'supertest';
import type { FakeSmtp } from '../fakes/smtp.js';
import { newProduct, payInSandbox, placeOrder, orderWhen } from '../harness/purchases.js';
import { signUpShopper } from '../harness/shoppers.js';
import { type MailingTestApp, startAppWithMail } from '../harness/test-app.js';

const OWNER = 'owner@keyshop.test';

describe('single-line fields', () => {
  let smtp: FakeSmtp;
  let sut: MailingTestApp;

  beforeAll(async () => {
    sut = await startAppWithMail({ STORE_OWNER_EMAIL: OWNER });
    smtp = sut.smtp;
  });
  afterAll(async () => sut?.close());

  it('refuses a name with a line break at checkout, saying so, and places no order', async () => {
    const shopper = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 1 });
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 'Thandi\r\nBcc: someone@example.com' }, 'firstName must be on one line, without line breaks, tabs or other control characters'],
      [{ firstName: 'Thandi', lastName: 'Mo\nkoena' }, 'lastName must be on one line'],
      [{ firstName: 'Thandi', country: 'South\u2028Africa' }, 'country must be on one line'],
    ];
    for (const [form, words] of cases) {
      const res = await request(sut.url).post('/api/checkout').set(shopper.auth).send({ items: [{ productId: game.id, quantity: 1 }], deliveryConsent: true, ...form }).expect(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.message).toContain(words);
    }
    expect(await sut.db.query(`SELECT 1 FROM orders WHERE user_id = (SELECT id FROM users WHERE email = $1)`, [shopper.email])).toEqual([]);
  });

  it('refuses a contact name or subject with a line break, and keeps nothing', async () => {
    const form = { name: 'Thandi Mokoena', email: 'thandi@example.com', subject: 'Key not working', message: 'The key of my order says it was already used.' };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Thandi\nMokoena' }, 'Your name must be on one line'],
      [{ subject: 'Key\r\nBcc: someone@example.com' }, 'The subject must be on one line'],
      [{ subject: 'Key\tnot working' }, 'The subject must be on one line'],
    ];
    for (const [change, words] of cases) {
      const res = await request(sut.url).post('/api/contact').set('x-forwarded-for', '203.0.113.50').send({ ...form, ...change }).expect(400);
      expect(res.body.message).toContain(words);
    }
    // A message keeps its lines: only the single-line fields are refused.
    await request(sut.url).post('/api/contact').set('x-forwarded-for', '203.0.113.51').send({ ...form, message: 'Hello,\nthe key says it was already used.' }).expect(201);
    expect(await sut.db.query(`SELECT 1 FROM contact_messages WHERE name LIKE '%' || chr(10) || '%' OR subject ~ '[[:cntrl:]]'`)).toEqual([]);
  });

  it('writes a stored name with line breaks on one line in the owner notification and the gift mails', async () => {
    const shopper = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 1 });
    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }], { giftRecipientEmail: 'friend@example.com' });
    // A name stored before input refused line breaks.
    await sut.db.query(`UPDATE orders SET first_name = $2, last_name = $3 WHERE id = $1`, [order.orderId, 'Thandi\r\nBcc: someone@example.com', 'Mo\n\nkoena']);
    await payInSandbox(sut, order);
    await orderWhen(sut, shopper, order.orderNumber, 'completed');
    const name = 'Thandi Bcc: someone@example.com Mo koena';

    const [owner] = await smtp.waitFor('the owner notification', (mail) => mail.to.includes(OWNER) && mail.subject.startsWith(`Order ${order.orderNumber} paid`));
    expect(owner.subject).toBe(`Order ${order.orderNumber} paid by ${name}`);
    expect(owner.headers.subject).toBe(owner.subject);
    const ownerLines = owner.text.split(/\r?\n/);
    expect(ownerLines).toContain(`Customer: ${name}`);
    expect(ownerLines.some((line) => /^(Bcc:|koena)/.test(line))).toBe(false);
    expect(owner.html).toContain(`Order ${order.orderNumber} paid by ${name}</title>`);

    const [gift] = await smtp.waitFor('the gift mail', (mail) => mail.to.includes('friend@example.com'));
    expect(gift.subject).toBe(`${name} sent you a gift from Keyshop`);
    expect(gift.text.split(/\r?\n/)[0]).toBe(`${name} bought a game key for you at Keyshop. It is below, ready to activate.`);
    expect(gift.to).toEqual(['friend@example.com']);
    expect(smtp.messages.some((mail) => mail.to.includes('someone@example.com'))).toBe(false);
  });
});
