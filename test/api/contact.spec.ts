import request from 'supertest';
import type { FakeSmtp } from '../fakes/smtp.js';
import { type MailingTestApp, startAppWithMail } from '../harness/test-app.js';

const OWNER = 'owner@keyshop.test';

describe('contact form', () => {
  let smtp: FakeSmtp;
  let sut: MailingTestApp;

  beforeAll(async () => {
    sut = await startAppWithMail({ STORE_OWNER_EMAIL: OWNER });
    smtp = sut.smtp;
  });
  afterAll(async () => sut?.close());

  /** Each test writes from an address of its own, so the per-address limit is the test's alone. */
  const send = (from: string, body: Record<string, unknown>) => request(sut.url).post('/api/contact').set('x-forwarded-for', from).send(body);
  const form = (overrides: Record<string, unknown> = {}) => ({
    name: 'Thandi Mokoena',
    email: 'thandi@example.com',
    subject: 'Key not working',
    message: 'The key of order KS-2026-001234 says it was already used. <script>alert(1)</script>',
    ...overrides,
  });

  it('keeps the message and mails it to the owner, escaped', async () => {
    const res = await send('203.0.113.1', form()).expect(201);
    expect(res.body).toEqual({ id: expect.any(String), message: 'Thank you for your message! We usually reply within 24 hours.' });
    const [stored] = await sut.db.query<Record<string, string>>(`SELECT name, email, subject, message FROM contact_messages WHERE id = $1`, [res.body.id]);
    expect(stored).toEqual({ name: 'Thandi Mokoena', email: 'thandi@example.com', subject: 'Key not working', message: form().message });
    const [mail] = await smtp.waitFor('the owner mail', (m) => m.subject === 'Contact form: Key not working');
    expect(mail.to).toEqual([OWNER]);
    expect(mail.text).toContain('Thandi Mokoena <thandi@example.com>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>alert(1)');
  });

  it('refuses incomplete or oversized messages with clear words, storing nothing', async () => {
    const [{ count: before }] = await sut.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM contact_messages`);
    const problems = [
      [{ name: '  ' }, 'Please enter your name'],
      [{ email: 'not-an-address' }, 'Please enter a valid e-mail address'],
      [{ subject: '' }, 'Please enter a subject'],
      [{ message: 'Hi' }, 'Please write a message of at least 10 characters'],
      [{ message: 'x'.repeat(5001) }, 'The message can be at most 5,000 characters'],
      [{ name: 42 }, 'Please enter your name'],
    ] as const;
    for (const [change, words] of problems) {
      expect((await send('203.0.113.2', form(change)).expect(400)).body.message).toContain(words);
    }
    await send('203.0.113.2', { ...form(), admin: true }).expect(400);
    const [{ count: after }] = await sut.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM contact_messages`);
    expect(after).toBe(before);
  });

  it('limits how many messages one address sends', async () => {
    for (let n = 0; n < 3; n++) await send('203.0.113.3', form({ email: `limit-${n}@example.com` })).expect(201);
    for (let n = 3; n < 5; n++) await send('203.0.113.3', form({ email: `limit-${n}@example.com` })).expect(201);
    const refused = await send('203.0.113.3', form({ email: 'limit-5@example.com' })).expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Per sender address too, from any client address.
    for (let n = 0; n < 3; n++) await send(`203.0.113.${10 + n}`, form({ email: 'same@example.com' })).expect(201);
    await send('203.0.113.20', form({ email: 'same@example.com' })).expect(429);
  });
});
