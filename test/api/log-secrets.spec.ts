import { randomBytes, randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { DEVELOPMENT_SECRETS } from '../../src/config/environment.js';
import { FakeCatalogueProvider } from '../fakes/catalogue-provider.js';
import { accountOf, Account, newIp, setCookies, signUp, verificationToken } from '../harness/accounts.js';
import { waitFor } from '../harness/processes.js';
import { freePort } from '../harness/ports.js';
import { orderWhen, payInSandbox } from '../harness/purchases.js';
import type { Shopper } from '../harness/shoppers.js';
import { letCodeIntervalPass } from '../harness/sign-in-clock.js';
import { startTestApp, TestApp } from '../harness/test-app.js';

/**
 * A whole, realistic session against one app logging at debug level: whatever the logs say about it,
 * they never hold a key, a code, a password, a token, a cookie or a secret of the configuration.
 */
describe('secrets never reach the logs', () => {
  const secrets = {
    JWT_SECRET: `log-check-jwt-${randomBytes(16).toString('hex')}`,
    KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    // The test database's data keys are wrapped under the development key: a previous master key, watched as well.
    KEY_ENCRYPTION_KEYS_PREVIOUS: DEVELOPMENT_SECRETS.KEY_ENCRYPTION_KEY,
    PAYFAST_PASSPHRASE: `LogCheck_${randomBytes(8).toString('hex')}`,
  };
  const adminEmail = `log-admin-${randomUUID()}@keyshop.test`;
  /** Every secret value the session handles, with a name to report it by. */
  const watched = new Map<string, string>(Object.entries(secrets));
  const watch = (name: string, value: string | undefined | null) => {
    if (!value) return;
    watched.set(name, value);
    // A JWT logged in part is still a leak: its signature alone is watched too.
    const parts = value.split('.');
    if (parts.length === 3 && parts[2].length > 10) watched.set(`${name} (signature)`, parts[2]);
  };
  /**
   * Six-digit sign-in codes, looked for as numbers of their own (not inside a longer number or a
   * fraction), since any log holds six digits in a row somewhere.
   */
  const watchedCodes = new Map<string, string>();
  const smtpPassword = `smtp-${randomBytes(8).toString('hex')}`;
  let provider: FakeCatalogueProvider;
  let sut: TestApp;

  beforeAll(async () => {
    provider = await FakeCatalogueProvider.start();
    watched.set('SMTP password', smtpPassword);
    watched.set('CATALOG_PROVIDER_CLIENT_SECRET', provider.clientSecret);
    sut = await startTestApp({
      LOG_LEVEL: 'debug',
      ADMIN_EMAILS: adminEmail,
      ...secrets,
      // Nothing listens there: every send fails, and its error is logged.
      SMTP_URL: `smtp://keyshop:${smtpPassword}@127.0.0.1:${await freePort()}`,
      MAIL_RETRY_DELAY_MS: '50',
      CATALOG_PROVIDER_URL: provider.url,
      CATALOG_PROVIDER_CLIENT_ID: provider.clientId,
      CATALOG_PROVIDER_CLIENT_SECRET: provider.clientSecret,
      CATALOG_SYNC_CRON: 'off',
    });
  });
  afterAll(async () => {
    await sut?.close();
    await provider?.close();
  });

  const origin = () => ({ origin: sut.url, 'x-forwarded-for': newIp() });
  const watchSession = (name: string, account: Account, cookieHeader?: string[]) => {
    watch(`${name} access token`, account.accessToken);
    watch(`${name} refresh token`, account.refreshToken);
    for (const line of cookieHeader ?? []) watch(`${name} cookie`, /^[^=]+=([^;]*)/.exec(line)?.[1]);
  };

  it('holds no key, code, password, token, cookie or configured secret after a whole session', async () => {
    // Sign up, sign in, refresh with the body and with the cookie.
    const password = `Log-check-${randomBytes(4).toString('hex')}-1`;
    watch('password', password);
    const email = `log-shopper-${randomUUID()}@keyshop.test`;
    await request(sut.url).post('/api/auth/signup').set(origin()).send({ email, password, ageConfirmed: true, termsAccepted: true }).expect(200);
    // The verification link is opened (its token in the address) and followed.
    const verifyToken = await verificationToken(sut, email);
    watch('verification token', verifyToken);
    await request(sut.url).get(`/auth/verify-email?token=${verifyToken}`).expect(200);
    const verified = await request(sut.url).post('/api/auth/verify-email').set(origin()).send({ token: verifyToken }).expect(200);
    watchSession('verification', accountOf(verified, email, password), verified.headers['set-cookie'] as unknown as string[]);
    const signedIn = await request(sut.url).post('/api/auth/token?grant_type=password').set(origin()).send({ email, password }).expect(200);
    let account = accountOf(signedIn, email, password);
    watchSession('sign-in', account, signedIn.headers['set-cookie'] as unknown as string[]);
    const refreshed = await request(sut.url).post('/api/auth/token?grant_type=refresh_token').set(origin()).send({ refresh_token: account.refreshToken }).expect(200);
    account = accountOf(refreshed, email, password);
    watchSession('refresh', account);
    const byCookie = await request(sut.url).post('/api/auth/token?grant_type=refresh_token').set(origin()).set('cookie', account.cookie).send({}).expect(200);
    account = accountOf(byCookie, email, password);
    watchSession('cookie refresh', account, byCookie.headers['set-cookie'] as unknown as string[]);
    expect(setCookies(byCookie).access_token.value).toBe(account.accessToken);

    // Password recovery: the link is opened (its token in the address) and used.
    await request(sut.url).post('/api/auth/recover').set(origin()).send({ email }).expect(200);
    const [mail] = await sut.db.query<{ payload: { resetUrl: string } }>(`SELECT payload FROM mail_outbox WHERE recipient = $1 AND template = 'password_reset'`, [email]);
    const resetToken = new URL(mail.payload.resetUrl).searchParams.get('token')!;
    watch('reset token', resetToken);
    await request(sut.url).get(`/auth/reset-password?token=${resetToken}`).expect(200);
    const newPassword = `Log-check-${randomBytes(4).toString('hex')}-2`;
    watch('new password', newPassword);
    const reset = await request(sut.url).post('/api/auth/reset-password').set(origin()).send({ token: resetToken, password: newPassword }).expect(200);
    account = accountOf(reset, email, newPassword);
    watchSession('reset', account, reset.headers['set-cookie'] as unknown as string[]);

    // Sign-in by code: a wrong guess, the right code, then a second mail's link opened and used.
    const codeMail = async () =>
      (await sut.db.query<{ payload: { code: string; signInUrl: string } }>(`SELECT payload FROM mail_outbox WHERE recipient = $1 AND template = 'sign_in_code' ORDER BY created_at DESC LIMIT 1`, [email]))[0].payload;
    await request(sut.url).post('/api/auth/otp').set(origin()).send({ email }).expect(200);
    const { code } = await codeMail();
    const guess = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    watchedCodes.set('sign-in code', code).set('guessed sign-in code', guess);
    await request(sut.url).post('/api/auth/verify').set(origin()).send({ email, code: guess }).expect(400);
    const byCode = await request(sut.url).post('/api/auth/verify').set(origin()).send({ email, code }).expect(200);
    watchSession('code sign-in', accountOf(byCode, email, newPassword), byCode.headers['set-cookie'] as unknown as string[]);
    await letCodeIntervalPass(email);
    await request(sut.url).post('/api/auth/otp').set(origin()).send({ email }).expect(200);
    const { code: linkCode, signInUrl } = await codeMail();
    watchedCodes.set('second sign-in code', linkCode);
    const linkToken = new URL(signInUrl).searchParams.get('token')!;
    watch('sign-in link token', linkToken);
    await request(sut.url).get(`/auth/sign-in-link?token=${encodeURIComponent(linkToken)}`).expect(200);
    const byLink = await request(sut.url).post('/api/auth/verify').set(origin()).send({ token: linkToken }).expect(200);
    watchSession('link sign-in', accountOf(byLink, email, newPassword), byLink.headers['set-cookie'] as unknown as string[]);

    const shopper: Shopper = { email, accessToken: account.accessToken, auth: account.bearer };

    // An admin adds keys to a game and makes a redeem code.
    const adminPassword = `Log-admin-${randomBytes(4).toString('hex')}-3`;
    watch('admin password', adminPassword);
    const adminSignUp = await signUp(sut.url, { email: adminEmail, password: adminPassword });
    watchSession('admin sign-up', adminSignUp);
    // Admins act from a two-factor session: the admin sets up an authenticator app and signs in with it.
    const adminBearer = adminSignUp.bearer;
    const enrolment = await request(sut.url).post('/api/auth/mfa/totp').set(origin()).set(adminBearer).expect(200);
    const appCode = (stepsAhead: number) => new TOTP({ secret: Secret.fromBase32(enrolment.body.secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
    watch('authenticator secret', enrolment.body.secret);
    const enrolCode = appCode(0);
    watchedCodes.set('authenticator code', enrolCode);
    const confirmed = await request(sut.url).post('/api/auth/mfa/totp/confirm').set(origin()).set(adminBearer).send({ code: enrolCode }).expect(200);
    (confirmed.body.recoveryCodes as string[]).forEach((recoveryCode, index) => watch(`recovery code ${index + 1}`, recoveryCode));
    const firstStep = await request(sut.url).post('/api/auth/token?grant_type=password').set(origin()).send({ email: adminEmail, password: adminPassword }).expect(200);
    watch('second-step token', firstStep.body.mfa_token);
    const signInCode = appCode(1);
    watchedCodes.set('authenticator sign-in code', signInCode);
    const adminRes = await request(sut.url).post('/api/auth/mfa/verify').set(origin()).send({ mfa_token: firstStep.body.mfa_token, code: signInCode }).expect(200);
    const admin = accountOf(adminRes, adminEmail, adminPassword);
    watchSession('admin', admin, adminRes.headers['set-cookie'] as unknown as string[]);
    const slug = `log-check-${randomUUID().slice(0, 8)}`;
    const [game] = await sut.db.query<{ id: string }>(`INSERT INTO products (name, slug, price_cents, platform) VALUES ('Log Check Game', $1, 1999, 'PC') RETURNING id`, [slug]);
    const keys = Array.from({ length: 3 }, () => `LOGK-${randomBytes(6).toString('hex').toUpperCase()}`);
    keys.forEach((key, index) => watch(`product key ${index + 1}`, key));
    await request(sut.url).post(`/api/admin/products/${game.id}/keys`).set(admin.bearer).send({ keys: keys.join('\n') }).expect(200);
    const generated = await request(sut.url).post('/api/admin/redeem-codes').set(admin.bearer).send({ kind: 'credit', creditCents: 500, count: 1 }).expect(201);
    const redeemCode = generated.body.codes[0] as string;
    watch('redeem code', redeemCode);
    watch('redeem code, as typed', redeemCode.replace(/-/g, ''));

    // Checkout, pay at the built-in gateway (signed with the passphrase), reveal the key.
    const placed = await request(sut.url).post('/api/checkout').set(shopper.auth).set('idempotency-key', `log-check-${randomUUID()}`).send({ items: [{ productId: game.id, quantity: 1 }], firstName: 'Log', lastName: 'Check', deliveryConsent: true }).expect(201);
    await payInSandbox(sut, placed.body);
    const order = await orderWhen(sut, shopper, placed.body.orderNumber, 'completed');
    const revealed = await request(sut.url).post(`/api/orders/${placed.body.orderNumber}/keys/${order.keys[0].id}/reveal`).set(shopper.auth).expect(200);
    expect(keys).toContain(revealed.body.code);
    await request(sut.url).get(`/dashboard/orders/${placed.body.orderNumber}`).set('cookie', account.cookie).expect(200);

    // Redeem the code, as a person types it.
    await request(sut.url).post('/api/redeem').set(shopper.auth).send({ cd_key: redeemCode.toLowerCase().replace(/-/g, ' ') }).expect(200);

    // A catalogue sync, then one whose credentials the provider no longer accepts.
    const syncRun = async () => {
      const run = await request(sut.url).post('/api/admin/catalog/sync').set(admin.bearer).expect(202);
      return waitFor('the catalogue sync to finish', async () => {
        const runs = (await request(sut.url).get('/api/admin/catalog/sync-runs').set(admin.bearer).expect(200)).body as { id: string; status: string }[];
        const status = runs.find((one) => one.id === run.body.id)?.status;
        return status === 'succeeded' || status === 'failed' ? status : undefined;
      });
    };
    expect(await syncRun()).toBe('succeeded');
    provider.rejectCredentials = true;
    provider.expireAllTokens();
    expect(await syncRun()).toBe('failed');

    // Requests that fail: a wrong password, a used reset link, a used or unknown code, tokens in an address, a bad token.
    const wrong = `Wrong-${randomBytes(4).toString('hex')}-9`;
    watch('wrong password', wrong);
    await request(sut.url).post('/api/auth/token?grant_type=password').set(origin()).send({ email, password: wrong }).expect(400);
    await request(sut.url).post('/api/auth/reset-password').set(origin()).send({ token: resetToken, password: newPassword }).expect(400);
    await request(sut.url).post('/api/redeem').set(shopper.auth).send({ cd_key: redeemCode }).expect(409);
    const guessed = `GUES-${randomBytes(2).toString('hex').toUpperCase()}-WXYZ-2345`;
    watch('guessed code', guessed);
    await request(sut.url).post('/api/redeem').set(shopper.auth).send({ cd_key: guessed }).expect(404);
    await request(sut.url).get(`/api/me/orders?access_token=${account.accessToken}&refresh_token=${account.refreshToken}&code=${redeemCode}`).set(shopper.auth).expect(200);
    await request(sut.url).get('/api/me/credits').set('authorization', `Bearer ${account.accessToken}x`).expect(401);
    await request(sut.url).post('/api/auth/signup').set(origin()).send({ email: `weak-${randomUUID()}@keyshop.test`, password: 'password', ageConfirmed: true, termsAccepted: true }).expect(422);
    await request(sut.url).post('/api/auth/logout').set({ cookie: account.cookie, origin: 'https://evil.example' }).expect(403);
    await request(sut.url).post('/api/auth/logout?scope=global').set(shopper.auth).expect(204);

    // Read the logs once they hold the last request and an attempt at every mail of the session.
    const mails = await sut.db.query<{ id: string }>(`SELECT id FROM mail_outbox`);
    const output = await waitFor('the last request and every mail attempt in the log', async () => {
      const logged = sut.process.output();
      return logged.includes('/api/auth/logout?scope=global') && mails.every((mail) => logged.includes(`Mail ${mail.id} (`)) ? logged : undefined;
    });
    // The logs are there to be read: every request has its line.
    expect(output).toContain('/api/auth/token');
    expect(output).toContain('/api/checkout');
    expect(output).toContain('/auth/reset-password?token=');
    expect(output).toMatch(/ECONNREFUSED|connect/i);
    const leaks = [...watched].filter(([, value]) => output.includes(value) || output.includes(encodeURIComponent(value))).map(([name]) => name);
    const codeLeaks = [...watchedCodes].filter(([, value]) => new RegExp(`(?<![\\d.])${value}(?![\\d.])`).test(output)).map(([name]) => name);
    expect([...leaks, ...codeLeaks]).toEqual([]);
  });
});
