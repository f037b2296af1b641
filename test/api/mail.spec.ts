import request from 'supertest';
import { FakeSmtp } from '../fakes/smtp.js';
import { newIp } from '../harness/accounts.js';
import { waitFor } from '../harness/processes.js';
import { insertShoppers, Shopper } from '../harness/shoppers.js';
import { type MailingTestApp, startAppWithMail, startTestApp, TestApp } from '../harness/test-app.js';
import { accessToken } from '../harness/tokens.js';
import { productionEnv } from '../harness/production-env.js';

const customer = { authorization: `Bearer ${accessToken('customer')}` };

interface OutboxRow {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  subject: string | null;
  payload: { resetUrl?: string | null };
  sent_at: Date | null;
}

const recover = (sut: TestApp, email: string) => request(sut.url).post('/api/auth/recover').set('x-forwarded-for', newIp()).send({ email }).expect(200);
const outboxOf = async (sut: TestApp, recipient: string): Promise<OutboxRow | undefined> =>
  (await sut.db.query<OutboxRow>(`SELECT * FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1`, [recipient]))[0];

describe('mail over SMTP', () => {
  let smtp: FakeSmtp;
  let sut: MailingTestApp;

  beforeAll(async () => {
    // Retries 50 ms, 100 ms, 200 ms … apart, so that eight attempts take seconds; the sweep runs every second.
    sut = await startAppWithMail({ MAIL_RETRY_DELAY_MS: '50', MAIL_SWEEP_CRON: '* * * * * *', SMTP_FROM: 'Keyshop Test <shop@keyshop.test>', SELLER_NAME: 'Acme Games Test Ltd' });
    smtp = sut.smtp;
  });
  afterAll(async () => sut?.close());
  afterEach(() => smtp.setMode('up'));

  it('sends password recovery through the outbox, then forgets the link', async () => {
    const [shopper] = await insertShoppers(sut.db, 1);
    await recover(sut, shopper.email);
    const [mail] = await smtp.waitFor('the reset mail', (m) => m.to.includes(shopper.email));
    expect(mail.subject).toBe('Reset your Keyshop password');
    expect(mail.headers.from).toBe('Keyshop Test <shop@keyshop.test>');
    const link = /https?:\/\/\S+\/auth\/reset-password\?token=[\w%-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(link!.replace(/&/g, '&amp;'));
    const row = await waitFor('the mail to be marked sent', async () => {
      const found = await outboxOf(sut, shopper.email);
      return found?.status === 'sent' ? found : undefined;
    });
    expect(row).toMatchObject({ attempts: 1, last_error: null, subject: 'Reset your Keyshop password' });
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(row.payload.resetUrl).toBeNull();
    // The link still works: only the outbox forgot it.
    const token = new URL(link!).searchParams.get('token')!;
    await request(sut.url).post('/api/auth/reset-password').send({ token, password: 'new4horse-battery' }).expect(200);
  });

  it('names the configured seller at the foot of the mail', async () => {
    const [shopper] = await insertShoppers(sut.db, 1);
    await recover(sut, shopper.email);
    const [mail] = await smtp.waitFor('the reset mail', (m) => m.to.includes(shopper.email));
    expect(mail.html).toContain('Keyshop is run by Acme Games Test Ltd');
    expect(mail.html).toContain('Registration no. 0000/000000/07 (demo)');
  });

  it('keeps a mail pending while the SMTP server is down, and sends it once the server is back', async () => {
    const [shopper] = await insertShoppers(sut.db, 1);
    await smtp.setMode('down');
    await recover(sut, shopper.email);
    const failing = await waitFor('a failed attempt', async () => {
      const row = await outboxOf(sut, shopper.email);
      return row && row.attempts >= 2 ? row : undefined;
    });
    expect(failing.status).toBe('pending');
    expect(failing.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(smtp.to(shopper.email)).toHaveLength(0);

    await smtp.setMode('up');
    await smtp.waitFor('the mail after the outage', (m) => m.to.includes(shopper.email));
    const sent = await waitFor('the mail to be marked sent', async () => {
      const row = await outboxOf(sut, shopper.email);
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent.attempts).toBeGreaterThanOrEqual(3);
    expect(sent.last_error).toBeNull();
    expect(smtp.to(shopper.email)).toHaveLength(1);
  });

  it('retries on a temporary SMTP failure (4xx)', async () => {
    const [shopper] = await insertShoppers(sut.db, 1);
    await smtp.setMode('tempfail');
    await recover(sut, shopper.email);
    const failing = await waitFor('a refused attempt', async () => {
      const row = await outboxOf(sut, shopper.email);
      return row?.last_error ? row : undefined;
    });
    expect(failing.status).toBe('pending');
    expect(failing.last_error).toContain('451');
    await smtp.setMode('up');
    await smtp.waitFor('the mail after the refusal', (m) => m.to.includes(shopper.email));
  });

  it('marks a mail failed with its error after the last attempt, and keeps it', async () => {
    const [shopper] = await insertShoppers(sut.db, 1);
    await smtp.setMode('down');
    await recover(sut, shopper.email);
    const failed = await waitFor(
      'the mail to fail for good',
      async () => {
        const row = await outboxOf(sut, shopper.email);
        return row?.status === 'failed' ? row : undefined;
      },
      30_000,
    );
    expect(failed.attempts).toBe(8);
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.sent_at).toBeNull();
  });

  it('sends a pending mail that never got its job (Redis away at the commit) from the sweep', async () => {
    const recipient = `swept-${Date.now()}@keyshop.test`;
    await sut.db.query(
      `INSERT INTO mail_outbox (recipient, template, payload, created_at) VALUES ($1, 'password_reset', $2, now() - interval '2 minutes')`,
      [recipient, JSON.stringify({ resetUrl: 'http://127.0.0.1/auth/reset-password?token=swept', expiresAt: new Date().toISOString() })],
    );
    await smtp.waitFor('the swept mail', (m) => m.to.includes(recipient));
    await waitFor('the swept mail to be marked sent', async () => (await outboxOf(sut, recipient))?.status === 'sent' || undefined);
  });

  it('lists every mail in the development mailbox, newest first, and shows one in a sandboxed frame', async () => {
    const [shopper] = await insertShoppers(sut.db, 1);
    await recover(sut, shopper.email);
    const row = await waitFor('the mail', async () => (await outboxOf(sut, shopper.email))?.status === 'sent' ? outboxOf(sut, shopper.email) : undefined);
    const list = await request(sut.url).get('/dev/mailbox').expect(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.text).toContain(shopper.email);
    expect(list.text).toContain('Reset your Keyshop password');
    expect(list.text).toContain(`/dev/mailbox/${row!.id}`);
    const page = await request(sut.url).get(`/dev/mailbox/${row!.id}`).expect(200);
    expect(page.text).toMatch(/<iframe sandbox="" [^>]*srcdoc="&#60;!doctype html&#62;/);
    await request(sut.url).get('/dev/mailbox/00000000-0000-4000-8000-000000000000').expect(404);
    await request(sut.url).get('/api/dev/mailbox').expect(404);
  });
});

describe('mail while the SMTP server stalls', () => {
  it('holds no database connection during a send, so requests that need the database still answer', async () => {
    const smtp = await FakeSmtp.start();
    // A pool smaller than the send jobs that may run at once: a connection held through each stalled send would take it all.
    const sut = await startTestApp({ ...smtp.env(), DATABASE_POOL_SIZE: '4' });
    try {
      await smtp.setMode('hold');
      for (const shopper of await insertShoppers(sut.db, 6)) await recover(sut, shopper.email);
      await waitFor('a mail to stall at the server', async () => (smtp.held.length ? true : undefined));

      const [{ waiting }] = await sut.db.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
      );
      expect(waiting).toBe(0);
      const asked = Date.now();
      const answers = await Promise.all(Array.from({ length: 10 }, () => request(sut.url).get('/api/me/credits').set(customer)));
      expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
      console.log(`10 GET /api/me/credits while a send stalls: all answered in ${Date.now() - asked} ms`);
      expect(smtp.held).toHaveLength(1);
    } finally {
      await sut.close();
      await smtp.close();
    }
  });
});

describe('mail without SMTP', () => {
  let sut: TestApp;
  let shopper: Shopper;
  beforeAll(async () => {
    sut = await startTestApp();
    [shopper] = await insertShoppers(sut.db, 1);
  });
  afterAll(async () => sut.close());

  it('keeps each mail in the outbox, which is the mailbox: marked sent and readable in the development mailbox', async () => {
    await recover(sut, shopper.email);
    const row = await waitFor('the mail to be delivered to the outbox', async () => {
      const found = await outboxOf(sut, shopper.email);
      return found?.status === 'sent' ? found : undefined;
    });
    expect(row.payload.resetUrl).toContain('/auth/reset-password?token=');
    const page = await request(sut.url).get(`/dev/mailbox/${row.id}`).expect(200);
    expect(page.text).toContain('Reset your Keyshop password');
    expect(page.text).toContain('/auth/reset-password?token=');
  });
});

describe('the development mailbox in production', () => {
  it('is not served', async () => {
    const sut = await startTestApp(productionEnv());
    try {
      const list = await request(sut.url).get('/dev/mailbox');
      expect(list.status).toBe(404);
      expect(list.text).not.toContain('Development mailbox');
      const [mail] = await sut.db.query<{ id: string }>(
        `INSERT INTO mail_outbox (recipient, template, payload) VALUES ('someone@keyshop.test', 'password_reset', '{"resetUrl":null,"expiresAt":"2030-01-01T00:00:00Z"}') RETURNING id`,
      );
      expect((await request(sut.url).get(`/dev/mailbox/${mail.id}`)).status).toBe(404);
    } finally {
      await sut.close();
    }
  });
});
