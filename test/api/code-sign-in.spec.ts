import request from 'supertest';
import { newEmail, newIp, setCookies, sha256, signUp, type Account } from '../harness/accounts.js';
import { letCodeIntervalPass } from '../harness/sign-in-clock.js';
import { startTestApp, TestApp } from '../harness/test-app.js';

const CODE_SENT = { message: 'If an account exists for that e-mail, we have sent it a 6-digit sign-in code and a sign-in link.' };
const WRONG_CODE = { status: 400, code: 'otp_expired', message: 'This code is wrong or has expired. Check it, or ask for a new one.' };
const BAD_LINK = { status: 400, code: 'otp_expired', message: 'This sign-in link is invalid or has expired.' };

interface CodeMail {
  code: string;
  signInUrl: string;
  expiresAt: string;
}

describe('sign-in by e-mailed code', () => {
  let sut: TestApp;
  beforeAll(async () => (sut = await startTestApp()));
  afterAll(async () => sut.close());

  const askForCode = (email: string, ip = newIp()) => request(sut.url).post('/api/auth/otp').set('x-forwarded-for', ip).send({ email });
  const verify = (body: Record<string, string>) => request(sut.url).post('/api/auth/verify').set('x-forwarded-for', newIp()).send(body);
  /** The newest sign-in code mail to the address (without SMTP the outbox is the mailbox). */
  const codeMailTo = async (email: string): Promise<CodeMail> => {
    const [mail] = await sut.db.query<{ payload: CodeMail }>(
      `SELECT payload FROM mail_outbox WHERE recipient = $1 AND template = 'sign_in_code' ORDER BY created_at DESC, id DESC LIMIT 1`,
      [email],
    );
    expect(mail).toBeDefined();
    return mail.payload;
  };
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const codeRow = async (account: Account) =>
    (await sut.db.query<{ code_hash: Buffer; link_hash: Buffer; attempts: number }>(`SELECT code_hash, link_hash, attempts FROM sign_in_codes WHERE user_id = $1`, [account.userId]))[0];

  it('mails a 6-digit code and a link, stored only as digests; the code signs in once, with the session cookies', async () => {
    const account = await signUp(sut.url);
    expect((await askForCode(account.email.toUpperCase()).expect(200)).body).toEqual(CODE_SENT);
    const mail = await codeMailTo(account.email);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.signInUrl.startsWith(`${sut.url}/auth/sign-in-link?token=`)).toBe(true);
    const expiresIn = new Date(mail.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(590_000);
    expect(expiresIn).toBeLessThanOrEqual(600_000);

    const stored = await codeRow(account);
    expect(stored.link_hash.equals(sha256(tokenOf(mail.signInUrl)))).toBe(true);
    expect(stored.code_hash.equals(sha256(mail.code))).toBe(false);
    expect(stored.code_hash.toString('hex')).not.toContain(Buffer.from(mail.code).toString('hex'));

    const res = await verify({ email: account.email, code: mail.code }).expect(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', user: { id: account.userId, email: account.email.toLowerCase() } });
    const cookies = setCookies(res);
    expect(cookies.access_token.value).toBe(res.body.access_token);
    expect(cookies.refresh_token.attributes).toContain('HttpOnly');
    await request(sut.url).get('/api/auth/user').set('authorization', `Bearer ${res.body.access_token}`).expect(200);

    expect((await verify({ email: account.email, code: mail.code }).expect(400)).body).toEqual(WRONG_CODE);
    expect(await codeRow(account)).toBeUndefined();
  });

  it('refuses a wrong code and an expired one with the same answer', async () => {
    const account = await signUp(sut.url);
    await askForCode(account.email).expect(200);
    const { code } = await codeMailTo(account.email);
    expect((await verify({ email: account.email, code: otherCode(code) }).expect(400)).body).toEqual(WRONG_CODE);
    await sut.db.query(`UPDATE sign_in_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [account.userId]);
    expect((await verify({ email: account.email, code }).expect(400)).body).toEqual(WRONG_CODE);
  });

  it('uses up the code at the fifth wrong guess: the right one and the link no longer sign in', async () => {
    const account = await signUp(sut.url);
    await askForCode(account.email).expect(200);
    const { code, signInUrl } = await codeMailTo(account.email);
    for (let guess = 0; guess < 5; guess++) expect((await verify({ email: account.email, code: otherCode(code) }).expect(400)).body).toEqual(WRONG_CODE);
    expect((await codeRow(account)).attempts).toBe(5);
    expect((await verify({ email: account.email, code }).expect(400)).body).toEqual(WRONG_CODE);
    expect((await verify({ token: tokenOf(signInUrl) }).expect(400)).body).toEqual(BAD_LINK);
  });

  it('replaces the last code with a new one', async () => {
    const account = await signUp(sut.url);
    await askForCode(account.email).expect(200);
    const first = await codeMailTo(account.email);
    await letCodeIntervalPass(account.email);
    await askForCode(account.email).expect(200);
    const second = await codeMailTo(account.email);
    expect(second.signInUrl).not.toBe(first.signInUrl);
    if (first.code !== second.code) await verify({ email: account.email, code: first.code }).expect(400);
    await verify({ token: tokenOf(first.signInUrl) }).expect(400);
    await verify({ email: account.email, code: second.code }).expect(200);
  });

  it('signs in once with the link of the mail, after the page it opens asks', async () => {
    const account = await signUp(sut.url);
    await askForCode(account.email).expect(200);
    const { code, signInUrl } = await codeMailTo(account.email);
    const token = tokenOf(signInUrl);
    // Opening the link (as a mail scanner would) shows a page and uses nothing.
    const page = await request(sut.url).get(`/auth/sign-in-link?token=${encodeURIComponent(token)}`).expect(200);
    expect(page.text).toContain('Sign in to Keyshop');
    const res = await verify({ token }).expect(200);
    expect(res.body.user.id).toBe(account.userId);
    expect(setCookies(res).access_token.value).toBe(res.body.access_token);
    expect((await verify({ token }).expect(400)).body).toEqual(BAD_LINK);
    expect((await verify({ email: account.email, code }).expect(400)).body).toEqual(WRONG_CODE);
  });

  it('answers an address without an account exactly as one with, and mails it nothing', async () => {
    const account = await signUp(sut.url);
    const unknown = newEmail();
    const known = await askForCode(account.email).expect(200);
    const none = await askForCode(unknown).expect(200);
    expect(none.body).toEqual(known.body);
    expect(Object.keys(none.headers).sort()).toEqual(Object.keys(known.headers).sort());
    expect(await sut.db.query(`SELECT 1 FROM mail_outbox WHERE recipient = $1`, [unknown])).toEqual([]);
    expect((await verify({ email: unknown, code: '123456' }).expect(400)).body).toEqual(WRONG_CODE);

    // The minute between two codes holds for both alike.
    const tooSoonKnown = await askForCode(account.email).expect(429);
    const tooSoonUnknown = await askForCode(unknown).expect(429);
    expect(tooSoonUnknown.body.code).toBe(tooSoonKnown.body.code);
  });

  it('lets an address ask for one code a minute, and a client address for 10 an hour', async () => {
    const email = newEmail();
    await askForCode(email).expect(200);
    const tooSoon = await askForCode(email).expect(429);
    const retryAfter = Number(tooSoon.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(tooSoon.body).toEqual({ status: 429, code: 'over_email_send_rate_limit', message: `For security purposes, you can only request this after ${retryAfter} seconds.` });

    const ip = newIp();
    for (let request = 0; request < 10; request++) await askForCode(newEmail(), ip).expect(200);
    const perIp = await askForCode(newEmail(), ip).expect(429);
    expect(perIp.body.code).toBe('over_request_rate_limit');
    expect(Number(perIp.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('refuses malformed codes and bodies with a clear message', async () => {
    const refused = await verify({ email: newEmail(), code: '12ab56' }).expect(400);
    expect(refused.body).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(JSON.stringify(refused.body)).toContain('code must be the 6 digits of the code we e-mailed');
    await verify({}).expect(400);
    await verify({ token: 'x'.repeat(201) }).expect(400);
    await request(sut.url).post('/api/auth/otp').send({ email: 'not-an-email' }).expect(400);
  });
});
