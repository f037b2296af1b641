import jwt from 'jsonwebtoken';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { newEmail, newIp, PASSWORD, setCookies, signUp, verificationToken, type Account } from '../harness/accounts.js';
import { newProduct, orderWhen, payInSandbox, placeOrder } from '../harness/purchases.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { sessionAccessToken } from '../harness/tokens.js';

const WRONG_CODE = {
  status: 400,
  code: 'invalid_mfa_code',
  message: 'This code is not right or has been used already. Enter the current code from your authenticator app, or an unused recovery code.',
};
const STEP_UP = { status: 403, code: 'reauthentication_required', message: 'For your security, confirm a code from your authenticator app to continue.' };

/** What enrolment showed the person: the secret (as an app would scan it) and the recovery codes. */
interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

/** The code an authenticator app shows `stepsAhead` 30-second steps from now. */
function appCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

describe('two-factor authentication (authenticator app)', () => {
  let sut: TestApp;
  beforeAll(async () => (sut = await startTestApp()));
  afterAll(async () => sut.close());

  const api = () => request(sut.url);
  const passwordSignIn = (email: string, password = PASSWORD) => api().post('/api/auth/token?grant_type=password').set('x-forwarded-for', newIp()).send({ email, password });
  const secondStep = (mfaToken: string, code: string) => api().post('/api/auth/mfa/verify').set('x-forwarded-for', newIp()).send({ mfa_token: mfaToken, code });
  const sessionRows = async (userId: string) =>
    sut.db.query<{ id: string; aal: number; second_factor_at: Date | null }>(`SELECT id, aal, second_factor_at FROM sessions WHERE user_id = $1 ORDER BY created_at`, [userId]);
  const claimsOf = (accessToken: string) => jwt.decode(accessToken) as { aal: number; sid: string };

  /** Sets up an authenticator for the account as the settings page does: the secret shown, then its current code. */
  async function enrol(account: Account): Promise<Enrolled> {
    const started = await api().post('/api/auth/mfa/totp').set(account.bearer).expect(200);
    const confirmed = await api().post('/api/auth/mfa/totp/confirm').set(account.bearer).send({ code: appCode(started.body.secret) }).expect(200);
    return { secret: started.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
  }

  /** Signs in with the password and then the code, expecting the second step to answer `status`. */
  async function signInWithCode(account: Account, code: string, status: number) {
    const first = await passwordSignIn(account.email).expect(200);
    const second = await secondStep(first.body.mfa_token, code);
    expect(second.status).toBe(status);
    return second;
  }

  it('enrols with a QR code and the secret as text, confirms with the app code, and shows ten recovery codes once; stored sealed and hashed', async () => {
    const account = await signUp(sut.url);
    const started = await api().post('/api/auth/mfa/totp').set(account.bearer).expect(200);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauthUri).toMatch(new RegExp(`^otpauth://totp/Keyshop:${encodeURIComponent(account.email)}\\?issuer=Keyshop&secret=${started.body.secret}&`));
    expect(Buffer.from(started.body.qrCodeDataUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg /);
    expect((await api().get('/api/auth/mfa').set(account.bearer).expect(200)).body).toEqual({ enrolled: false, recoveryCodesLeft: 0 });

    const [stored] = await sut.db.query<{ secret_sealed: Buffer }>(`SELECT secret_sealed FROM totp_factors WHERE user_id = $1`, [account.userId]);
    expect(stored.secret_sealed.toString('latin1')).not.toContain(started.body.secret);

    const confirmed = await api().post('/api/auth/mfa/totp/confirm').set(account.bearer).send({ code: appCode(started.body.secret) }).expect(200);
    const codes: string[] = confirmed.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const hashes = await sut.db.query<{ code_hash: Buffer }>(`SELECT code_hash FROM recovery_codes WHERE user_id = $1`, [account.userId]);
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) for (const code of codes) expect(code_hash.toString('latin1')).not.toContain(code.replaceAll('-', ''));

    expect((await api().get('/api/auth/mfa').set(account.bearer).expect(200)).body).toEqual({ enrolled: true, recoveryCodesLeft: 10 });
    // The session that confirmed it has proved both factors.
    expect((await sessionRows(account.userId))[0]).toMatchObject({ aal: 2, second_factor_at: expect.any(Date) });
    expect((await api().post('/api/auth/mfa/totp').set(account.bearer).expect(409)).body.code).toBe('mfa_already_enrolled');
  });

  it('refuses a wrong code at enrolment and leaves two-factor authentication off', async () => {
    const account = await signUp(sut.url);
    const started = await api().post('/api/auth/mfa/totp').set(account.bearer).expect(200);
    const wrong = String((Number(appCode(started.body.secret)) + 1) % 1_000_000).padStart(6, '0');
    expect((await api().post('/api/auth/mfa/totp/confirm').set(account.bearer).send({ code: wrong }).expect(400)).body).toEqual(WRONG_CODE);
    expect((await api().get('/api/auth/mfa').set(account.bearer).expect(200)).body).toEqual({ enrolled: false, recoveryCodesLeft: 0 });
    expect((await passwordSignIn(account.email).expect(200)).body.access_token).toEqual(expect.any(String));
  });

  it('asks for the code after the password, starts no session until then, and refuses the code a second time', async () => {
    const account = await signUp(sut.url);
    const { secret } = await enrol(account);
    const before = (await sessionRows(account.userId)).length;

    const first = await passwordSignIn(account.email).expect(200);
    expect(first.body).toEqual({ mfa_required: true, mfa_token: expect.any(String), expires_in: 300, factors: ['totp', 'recovery_code'] });
    expect(setCookies(first)).toEqual({});
    expect(await sessionRows(account.userId)).toHaveLength(before);
    // The second step's token is no access token.
    expect((await api().get('/api/auth/user').set('authorization', `Bearer ${first.body.mfa_token}`).expect(401)).body.code).toBe('not_authenticated');

    // Enrolment used the current code: it is refused as a replay, the next one signs in.
    expect((await secondStep(first.body.mfa_token, appCode(secret)).expect(400)).body).toEqual(WRONG_CODE);
    const signedIn = await secondStep(first.body.mfa_token, appCode(secret, 1)).expect(200);
    expect(setCookies(signedIn).access_token.value).toBe(signedIn.body.access_token);
    expect(claimsOf(signedIn.body.access_token).aal).toBe(2);
    const [session] = await sut.db.query(`SELECT aal, second_factor_at FROM sessions WHERE id = $1`, [claimsOf(signedIn.body.access_token).sid]);
    expect(session).toEqual({ aal: 2, second_factor_at: expect.any(Date) });
    expect((await signInWithCode(account, appCode(secret, 1), 400)).body).toEqual(WRONG_CODE);
    expect((await secondStep('not-a-challenge', appCode(secret, 1)).expect(400)).body.code).toBe('mfa_challenge_expired');
  });

  it('signs in with a recovery code once', async () => {
    const account = await signUp(sut.url);
    const { recoveryCodes } = await enrol(account);
    const signedIn = await signInWithCode(account, recoveryCodes[3].toLowerCase(), 200);
    expect(claimsOf(signedIn.body.access_token).aal).toBe(2);
    expect((await signInWithCode(account, recoveryCodes[3], 400)).body).toEqual(WRONG_CODE);
    expect((await api().get('/api/auth/mfa').set(account.bearer).expect(200)).body).toEqual({ enrolled: true, recoveryCodesLeft: 9 });
  });

  it('asks a code sign-in by e-mail for the app code too', async () => {
    const account = await signUp(sut.url);
    const { secret } = await enrol(account);
    await api().post('/api/auth/otp').set('x-forwarded-for', newIp()).send({ email: account.email }).expect(200);
    const [mail] = await sut.db.query<{ payload: { code: string } }>(`SELECT payload FROM mail_outbox WHERE recipient = $1 AND template = 'sign_in_code'`, [account.email]);
    const verified = await api().post('/api/auth/verify').set('x-forwarded-for', newIp()).send({ email: account.email, code: mail.payload.code }).expect(200);
    expect(verified.body.mfa_required).toBe(true);
    expect(setCookies(verified)).toEqual({});
    expect(claimsOf((await secondStep(verified.body.mfa_token, appCode(secret, 1)).expect(200)).body.access_token).aal).toBe(2);
  });

  it('turns off only with the password and a fresh second factor; then the password alone signs in', async () => {
    const account = await signUp(sut.url);
    const { secret, recoveryCodes } = await enrol(account);
    const disable = (body: object) => api().post('/api/auth/mfa/totp/disable').set(account.bearer).send(body);
    expect((await disable({ password: 'not-the-password-1', code: appCode(secret, 1) }).expect(400)).body.code).toBe('invalid_credentials');
    expect((await disable({ password: PASSWORD, code: appCode(secret) }).expect(400)).body).toEqual(WRONG_CODE);
    expect((await api().get('/api/auth/mfa').set(account.bearer).expect(200)).body.enrolled).toBe(true);

    await disable({ password: PASSWORD, code: recoveryCodes[0] }).expect(204);
    expect(await sut.db.query(`SELECT 1 FROM totp_factors WHERE user_id = $1 UNION ALL SELECT 1 FROM recovery_codes WHERE user_id = $1`, [account.userId])).toEqual([]);
    expect((await passwordSignIn(account.email).expect(200)).body.access_token).toEqual(expect.any(String));
  });

  it('replaces the recovery codes for a fresh second factor', async () => {
    const account = await signUp(sut.url);
    const { secret, recoveryCodes } = await enrol(account);
    expect((await api().post('/api/auth/mfa/recovery-codes').set(account.bearer).send({ code: appCode(secret) }).expect(400)).body).toEqual(WRONG_CODE);
    const renewed = await api().post('/api/auth/mfa/recovery-codes').set(account.bearer).send({ code: appCode(secret, 1) }).expect(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect((await signInWithCode(account, recoveryCodes[0], 400)).body).toEqual(WRONG_CODE);
    await signInWithCode(account, renewed.body.recoveryCodes[0], 200);
  });

  it('limits wrong codes per account: after ten, even the right code waits', async () => {
    const account = await signUp(sut.url);
    const { secret } = await enrol(account);
    const first = await passwordSignIn(account.email).expect(200);
    for (let attempt = 0; attempt < 10; attempt++) await secondStep(first.body.mfa_token, '000000').expect(400);
    const limited = await secondStep(first.body.mfa_token, appCode(secret, 1)).expect(429);
    expect(limited.body.code).toBe('over_request_rate_limit');
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
  });

  it('keeps an administrator without a second factor to setting one up: every admin API answers 403 mfa_enrolment_required until then', async () => {
    const account = await signUp(sut.url);
    await sut.db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [account.userId]);
    const adminCalls = [() => api().get('/api/admin/orders?status=completed&page=1'), () => api().get('/api/admin/reviews?visibility=hidden&page=1')];
    for (const call of adminCalls) expect((await call().set(account.bearer).expect(403)).body).toMatchObject({ code: 'mfa_enrolment_required' });
    await api().get('/api/auth/mfa').set(account.bearer).expect(200);

    const { secret } = await enrol(account);
    for (const call of adminCalls) await call().set(account.bearer).expect(200);
    expect((await api().post('/api/auth/mfa/totp/disable').set(account.bearer).send({ password: PASSWORD, code: appCode(secret, 1) }).expect(403)).body.code).toBe('mfa_required_for_admins');

    // A one-factor session of an enrolled administrator (one from before the enrolment) is told to use the second factor.
    const [{ id: oneFactorSession }] = await sut.db.query<{ id: string }>(`INSERT INTO sessions (user_id, expires_at) VALUES ($1, now() + interval '1 day') RETURNING id`, [account.userId]);
    const token = sessionAccessToken({ userId: account.userId, sessionId: oneFactorSession, email: account.email }, 'admin');
    expect((await adminCalls[0]().set('authorization', `Bearer ${token}`).expect(403)).body).toMatchObject({ code: 'mfa_required' });
  });

  it('asks for a recent second factor to reveal a key, and keeps asking after a refresh once it has aged', async () => {
    const account = await signUp(sut.url);
    const shopper = { email: account.email, accessToken: account.accessToken, auth: account.bearer };
    const game = await newProduct(sut, { keys: 1 });
    const placed = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }]);
    await payInSandbox(sut, placed);
    const order = await orderWhen(sut, shopper, placed.orderNumber, 'completed');
    const reveal = (auth: Record<string, string>) => api().post(`/api/orders/${placed.orderNumber}/keys/${order.keys[0].id}/reveal`).set(auth);
    // Without a second factor nothing is asked.
    expect((await reveal(account.bearer).expect(200)).body.code).toBe(game.codes[0]);

    const { secret, recoveryCodes } = await enrol(account);
    const signedIn = await signInWithCode(account, appCode(secret, 1), 200);
    const bearer = { authorization: `Bearer ${signedIn.body.access_token}` };
    await reveal(bearer).expect(200);

    // Someone with the refresh token, eleven minutes later: the refreshed session keeps its level, not a recent proof.
    await sut.db.query(`UPDATE sessions SET second_factor_at = now() - interval '11 minutes' WHERE id = $1`, [claimsOf(signedIn.body.access_token).sid]);
    const refreshed = await api().post('/api/auth/token?grant_type=refresh_token').send({ refresh_token: signedIn.body.refresh_token }).expect(200);
    expect(claimsOf(refreshed.body.access_token).aal).toBe(2);
    const stolen = { authorization: `Bearer ${refreshed.body.access_token}` };
    expect((await reveal(stolen).expect(403)).body).toEqual(STEP_UP);

    expect((await api().post('/api/auth/reauthenticate').set(stolen).send({ code: appCode(secret, 1) }).expect(400)).body).toEqual(WRONG_CODE);
    // The app's next code is used up (the sign-in); a recovery code proves the factor as well.
    const proved = await api().post('/api/auth/reauthenticate').set(stolen).send({ code: recoveryCodes[0] }).expect(200);
    expect(Date.now() - Date.parse(proved.body.secondFactorAt)).toBeLessThan(60_000);
    expect((await reveal(stolen).expect(200)).body.code).toBe(game.codes[0]);
  });

  it('asks for a recent second factor to spend more store credit than STEP_UP_CREDIT_ABOVE_CENTS, and places nothing until then', async () => {
    const account = await signUp(sut.url);
    await sut.db.query(`INSERT INTO user_credits (user_id, amount_cents, source) VALUES ($1, 20000, 'admin')`, [account.userId]);
    const { secret } = await enrol(account);
    await sut.db.query(`UPDATE sessions SET second_factor_at = now() - interval '11 minutes' WHERE user_id = $1`, [account.userId]);
    const small = await newProduct(sut, { keys: 1, priceCents: 1000 });
    const large = await newProduct(sut, { keys: 1, priceCents: 9000 });
    const checkout = (productId: string) =>
      api().post('/api/checkout').set(account.bearer).send({ items: [{ productId, quantity: 1 }], firstName: 'Thandi', lastName: 'Mokoena', deliveryConsent: true, useCredit: true });

    expect((await checkout(small.id).expect(201)).body.creditAppliedCents).toBe(1100);
    expect((await checkout(large.id).expect(403)).body).toEqual(STEP_UP);
    expect(await sut.db.query(`SELECT 1 FROM order_items WHERE product_id = $1`, [large.id])).toEqual([]);

    await api().post('/api/auth/reauthenticate').set(account.bearer).send({ code: appCode(secret, 1) }).expect(200);
    expect((await checkout(large.id).expect(201)).body.creditAppliedCents).toBe(9900);
  });

  it('answers a password reset of an account with two factors with the second step, not a session', async () => {
    const account = await signUp(sut.url);
    const { secret } = await enrol(account);
    await api().post('/api/auth/recover').set('x-forwarded-for', newIp()).send({ email: account.email }).expect(200);
    const [mail] = await sut.db.query<{ payload: { resetUrl: string } }>(`SELECT payload FROM mail_outbox WHERE recipient = $1 AND template = 'password_reset'`, [account.email]);
    const token = new URL(mail.payload.resetUrl).searchParams.get('token');
    const reset = await api().post('/api/auth/reset-password').set('x-forwarded-for', newIp()).send({ token, password: 'a-new-Password-7' }).expect(200);
    expect(reset.body.mfa_required).toBe(true);
    expect(setCookies(reset)).toEqual({});
    await secondStep(reset.body.mfa_token, appCode(secret, 1)).expect(200);
  });

  it('answers the link of a new e-mail address of an account with two factors with the second step, not a session', async () => {
    const account = await signUp(sut.url);
    const { secret } = await enrol(account);
    const newAddress = newEmail('two-factor-moved');
    await api().put('/api/auth/user').set(account.bearer).send({ email: newAddress, currentPassword: PASSWORD }).expect(200);

    const followed = await api().post('/api/auth/verify-email').set('x-forwarded-for', newIp()).send({ token: await verificationToken(sut, newAddress) }).expect(200);
    expect(followed.body.mfa_required).toBe(true);
    expect(setCookies(followed)).toEqual({});
    const [moved] = await sut.db.query<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [account.userId]);
    expect(moved.email).toBe(newAddress);
    const session = await secondStep(followed.body.mfa_token, appCode(secret, 1)).expect(200);
    expect(claimsOf(session.body.access_token).aal).toBe(2);
  });
});
