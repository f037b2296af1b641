import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { accountOf, Account, markEmailVerified, newEmail, newIp, PASSWORD } from '../harness/accounts.js';
import { startTestApp, TestApp } from '../harness/test-app.js';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const NEWER_CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** The sessions an account sees in its settings, signing one or all others out, and the mail on a sign-in from a new device. */
describe('account sessions', () => {
  let sut: TestApp;
  beforeAll(async () => (sut = await startTestApp()));
  afterAll(async () => sut?.close());

  async function signUp(userAgent: string, email = newEmail('sessions')): Promise<Account> {
    await request(sut.url)
      .post('/api/auth/signup')
      .set({ 'x-forwarded-for': newIp(), 'user-agent': userAgent })
      .send({ email, password: PASSWORD, ageConfirmed: true, termsAccepted: true })
      .expect(200);
    await markEmailVerified(sut.url, email);
    return signIn(email, userAgent);
  }

  async function signIn(email: string, userAgent: string): Promise<Account> {
    const res = await request(sut.url)
      .post('/api/auth/token?grant_type=password')
      .set({ 'x-forwarded-for': newIp(), 'user-agent': userAgent })
      .send({ email, password: PASSWORD })
      .expect(200);
    return accountOf(res, email, PASSWORD);
  }

  const sessionIdOf = (account: Account): string => JSON.parse(Buffer.from(account.accessToken.split('.')[1], 'base64url').toString()).sid;
  const listOf = (account: Account) => request(sut.url).get('/api/auth/sessions').set(account.bearer);
  const refresh = (account: Account) => request(sut.url).post('/api/auth/token?grant_type=refresh_token').send({ refresh_token: account.refreshToken });
  const newSignInMails = (email: string) =>
    sut.db.query<{ payload: { device: string; settingsUrl: string; resetPasswordUrl: string } }>(`SELECT payload FROM mail_outbox WHERE recipient = $1 AND template = 'new_sign_in'`, [email]);

  it("lists the account's own live sessions with their device, the current one marked, and no other account's", async () => {
    const laptop = await signUp(CHROME_ON_WINDOWS);
    const phone = await signIn(laptop.email, SAFARI_ON_IOS);
    const stranger = await signUp(FIREFOX_ON_LINUX);

    const res = await listOf(phone).expect(200);
    expect(res.body).toHaveLength(2);
    expect(res.body).toEqual(
      expect.arrayContaining([
        { id: sessionIdOf(laptop), device: 'Chrome on Windows', createdAt: expect.any(String), lastUsedAt: expect.any(String), current: false },
        { id: sessionIdOf(phone), device: 'Safari on iOS', createdAt: expect.any(String), lastUsedAt: expect.any(String), current: true },
      ]),
    );
    expect(JSON.stringify(res.body)).not.toContain(sessionIdOf(stranger));
  });

  it('records the last use when the refresh token rotates, and keeps the sign-in time', async () => {
    const account = await signUp(CHROME_ON_WINDOWS);
    const [before] = (await listOf(account).expect(200)).body;
    expect(before.lastUsedAt).toBe(before.createdAt);
    await sut.db.query(`UPDATE sessions SET created_at = created_at - interval '1 hour' WHERE id = $1`, [sessionIdOf(account)]);
    const refreshed = accountOf(await refresh(account).expect(200), account.email, PASSWORD);
    const [after] = (await listOf(refreshed).expect(200)).body;
    expect(new Date(after.lastUsedAt).getTime()).toBeGreaterThan(new Date(after.createdAt).getTime() + 3_000_000);
  });

  it('signs out one of its own sessions: its refresh token and its access token stop working at once', async () => {
    const laptop = await signUp(CHROME_ON_WINDOWS);
    const phone = await signIn(laptop.email, SAFARI_ON_IOS);

    await request(sut.url).delete(`/api/auth/sessions/${sessionIdOf(phone)}`).set(laptop.bearer).expect(204);

    expect((await refresh(phone).expect(400)).body).toMatchObject({ code: 'session_not_found' });
    expect((await request(sut.url).get('/api/auth/user').set(phone.bearer).expect(401)).body).toMatchObject({ code: 'session_not_found' });
    await request(sut.url).get('/api/auth/user').set(laptop.bearer).expect(200);
    expect((await listOf(laptop).expect(200)).body.map((session: { id: string }) => session.id)).toEqual([sessionIdOf(laptop)]);
  });

  it("answers 404 for another account's session, and leaves that session signed in", async () => {
    const owner = await signUp(CHROME_ON_WINDOWS);
    const other = await signUp(FIREFOX_ON_LINUX);

    const res = await request(sut.url).delete(`/api/auth/sessions/${sessionIdOf(other)}`).set(owner.bearer).expect(404);
    expect(res.body).toMatchObject({ status: 404, code: 'session_not_found', message: 'No such session on your account.' });
    await request(sut.url).delete(`/api/auth/sessions/${randomUUID()}`).set(owner.bearer).expect(404);
    await request(sut.url).delete('/api/auth/sessions/not-a-session-id').set(owner.bearer).expect(404);

    const [row] = await sut.db.query<{ revoked_at: Date | null }>(`SELECT revoked_at FROM sessions WHERE id = $1`, [sessionIdOf(other)]);
    expect(row.revoked_at).toBeNull();
    await refresh(other).expect(200);
  });

  it('signs out every other session and keeps the current one (scope others)', async () => {
    const current = await signUp(CHROME_ON_WINDOWS);
    const phone = await signIn(current.email, SAFARI_ON_IOS);
    const tablet = await signIn(current.email, FIREFOX_ON_LINUX);

    await request(sut.url).post('/api/auth/logout?scope=others').set(current.bearer).expect(204);

    for (const ended of [phone, tablet]) expect((await refresh(ended).expect(400)).body).toMatchObject({ code: 'session_not_found' });
    const list = (await listOf(current).expect(200)).body;
    expect(list).toEqual([expect.objectContaining({ id: sessionIdOf(current), current: true })]);
    await refresh(current).expect(200);
  });

  it('mails the account once on a sign-in from a new device, never for the first session or a known device', async () => {
    const account = await signUp(CHROME_ON_WINDOWS);
    expect(await newSignInMails(account.email)).toHaveLength(0);

    await signIn(account.email, NEWER_CHROME_ON_WINDOWS);
    expect(await newSignInMails(account.email)).toHaveLength(0);

    await signIn(account.email, FIREFOX_ON_LINUX);
    const mails = await newSignInMails(account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].payload).toMatchObject({
      device: 'Firefox on Linux',
      settingsUrl: expect.stringMatching(/\/dashboard\?tab=settings$/),
      resetPasswordUrl: expect.stringMatching(/\/auth\/forgot-password$/),
    });

    await signIn(account.email, FIREFOX_ON_LINUX);
    expect(await newSignInMails(account.email)).toHaveLength(1);
  });

  it('mails the first sign-in from a new device even after the sessions of the known one are gone', async () => {
    const account = await signUp(CHROME_ON_WINDOWS);
    await sut.db.query(`DELETE FROM sessions WHERE user_id = $1`, [account.userId]);
    await signIn(account.email, SAFARI_ON_IOS);
    expect(await newSignInMails(account.email)).toEqual([{ payload: expect.objectContaining({ device: 'Safari on iOS' }) }]);
  });

  it('stores an oversized user agent cut to its first 500 characters', async () => {
    const huge = `${CHROME_ON_WINDOWS} ${'x'.repeat(7_000)}`;
    const account = await signUp(huge);
    const [row] = await sut.db.query<{ user_agent: string }>(`SELECT user_agent FROM sessions WHERE id = $1`, [sessionIdOf(account)]);
    expect(row.user_agent).toBe(huge.slice(0, 500));
    expect((await listOf(account).expect(200)).body).toEqual([expect.objectContaining({ device: 'Chrome on Windows' })]);
  });
});
