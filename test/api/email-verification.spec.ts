import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { accountOf, newEmail, newIp, PASSWORD, setCookies, signUp, signUpUnverified, verificationToken } from '../harness/accounts.js';
import { newProduct } from '../harness/purchases.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { sessionAccessToken } from '../harness/tokens.js';

const CHECK_INBOX = { message: 'Check your inbox to confirm your e-mail address.' };
const INVALID_LINK = { status: 400, code: 'invalid_verification_token', message: 'This verification link is invalid, has already been used or has expired.' };

describe('e-mail verification and sign-up without account enumeration', () => {
  let sut: TestApp;
  beforeAll(async () => (sut = await startTestApp()));
  afterAll(async () => sut.close());

  const signUpRequest = (email: string, password = PASSWORD) =>
    request(sut.url).post('/api/auth/signup').set('x-forwarded-for', newIp()).send({ email, password, ageConfirmed: true, termsAccepted: true });
  const verify = (token: string) => request(sut.url).post('/api/auth/verify-email').set('x-forwarded-for', newIp()).send({ token });
  const passwordGrant = (email: string, password = PASSWORD) =>
    request(sut.url).post('/api/auth/token?grant_type=password').set('x-forwarded-for', newIp()).send({ email, password });
  const mailsTo = (email: string) =>
    sut.db.query<{ template: string; payload: Record<string, unknown> }>(`SELECT template, payload FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY created_at`, [email]);
  const noticesTo = async (email: string) => (await mailsTo(email)).filter((mail) => mail.template === 'email_change_notice');
  const checkout = (bearer: Record<string, string>, productId: string) =>
    request(sut.url).post('/api/checkout').set(bearer).send({ items: [{ productId, quantity: 1 }], firstName: 'Thandi', deliveryConsent: true });

  describe('sign-up', () => {
    it('answers a taken address exactly like a new one, starts no session, and mails the owner instead of a link', async () => {
      const owner = await signUp(sut.url);
      const fresh = newEmail('fresh');
      const forNew = await signUpRequest(fresh).expect(200);
      const forTaken = await signUpRequest(owner.email.toUpperCase(), 'another4horse').expect(200);

      expect(forNew.body).toEqual(CHECK_INBOX);
      expect(forTaken.body).toEqual(forNew.body);
      const shape = (res: request.Response) => ({ type: res.headers['content-type'], cookies: res.headers['set-cookie'] ?? null });
      expect(shape(forTaken)).toEqual(shape(forNew));
      expect(shape(forNew).cookies).toBeNull();

      expect(await sut.db.query(`SELECT 1 FROM users WHERE lower(email) = lower($1)`, [owner.email])).toHaveLength(1);
      const [ownerRow] = await sut.db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE id = $1`, [owner.userId]);
      await passwordGrant(owner.email).expect(200);
      await passwordGrant(owner.email, 'another4horse').expect(400);
      expect((await sut.db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE id = $1`, [owner.userId]))[0]).toEqual(ownerRow);

      // The owner's own sign-up link, then the notice: no second link.
      expect((await mailsTo(owner.email)).map((mail) => mail.template)).toEqual(['email_verification', 'sign_up_attempt']);
      expect((await mailsTo(fresh)).map((mail) => mail.template)).toEqual(['email_verification']);
      const [, { payload }] = await mailsTo(owner.email);
      expect(payload).toEqual({ signInUrl: `${sut.url}/auth`, resetUrl: `${sut.url}/auth/forgot-password` });
    });

    it('stores the link only as a digest, valid for EMAIL_VERIFICATION_TTL_HOURS', async () => {
      const { email } = await signUpUnverified(sut.url);
      const token = await verificationToken(sut, email);
      const rows = await sut.db.query<{ token_hash: Buffer; hours: number }>(
        `SELECT t.token_hash, round(extract(epoch FROM t.expires_at - t.created_at) / 3600)::int AS hours
         FROM email_verification_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
        [email],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].hours).toBe(24);
      expect(rows[0].token_hash.toString('utf8')).not.toContain(token);
      expect(JSON.stringify(await sut.db.query(`SELECT * FROM email_verification_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1`, [email]))).not.toContain(token);
    });
  });

  describe('the link', () => {
    it('verifies the address and signs in once; used again, expired or made up, it is refused', async () => {
      const { email } = await signUpUnverified(sut.url);
      const token = await verificationToken(sut, email);
      const verified = await verify(token).expect(200);
      expect(verified.body.user).toMatchObject({ email: email.toLowerCase(), emailVerified: true });
      expect(setCookies(verified).access_token.value).toBe(verified.body.access_token);
      const me = await request(sut.url).get('/api/auth/user').set({ authorization: `Bearer ${verified.body.access_token}` }).expect(200);
      expect(me.body.emailVerified).toBe(true);

      expect((await verify(token).expect(400)).body).toEqual(INVALID_LINK);
      expect((await verify('a-token-nobody-was-ever-sent').expect(400)).body).toEqual(INVALID_LINK);

      const late = await signUpUnverified(sut.url);
      const lateToken = await verificationToken(sut, late.email);
      await sut.db.query(
        `UPDATE email_verification_tokens SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
        [late.email],
      );
      expect((await verify(lateToken).expect(400)).body).toEqual(INVALID_LINK);
      expect(await sut.db.query(`SELECT email_verified_at FROM users WHERE email = $1`, [late.email])).toEqual([{ email_verified_at: null }]);
    });
  });

  describe('checkout', () => {
    it('is refused until the address is verified, and accepted after', async () => {
      const game = await newProduct(sut, { keys: 2 });
      const { email } = await signUpUnverified(sut.url);
      const signedIn = accountOf(await passwordGrant(email).expect(200), email, PASSWORD);
      expect(signedIn.accessToken).toBeTruthy();

      const refused = await checkout(signedIn.bearer, game.id).expect(403);
      expect(refused.body).toEqual({
        status: 403,
        code: 'email_not_verified',
        message: 'Please verify your e-mail address before checking out: your keys are sent to that address.',
      });
      expect(await sut.db.query(`SELECT 1 FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1`, [email])).toEqual([]);

      await verify(await verificationToken(sut, email)).expect(200);
      const placed = await checkout(signedIn.bearer, game.id).expect(201);
      expect(placed.body.orderNumber).toBeTruthy();
    });
  });

  describe('sending the link again', () => {
    it('sends a new link that replaces the old, 3 times an hour per account, then 429', async () => {
      const { email } = await signUpUnverified(sut.url);
      const first = await verificationToken(sut, email);
      const account = accountOf(await passwordGrant(email).expect(200), email, PASSWORD);
      const resend = () => request(sut.url).post('/api/auth/verification/resend').set(account.bearer).set('x-forwarded-for', newIp());
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await resend().expect(200)).body).toEqual({ message: 'We have sent you a new link to confirm your e-mail address.' });
      }
      const limited = await resend().expect(429);
      expect(limited.body.code).toBe('over_request_rate_limit');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await mailsTo(email)).filter((mail) => mail.template === 'email_verification')).toHaveLength(4);

      await verify(first).expect(400);
      await verify(await verificationToken(sut, email)).expect(200);
      expect((await resend().expect(200)).body).toEqual({ message: 'Your e-mail address is already verified.' });
    });

    it('is limited to 10 an hour per client address, whichever accounts ask', async () => {
      const ip = newIp();
      const accounts = [];
      for (let index = 0; index < 11; index++) {
        const account = { userId: randomUUID(), sessionId: randomUUID(), email: newEmail('resend') };
        await sut.db.query(`INSERT INTO users (id, email, password_hash) VALUES ($1, $2, 'none')`, [account.userId, account.email]);
        await sut.db.query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [account.sessionId, account.userId]);
        accounts.push({ authorization: `Bearer ${sessionAccessToken(account)}` });
      }
      const resend = (bearer: Record<string, string>) => request(sut.url).post('/api/auth/verification/resend').set(bearer).set('x-forwarded-for', ip);
      for (const bearer of accounts.slice(0, 10)) await resend(bearer).expect(200);
      expect((await resend(accounts[10]).expect(429)).body.code).toBe('over_request_rate_limit');
    });
  });

  describe('changing the e-mail address', () => {
    it('keeps the old address until the new one is confirmed, tells the old address both times, then orders go to the new one', async () => {
      const account = await signUp(sut.url);
      const newAddress = newEmail('moved');
      const update = (body: Record<string, unknown>) => request(sut.url).put('/api/auth/user').set(account.bearer).send(body);

      expect((await update({ email: newAddress }).expect(400)).body.code).toBe('reauthentication_needed');
      const asked = await update({ email: newAddress, currentPassword: PASSWORD }).expect(200);
      expect(asked.body).toMatchObject({ email: account.email, emailVerified: true, pendingEmail: newAddress });
      expect((await request(sut.url).get('/api/auth/user').set(account.bearer).expect(200)).body.pendingEmail).toBe(newAddress);

      expect(await noticesTo(account.email)).toEqual([
        { template: 'email_change_notice', payload: { stage: 'requested', newEmail: newAddress, supportEmail: expect.any(String) } },
      ]);
      expect((await mailsTo(newAddress)).map((mail) => mail.template)).toEqual(['email_verification']);
      expect((await mailsTo(newAddress))[0].payload.purpose).toBe('email_change');
      await passwordGrant(newAddress).expect(400);
      await passwordGrant(account.email).expect(200);

      const confirmed = await verify(await verificationToken(sut, newAddress)).expect(200);
      expect(confirmed.body.user).toMatchObject({ id: account.userId, email: newAddress, emailVerified: true, pendingEmail: null });
      expect((await noticesTo(account.email)).map((mail) => [mail.template, mail.payload.stage])).toEqual([
        ['email_change_notice', 'requested'],
        ['email_change_notice', 'changed'],
      ]);
      await passwordGrant(newAddress).expect(200);
      await passwordGrant(account.email).expect(400);

      const game = await newProduct(sut, { keys: 1 });
      const placed = await checkout(account.bearer, game.id).expect(201);
      expect(await sut.db.query(`SELECT email FROM orders WHERE id = $1`, [placed.body.orderId])).toEqual([{ email: newAddress }]);
    });

    it('voids the links mailed to the old address once the new one is confirmed', async () => {
      const { email } = await signUpUnverified(sut.url);
      const oldLink = await verificationToken(sut, email);
      const account = accountOf(await passwordGrant(email).expect(200), email, PASSWORD);
      await request(sut.url).post('/api/auth/recover').set('x-forwarded-for', newIp()).send({ email }).expect(200);
      const newAddress = newEmail('moved');
      await request(sut.url).put('/api/auth/user').set(account.bearer).send({ email: newAddress, currentPassword: PASSWORD }).expect(200);
      await verify(await verificationToken(sut, newAddress)).expect(200);

      expect((await verify(oldLink).expect(400)).body).toEqual(INVALID_LINK);
      const [mail] = await sut.db.query<{ payload: { resetUrl: string } }>(`SELECT payload FROM mail_outbox WHERE recipient = $1 AND template = 'password_reset'`, [email]);
      const resetToken = new URL(mail.payload.resetUrl).searchParams.get('token');
      expect((await request(sut.url).post('/api/auth/reset-password').send({ token: resetToken, password: 'another4horse' }).expect(400)).body.code).toBe('invalid_reset_token');
    });

    it('refuses the link when the new address was taken in the meantime', async () => {
      const account = await signUp(sut.url);
      const contested = newEmail('contested');
      await request(sut.url).put('/api/auth/user').set(account.bearer).send({ email: contested, currentPassword: PASSWORD }).expect(200);
      const token = await verificationToken(sut, contested);
      await signUp(sut.url, { email: contested });
      expect((await verify(token).expect(422)).body.code).toBe('email_exists');
      expect(await sut.db.query(`SELECT email FROM users WHERE id = $1`, [account.userId])).toEqual([{ email: account.email }]);
    });
  });
});
