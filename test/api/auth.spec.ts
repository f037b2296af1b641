import jwt from 'jsonwebtoken';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { DEV_ADMIN_TOTP_SECRET } from '../../src/auth/seed/accounts.seeder.js';
import { newEmail, newIp, PASSWORD, setCookies, sha256, signIn, signUp, verificationToken } from '../harness/accounts.js';
import { waitFor } from '../harness/processes.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { sessionAccessToken } from '../harness/tokens.js';

const RECOVERY_MESSAGE = 'If an account exists for that e-mail, we have sent a link to reset the password.';

/**
 * A second app, with access tokens that live a second and 3 sign-ups per address an hour: the
 * tests that need tokens to expire and the sign-up limit's test share it (each signs up from an
 * address of its own).
 */
let strict: TestApp;
beforeAll(async () => {
  strict = await startTestApp({
    ACCESS_TOKEN_TTL: '1',
    REFRESH_TOKEN_REUSE_INTERVAL: '0',
    ADMIN_EMAILS: 'Boss@Keyshop.test, chief@keyshop.test',
    SIGN_UP_LIMIT_PER_IP: '3',
  });
});
afterAll(async () => strict?.close());

describe('accounts API', () => {
  let sut: TestApp;
  beforeAll(async () => (sut = await startTestApp()));
  afterAll(async () => sut.close());

  const signUpRequest = (body: Record<string, unknown>) =>
    request(sut.url).post('/api/auth/signup').send({ email: newEmail(), password: PASSWORD, ageConfirmed: true, termsAccepted: true, ...body });
  const passwordGrant = (email: string, password: string, ip = newIp()) =>
    request(sut.url).post('/api/auth/token?grant_type=password').set('x-forwarded-for', ip).send({ email, password });
  const refreshGrant = (refreshToken: string) => request(sut.url).post('/api/auth/token?grant_type=refresh_token').send({ refresh_token: refreshToken });
  const currentUser = (headers: Record<string, string>) => request(sut.url).get('/api/auth/user').set(headers);

  describe('sign-up', () => {
    it('creates a customer account and mails its link, with no session until the link is followed, which signs in with httpOnly cookies', async () => {
      const email = newEmail('Ada');
      const res = await signUpRequest({ email, phone: '+27 82 123 4567' }).expect(200);
      expect(res.body).toEqual({ message: 'Check your inbox to confirm your e-mail address.' });
      expect(res.headers['set-cookie']).toBeUndefined();

      const [row] = await sut.db.query<{ id: string; password_hash: string; role: string; email_verified_at: Date | null }>(
        `SELECT id, password_hash, role, email_verified_at FROM users WHERE email = $1`,
        [email.toLowerCase()],
      );
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain(PASSWORD);
      expect(row.email_verified_at).toBeNull();
      expect(await sut.db.query(`SELECT 1 FROM sessions WHERE user_id = $1`, [row.id])).toEqual([]);

      const token = await verificationToken(sut, email);
      const verified = await request(sut.url).post('/api/auth/verify-email').send({ token }).expect(200);
      expect(verified.body).toMatchObject({
        token_type: 'bearer',
        expires_in: 900,
        user: { id: row.id, email: email.toLowerCase(), emailVerified: true, phone: '+27 82 123 4567', role: 'customer' },
      });
      expect(verified.body.expires_at).toBeGreaterThan(Date.now() / 1000 + 890);
      expect(verified.body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Date(verified.body.user.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

      const cookies = setCookies(verified);
      expect(cookies.access_token.value).toBe(verified.body.access_token);
      expect(cookies.refresh_token.value).toBe(verified.body.refresh_token);
      for (const cookie of [cookies.access_token, cookies.refresh_token]) {
        expect(cookie.attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']));
        expect(cookie.attributes).not.toContain('Secure');
      }
      const [session] = await sut.db.query<{ token_hash: Buffer }>(`SELECT token_hash FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id WHERE s.user_id = $1`, [row.id]);
      expect(session.token_hash.equals(sha256(verified.body.refresh_token))).toBe(true);
    });

    it.each([
      ['abc', ['length', 'characters'], 'Password should be at least 8 characters. Password should contain both letters and digits.'],
      ['onlyletters', ['characters'], 'Password should contain both letters and digits.'],
      ['Password123', ['common'], 'Password is known to be weak and easy to guess, please choose a different one.'],
      [`${'a'.repeat(72)}1`, ['length'], 'Password should be at most 72 characters.'],
    ])('refuses the weak password %j with its reasons', async (password, reasons, message) => {
      const email = newEmail();
      const res = await signUpRequest({ email, password }).expect(422);
      expect(res.body).toEqual({ status: 422, code: 'weak_password', message, details: reasons });
      expect(await sut.db.query(`SELECT 1 FROM users WHERE email = $1`, [email])).toHaveLength(0);
    });

    it.each([
      [{ email: 'not-an-email' }, 'email must be a valid e-mail address'],
      [{ ageConfirmed: false }, 'You must be at least 18 years old to create an account'],
      [{ ageConfirmed: undefined }, 'You must be at least 18 years old to create an account'],
      [{ termsAccepted: 'yes' }, 'Please accept the terms of service'],
      [{ phone: 'call me' }, 'phone must be a phone number'],
      [{ role: 'admin' }, 'property role should not exist'],
    ])('refuses %j with a 400 that says why', async (body, message) => {
      const res = await signUpRequest(body).expect(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.message).toContain(message);
    });

    it('allows one account per e-mail address, whatever its case', async () => {
      const { email } = await signUp(sut.url);
      await signUpRequest({ email: email.toUpperCase() }).expect(200);
      expect(await sut.db.query(`SELECT 1 FROM users WHERE lower(email) = lower($1)`, [email])).toHaveLength(1);
    });
  });

  describe('sign-in', () => {
    it('signs in with the password, whatever the case of the e-mail, and the token reads the user', async () => {
      const { email, userId } = await signUp(sut.url);
      const res = await passwordGrant(email.toUpperCase(), PASSWORD).expect(200);
      expect(res.body).toMatchObject({ token_type: 'bearer', user: { id: userId, email } });
      expect(setCookies(res).access_token.value).toBe(res.body.access_token);

      const me = await currentUser({ authorization: `Bearer ${res.body.access_token}` }).expect(200);
      expect(me.body).toEqual({ id: userId, email, emailVerified: true, pendingEmail: null, phone: null, role: 'customer', createdAt: expect.any(String) });
      const byCookie = await currentUser({ cookie: `access_token=${res.body.access_token}` }).expect(200);
      expect(byCookie.body.id).toBe(userId);
    });

    it('answers the same for a wrong password and an unknown e-mail', async () => {
      const { email } = await signUp(sut.url);
      const wrong = await passwordGrant(email, 'wrong4horse').expect(400);
      expect(wrong.body).toEqual({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
      const unknown = await passwordGrant(newEmail(), PASSWORD).expect(400);
      expect(unknown.body).toEqual(wrong.body);
    });

    it('refuses an unknown grant type and a body of the other grant', async () => {
      const res = await request(sut.url).post('/api/auth/token?grant_type=magic').send({}).expect(400);
      expect(res.body.message).toContain('grant_type must be password or refresh_token');
      const mixed = await request(sut.url).post('/api/auth/token?grant_type=password').send({ refresh_token: 'x' }).expect(400);
      expect(mixed.body.code).toBe('validation_failed');
    });

    it('answers 401 without a token, and for a token that is not ours', async () => {
      expect((await currentUser({}).expect(401)).body).toEqual({ status: 401, code: 'not_authenticated', message: 'Not authenticated' });
      await currentUser({ authorization: 'Bearer not.a.jwt' }).expect(401);
    });

    it("answers 'Invalid alg claim' for an access token signed with another algorithm", async () => {
      const account = await signUp(sut.url);
      const claims = jwt.decode(account.accessToken) as Record<string, unknown>;
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
      const hs512 = jwt.sign(claims, 'another-secret-of-at-least-thirty-two-characters', { algorithm: 'HS512' });
      for (const token of [unsigned, hs512]) {
        const res = await currentUser({ authorization: `Bearer ${token}` }).expect(401);
        expect(res.body).toEqual({ status: 401, code: 'bad_jwt', message: 'Invalid alg claim' });
      }
      await currentUser({ authorization: `Bearer ${account.accessToken}` }).expect(200);
    });

    it('reads the Bearer token before the cookie, and the cookie when the header carries no Bearer token', async () => {
      const [first, second] = [await signUp(sut.url), await signUp(sut.url)];
      const both = await currentUser({ authorization: `Bearer ${first.accessToken}`, cookie: `access_token=${second.accessToken}` }).expect(200);
      expect(both.body.id).toBe(first.userId);
      const basic = await currentUser({ authorization: 'Basic dXNlcjpwYXNz', cookie: `access_token=${second.accessToken}` }).expect(200);
      expect(basic.body.id).toBe(second.userId);
      const wrongBearer = await currentUser({ authorization: 'Bearer not.a.jwt', cookie: `access_token=${second.accessToken}` }).expect(401);
      expect(wrongBearer.body).toEqual({ status: 401, code: 'not_authenticated', message: 'Not authenticated' });
    });
  });

  describe('refresh tokens', () => {
    it('rotates the refresh token on every use and keeps the session', async () => {
      const account = await signUp(sut.url);
      const first = await refreshGrant(account.refreshToken).expect(200);
      expect(first.body.refresh_token).not.toBe(account.refreshToken);
      expect(first.body.user.id).toBe(account.userId);
      const second = await refreshGrant(first.body.refresh_token).expect(200);
      expect(second.body.refresh_token).not.toBe(first.body.refresh_token);
      await currentUser({ authorization: `Bearer ${second.body.access_token}` }).expect(200);
      const [{ count }] = await sut.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id WHERE s.user_id = $1`,
        [account.userId],
      );
      expect(count).toBe(3);
    });

    it('lets a token rotated a moment ago be used again, for a browser refreshing in two tabs', async () => {
      const account = await signUp(sut.url);
      await refreshGrant(account.refreshToken).expect(200);
      const again = await refreshGrant(account.refreshToken).expect(200);
      await currentUser({ authorization: `Bearer ${again.body.access_token}` }).expect(200);
    });

    it('reads the refresh token from the cookie and sets the new cookies', async () => {
      const account = await signUp(sut.url);
      const res = await request(sut.url)
        .post('/api/auth/token?grant_type=refresh_token')
        .set('origin', sut.url)
        .set('cookie', account.cookie)
        .send({})
        .expect(200);
      expect(setCookies(res).refresh_token.value).toBe(res.body.refresh_token);
      expect(res.body.refresh_token).not.toBe(account.refreshToken);
    });

    it('refuses an unknown or missing refresh token', async () => {
      const res = await refreshGrant('no-such-token').expect(400);
      expect(res.body).toEqual({ status: 400, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
      await request(sut.url).post('/api/auth/token?grant_type=refresh_token').send({}).expect(400);
    });
  });

  describe('sign-out', () => {
    const logout = (scope: string | undefined, headers: Record<string, string>) =>
      request(sut.url).post(`/api/auth/logout${scope ? `?scope=${scope}` : ''}`).set(headers);

    it('local ends this session only: its tokens are refused, the other session goes on', async () => {
      const first = await signUp(sut.url);
      const second = await signIn(sut.url, first.email, PASSWORD);
      await logout('local', first.bearer).expect(204);
      const refused = await currentUser(first.bearer).expect(401);
      expect(refused.body).toEqual({ status: 401, code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' });
      expect((await refreshGrant(first.refreshToken).expect(400)).body.code).toBe('session_not_found');
      await currentUser(second.bearer).expect(200);
    });

    it('others ends every other session and keeps this one', async () => {
      const first = await signUp(sut.url);
      const second = await signIn(sut.url, first.email, PASSWORD);
      const third = await signIn(sut.url, first.email, PASSWORD);
      await logout('others', first.bearer).expect(204);
      await currentUser(first.bearer).expect(200);
      await currentUser(second.bearer).expect(401);
      await currentUser(third.bearer).expect(401);
    });

    it('global ends every session, and is the default for a Bearer client', async () => {
      const first = await signUp(sut.url);
      const second = await signIn(sut.url, first.email, PASSWORD);
      await logout(undefined, first.bearer).expect(204);
      await currentUser(first.bearer).expect(401);
      await currentUser(second.bearer).expect(401);
    });

    it('with cookies: local by default, and clears the cookies', async () => {
      const first = await signUp(sut.url);
      const second = await signIn(sut.url, first.email, PASSWORD);
      const res = await logout(undefined, { cookie: first.cookie, origin: sut.url }).expect(204);
      const cleared = setCookies(res);
      expect(cleared.access_token.value).toBe('');
      expect(cleared.refresh_token.attributes.join(';')).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
      await currentUser(first.bearer).expect(401);
      await currentUser(second.bearer).expect(200);
    });

    it('refuses an unknown scope, and a request with no session at all', async () => {
      const account = await signUp(sut.url);
      const res = await logout('everyone', account.bearer).expect(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', message: 'scope: Unsupported logout scope "everyone"' });
      await logout('local', {}).expect(401);
    });
  });

  describe('cross-site requests', () => {
    it('refuses a state-changing request with cookies from another site, or naming no page', async () => {
      const account = await signUp(sut.url);
      const evil = await request(sut.url).post('/api/auth/logout').set({ cookie: account.cookie, origin: 'https://evil.example' }).expect(403);
      expect(evil.body).toEqual({ status: 403, code: 'cross_site_request', message: 'Cross-site request refused' });
      await request(sut.url).put('/api/profile').set({ cookie: account.cookie }).send({ phoneNumber: null }).expect(403);
      await request(sut.url).put('/api/profile').set({ cookie: account.cookie, referer: `${sut.url}/dashboard` }).send({ phoneNumber: null }).expect(200);
      await currentUser(account.bearer).expect(200);
    });

    it('refuses a sign-in posted by another site, and lets API clients without cookies through', async () => {
      const account = await signUp(sut.url);
      await passwordGrant(account.email, PASSWORD).set('origin', 'https://evil.example').expect(403);
      await passwordGrant(account.email, PASSWORD).expect(200);
    });
  });

  describe('rate limits', () => {
    // How failures slow an address down and then need a mailed code: sign-in-backoff.spec.ts.
    it('forgets the failures after a successful sign-in', async () => {
      const { email } = await signUp(sut.url);
      for (let attempt = 0; attempt < 2; attempt++) await passwordGrant(email, 'wrong4horse').expect(400);
      await passwordGrant(email, PASSWORD).expect(200);
      // Remembered, the third and fourth failures in a row would make the next attempt wait.
      for (let attempt = 0; attempt < 3; attempt++) await passwordGrant(email, 'wrong4horse').expect(400);
      await passwordGrant(email, PASSWORD).expect(429);
    });

    it('allows 10 sign-ins per IP in 15 minutes', async () => {
      const ip = newIp();
      const { email } = await signUp(sut.url);
      for (let attempt = 0; attempt < 10; attempt++) await passwordGrant(newEmail(), PASSWORD, ip).expect(400);
      const limited = await passwordGrant(email, PASSWORD, ip).expect(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await passwordGrant(email, PASSWORD).expect(200);
    });

    it('allows SIGN_UP_LIMIT_PER_IP sign-ups per IP in an hour, then 429 with nothing written', async () => {
      const signUpFrom = (ip: string, email = newEmail()) =>
        request(strict.url).post('/api/auth/signup').set('x-forwarded-for', ip).send({ email, password: PASSWORD, ageConfirmed: true, termsAccepted: true });
      const ip = newIp();
      for (let attempt = 0; attempt < 3; attempt++) await signUpFrom(ip).expect(200);
      const email = newEmail();
      const refused = await signUpFrom(ip, email).expect(429);
      expect(refused.body.code).toBe('over_request_rate_limit');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(await strict.db.query(`SELECT 1 FROM users WHERE email = $1`, [email])).toEqual([]);
      await signUpFrom(newIp(), email).expect(200);
    });

    it('allows 3 recovery requests per e-mail and 5 per IP in an hour', async () => {
      const email = newEmail();
      for (let attempt = 0; attempt < 3; attempt++) await request(sut.url).post('/api/auth/recover').set('x-forwarded-for', newIp()).send({ email }).expect(200);
      const perEmail = await request(sut.url).post('/api/auth/recover').set('x-forwarded-for', newIp()).send({ email }).expect(429);
      expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(3500);

      const ip = newIp();
      for (let attempt = 0; attempt < 5; attempt++) await request(sut.url).post('/api/auth/recover').set('x-forwarded-for', ip).send({ email: newEmail() }).expect(200);
      const perIp = await request(sut.url).post('/api/auth/recover').set('x-forwarded-for', ip).send({ email: newEmail() }).expect(429);
      expect(perIp.body.code).toBe('over_request_rate_limit');
    });
  });

  describe('password recovery', () => {
    const recover = (email: string) => request(sut.url).post('/api/auth/recover').set('x-forwarded-for', newIp()).send({ email });
    const resetLinkOf = async (email: string): Promise<string> => {
      const [mail] = await sut.db.query<{ payload: { resetUrl: string }; template: string; status: string }>(
        `SELECT payload, template, status FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1`,
        [email],
      );
      // Without SMTP_URL the outbox is the mailbox: the send job may already have marked it sent.
      expect(mail).toMatchObject({ template: 'password_reset', status: expect.stringMatching(/^(pending|sent)$/) });
      return mail.payload.resetUrl;
    };
    const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
    const reset = (token: string, password: string) => request(sut.url).post('/api/auth/reset-password').send({ token, password });

    it('mails a single-use link that sets a new password, signs in and ends the other sessions', async () => {
      const account = await signUp(sut.url);
      expect((await recover(account.email.toUpperCase()).expect(200)).body).toEqual({ message: RECOVERY_MESSAGE });
      const link = await resetLinkOf(account.email);
      expect(link.startsWith(`${sut.url}/auth/reset-password?token=`)).toBe(true);
      const token = tokenOf(link);
      const stored = await sut.db.query<{ token_hash: Buffer }>(`SELECT token_hash FROM password_reset_tokens WHERE user_id = $1`, [account.userId]);
      expect(stored).toHaveLength(1);
      expect(stored[0].token_hash.equals(sha256(token))).toBe(true);

      const weak = await reset(token, 'short').expect(422);
      expect(weak.body.code).toBe('weak_password');
      const res = await reset(token, 'new4horse-battery').expect(200);
      expect(res.body.user.id).toBe(account.userId);
      expect(setCookies(res).access_token.value).toBe(res.body.access_token);

      await currentUser(account.bearer).expect(401);
      await currentUser({ authorization: `Bearer ${res.body.access_token}` }).expect(200);
      await passwordGrant(account.email, PASSWORD).expect(400);
      await passwordGrant(account.email, 'new4horse-battery').expect(200);
      const again = await reset(token, 'other4horse-battery').expect(400);
      expect(again.body).toEqual({ status: 400, code: 'invalid_reset_token', message: 'This reset link is invalid or has expired.' });
    });

    it('answers the same for an address without an account, and mails nothing', async () => {
      const email = newEmail();
      expect((await recover(email).expect(200)).body).toEqual({ message: RECOVERY_MESSAGE });
      expect(await sut.db.query(`SELECT 1 FROM mail_outbox WHERE recipient = $1`, [email])).toHaveLength(0);
    });

    it('refuses an expired link and an unknown one', async () => {
      const account = await signUp(sut.url);
      await recover(account.email).expect(200);
      const token = tokenOf(await resetLinkOf(account.email));
      await sut.db.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [account.userId]);
      await reset(token, 'new4horse-battery').expect(400);
      await reset('no-such-token', 'new4horse-battery').expect(400);
      await passwordGrant(account.email, PASSWORD).expect(200);
    });
  });

  describe('the current user', () => {
    const update = (account: { bearer: Record<string, string> }, body: Record<string, unknown>) =>
      request(sut.url).put('/api/auth/user').set(account.bearer).send(body);

    it('changes the phone number without the password', async () => {
      const account = await signUp(sut.url);
      expect((await update(account, { phone: '+27 82 000 1111' }).expect(200)).body.phone).toBe('+27 82 000 1111');
      expect((await update(account, { phone: null }).expect(200)).body.phone).toBeNull();
    });

    it('asks a new e-mail address for the current password, refuses a taken one, and keeps the old address until the new one is confirmed', async () => {
      const account = await signUp(sut.url);
      const other = await signUp(sut.url);
      const email = newEmail('renamed');
      expect((await update(account, { email }).expect(400)).body.code).toBe('reauthentication_needed');
      expect((await update(account, { email, currentPassword: 'wrong4horse' }).expect(400)).body.code).toBe('invalid_credentials');
      const taken = await update(account, { email: other.email, currentPassword: PASSWORD }).expect(422);
      expect(taken.body).toEqual({ status: 422, code: 'email_exists', message: 'A user with this email address has already been registered' });
      const asked = await update(account, { email, currentPassword: PASSWORD }).expect(200);
      expect(asked.body).toMatchObject({ email: account.email, pendingEmail: email });
      await passwordGrant(account.email, PASSWORD).expect(200);
      await passwordGrant(email, PASSWORD).expect(400);
    });

    it('changes the password with the current one and ends the other sessions', async () => {
      const account = await signUp(sut.url);
      const elsewhere = await signIn(sut.url, account.email, PASSWORD);
      expect((await update(account, { password: 'abc' }).expect(400)).body.code).toBe('reauthentication_needed');
      expect((await update(account, { password: 'abc', currentPassword: PASSWORD }).expect(422)).body.details).toEqual(['length', 'characters']);
      expect((await update(account, { password: PASSWORD, currentPassword: PASSWORD }).expect(422)).body.code).toBe('same_password');
      await update(account, { password: 'new4horse-battery', currentPassword: PASSWORD }).expect(200);
      await currentUser(account.bearer).expect(200);
      await currentUser(elsewhere.bearer).expect(401);
      await passwordGrant(account.email, 'new4horse-battery').expect(200);
    });
  });

  describe('administrators', () => {
    it('keeps admin endpoints for the admin role: 401 signed out, 403 for customers, 200 for the seeded admin signed in with its authenticator code', async () => {
      const customer = await signUp(sut.url);
      await request(sut.url).get('/api/admin/catalog/sync-runs').expect(401);
      const forbidden = await request(sut.url).get('/api/admin/catalog/sync-runs').set(customer.bearer).expect(403);
      expect(forbidden.body.code).toBe('admin_only');

      const firstStep = await passwordGrant('admin@keyshop.local', 'keyshop-admin-1').expect(200);
      expect(firstStep.body.mfa_required).toBe(true);
      const code = new TOTP({ secret: Secret.fromBase32(DEV_ADMIN_TOTP_SECRET) }).generate();
      const admin = await request(sut.url).post('/api/auth/mfa/verify').set('x-forwarded-for', newIp()).send({ mfa_token: firstStep.body.mfa_token, code }).expect(200);
      expect(admin.body.user.role).toBe('admin');
      await request(sut.url).get('/api/admin/catalog/sync-runs').set('authorization', `Bearer ${admin.body.access_token}`).expect(200);
    });

    it('takes the role from the account on each request, so grant-admin works at once (and asks the new admin for a second factor)', async () => {
      const account = await signUp(sut.url);
      await request(sut.url).get('/api/admin/catalog/sync-runs').set(account.bearer).expect(403);
      const { execFileSync } = await import('node:child_process');
      const out = execFileSync('node', ['dist/src/cli.js', 'grant-admin', account.email.toUpperCase()], {
        env: { ...process.env, DATABASE_URL: sut.db.url, NODE_ENV: 'test' },
      }).toString();
      expect(out).toContain(`${account.email} is now an administrator.`);
      expect((await request(sut.url).get('/api/admin/catalog/sync-runs').set(account.bearer).expect(403)).body.code).toBe('mfa_enrolment_required');
      expect((await currentUser(account.bearer).expect(200)).body.role).toBe('admin');

      expect(() =>
        execFileSync('node', ['dist/src/cli.js', 'grant-admin', newEmail()], { env: { ...process.env, DATABASE_URL: sut.db.url, NODE_ENV: 'test' }, stdio: 'pipe' }),
      ).toThrow(/No account has the e-mail address/);
    });
  });
});

describe('accounts API with short-lived tokens', () => {
  let sut: TestApp;
  beforeAll(() => (sut = strict));

  const currentUser = (headers: Record<string, string>) => request(sut.url).get('/api/auth/user').set(headers);
  const refreshGrant = (refreshToken: string) => request(sut.url).post('/api/auth/token?grant_type=refresh_token').send({ refresh_token: refreshToken });
  const expired = async (accessToken: string) =>
    waitFor('the access token to expire', async () => (await currentUser({ authorization: `Bearer ${accessToken}` })).status === 401 || undefined, 5000);

  it("answers 401 'JWT has expired' once the access token has expired, and a refresh gives a working one", async () => {
    // A token lives one second here: only the other app can check that a fresh one works.
    const account = await signUp(sut.url);
    await expired(account.accessToken);
    const res = await currentUser(account.bearer).expect(401);
    expect(res.body).toEqual({ status: 401, code: 'token_expired', message: 'JWT has expired' });
    const refreshed = await refreshGrant(account.refreshToken).expect(200);
    expect(refreshed.body).toMatchObject({ expires_in: 1, user: { id: account.userId } });
  });

  it('ends the whole session when a rotated refresh token comes back', async () => {
    const account = await signUp(sut.url);
    const rotated = await refreshGrant(account.refreshToken).expect(200);
    const reused = await refreshGrant(account.refreshToken).expect(400);
    expect(reused.body).toEqual({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    const latest = await refreshGrant(rotated.body.refresh_token).expect(400);
    expect(latest.body).toEqual({ status: 400, code: 'session_not_found', message: 'Invalid Refresh Token: No Valid Session Found' });
    expect((await currentUser({ authorization: `Bearer ${rotated.body.access_token}` }).expect(401)).body.code).toMatch(/session_not_found|token_expired/);
    const [session] = await sut.db.query<{ revoked_reason: string }>(`SELECT revoked_reason FROM sessions WHERE user_id = $1`, [account.userId]);
    expect(session.revoked_reason).toBe('refresh_token_reused');
  });

  it('refreshes an expired access token during a page request and sets the new cookies on the page', async () => {
    const account = await signUp(sut.url);
    await expired(account.accessToken);
    const page = await request(sut.url).get('/index.pageContext.json').set('cookie', account.cookie).expect(200);
    expect(page.text).toContain(account.email);
    expect(page.headers['cache-control']).toContain('no-store');
    const cookies = setCookies(page);
    expect(cookies.refresh_token.value).not.toBe(account.refreshToken);
    expect(cookies.access_token.value).not.toBe(account.accessToken);
    await refreshGrant(cookies.refresh_token.value).expect(200);
    // The refresh token the page replaced is spent.
    await refreshGrant(account.refreshToken).expect(400);
  });

  it('renders a page signed out and clears the cookies when the session has ended', async () => {
    const account = await signUp(sut.url);
    // Access tokens live one second here: the sign-out carries a longer-lived token of the same session,
    // so that a slow machine cannot turn it into a 401.
    const { sid } = jwt.decode(account.accessToken) as { sid: string };
    const sameSession = { authorization: `Bearer ${sessionAccessToken({ userId: account.userId, sessionId: sid, email: account.email })}` };
    await request(sut.url).post('/api/auth/logout').set(sameSession).expect(204);
    const page = await request(sut.url).get('/index.pageContext.json').set('cookie', account.cookie).expect(200);
    expect(page.text).not.toContain(account.email);
    expect(setCookies(page).refresh_token.value).toBe('');
  });

  it('signs out with cookies even after the access token has expired', async () => {
    const account = await signUp(sut.url);
    await expired(account.accessToken);
    await request(sut.url).post('/api/auth/logout').set({ cookie: account.cookie, origin: sut.url }).expect(204);
    expect((await refreshGrant(account.refreshToken).expect(400)).body.code).toBe('session_not_found');
  });

  it('makes the accounts of ADMIN_EMAILS administrators, at sign-up and at sign-in', async () => {
    await request(sut.url)
      .post('/api/auth/signup')
      .set('x-forwarded-for', newIp())
      .send({ email: 'boss@keyshop.test', password: PASSWORD, ageConfirmed: true, termsAccepted: true })
      .expect(200);
    expect(await sut.db.query(`SELECT role FROM users WHERE email = 'boss@keyshop.test'`)).toEqual([{ role: 'admin' }]);

    const chief = await signUp(sut.url, { email: 'chief@keyshop.test' });
    await sut.db.query(`UPDATE users SET role = 'customer' WHERE id = $1`, [chief.userId]);
    const res = await request(sut.url).post('/api/auth/token?grant_type=password').set('x-forwarded-for', newIp()).send({ email: chief.email, password: PASSWORD }).expect(200);
    expect(res.body.user.role).toBe('admin');
  });
});
