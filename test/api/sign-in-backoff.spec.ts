import request from 'supertest';
import { newEmail, newIp, PASSWORD, setCookies, signUp, type Account } from '../harness/accounts.js';
import { letSignInWaitPass } from '../harness/sign-in-clock.js';
import { startTestApp, TestApp } from '../harness/test-app.js';

const INVALID = { status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' };
const CHALLENGE = {
  status: 401,
  code: 'sign_in_challenge_required',
  message:
    'There have been many failed sign-ins to this account, so it needs a code as well. If the password is right, we have e-mailed a 6-digit code: enter it with the password.',
};

/** Failed password sign-ins slow an address down, then make it need a mailed code: nobody is locked out. */
describe('failed sign-ins', () => {
  let sut: TestApp;
  beforeAll(async () => (sut = await startTestApp()));
  afterAll(async () => sut.close());

  const passwordGrant = (email: string, password: string, code?: string) =>
    request(sut.url).post('/api/auth/token?grant_type=password').set('x-forwarded-for', newIp()).send({ email, password, ...(code ? { code } : {}) });
  const challengeMails = (email: string) =>
    sut.db.query<{ payload: { code: string } }>(`SELECT payload FROM mail_outbox WHERE recipient = $1 AND template = 'sign_in_challenge' ORDER BY created_at`, [email]);

  /** Fails `count` times, letting each wait pass as the clock would (the attacker is patient). */
  async function failPatiently(email: string, count: number, userId?: string): Promise<void> {
    for (let failure = 0; failure < count; failure++) {
      await letSignInWaitPass(email, userId);
      await passwordGrant(email, 'wrong4horse').expect((res) => expect([400, 401]).toContain(res.status));
    }
  }

  it('lets three failures pass, then makes each next attempt wait twice as long, saying when to retry', async () => {
    const account = await signUp(sut.url);
    for (let failure = 0; failure < 3; failure++) expect((await passwordGrant(account.email, 'wrong4horse').expect(400)).body).toEqual(INVALID);

    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      // Even the right password waits: until then no password is checked at all.
      const delayed = await passwordGrant(account.email, PASSWORD).expect(429);
      const retryAfter = Number(delayed.headers['retry-after']);
      expect(delayed.body).toEqual({
        status: 429,
        code: 'sign_in_delayed',
        message: `Too many failed sign-ins for this e-mail address. Wait ${retryAfter} seconds before trying again, or sign in with a code sent by e-mail.`,
      });
      waits.push(retryAfter);
      await letSignInWaitPass(account.email, account.userId);
      await passwordGrant(account.email, 'wrong4horse').expect(400);
    }
    expect(waits[0]).toBeGreaterThan(0);
    expect(waits[0]).toBeLessThanOrEqual(5);
    expect(waits[1]).toBeGreaterThan(5);
    expect(waits[1]).toBeLessThanOrEqual(10);
    expect(waits[2]).toBeGreaterThan(10);
    expect(waits[2]).toBeLessThanOrEqual(20);

    // Once the wait is over the owner signs in, and the failures are forgotten.
    await letSignInWaitPass(account.email, account.userId);
    await passwordGrant(account.email, PASSWORD).expect(200);
    for (let failure = 0; failure < 3; failure++) await passwordGrant(account.email, 'wrong4horse').expect(400);
  });

  it('slows an address without an account down the same way', async () => {
    const email = newEmail();
    for (let failure = 0; failure < 3; failure++) expect((await passwordGrant(email, 'wrong4horse').expect(400)).body).toEqual(INVALID);
    const delayed = await passwordGrant(email, PASSWORD).expect(429);
    expect(delayed.body.code).toBe('sign_in_delayed');
    expect(Number(delayed.headers['retry-after'])).toBeLessThanOrEqual(5);
  });

  it('past eight failures wants the mailed code with the right password: the owner signs in while the attacker keeps failing', async () => {
    const owner = await signUp(sut.url);
    await failPatiently(owner.email, 8, owner.userId);

    // The attacker's wrong password and the owner's right one get the same answer, at once; only the owner is mailed a code.
    expect((await passwordGrant(owner.email, 'wrong4horse').expect(401)).body).toEqual(CHALLENGE);
    expect(await challengeMails(owner.email)).toEqual([]);
    const challenged = await passwordGrant(owner.email, PASSWORD).expect(401);
    expect(challenged.body).toEqual(CHALLENGE);
    expect(setCookies(challenged).access_token).toBeUndefined();
    const mails = await challengeMails(owner.email);
    expect(mails).toHaveLength(1);
    const { code } = mails[0].payload;
    expect(code).toMatch(/^\d{6}$/);

    // The attacker goes on: wrong passwords, with or without a code, even the right one, sign nobody in and spend none of the code's guesses.
    expect((await passwordGrant(owner.email, 'wrong4horse').expect(401)).body).toEqual(CHALLENGE);
    expect((await passwordGrant(owner.email, 'wrong4horse', '000000').expect(400)).body).toEqual(INVALID);
    expect((await passwordGrant(owner.email, 'wrong4horse', code).expect(400)).body).toEqual(INVALID);
    const [row] = await sut.db.query<{ attempts: number }>(`SELECT attempts FROM sign_in_codes WHERE user_id = $1 AND purpose = 'challenge'`, [owner.userId]);
    expect(row.attempts).toBe(0);
    expect(await challengeMails(owner.email)).toHaveLength(1);

    // The password alone, or with a wrong code, is not enough; with the mailed code it is.
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await passwordGrant(owner.email, PASSWORD, wrongCode).expect(400)).body).toEqual(INVALID);
    const signedIn = await passwordGrant(owner.email, PASSWORD, code).expect(200);
    expect(signedIn.body.user.id).toBe(owner.userId);
    expect(setCookies(signedIn).access_token.value).toBe(signedIn.body.access_token);
    await request(sut.url).get('/api/auth/user').set('authorization', `Bearer ${signedIn.body.access_token}`).expect(200);
    // The code worked once.
    await failPatiently(owner.email, 8, owner.userId);
    await passwordGrant(owner.email, PASSWORD, code).expect(400);
  });

  it('asks an address without an account for the code the same way', async () => {
    const email = newEmail();
    await failPatiently(email, 8);
    expect((await passwordGrant(email, PASSWORD).expect(401)).body).toEqual(CHALLENGE);
    expect((await passwordGrant(email, PASSWORD, '123456').expect(400)).body).toEqual(INVALID);
  });

  it('limits wrong current passwords per account, without slowing its sign-in down', async () => {
    const account: Account = await signUp(sut.url);
    const change = (currentPassword: string) => request(sut.url).put('/api/auth/user').set(account.bearer).send({ password: 'new4horse-battery', currentPassword });
    for (let attempt = 0; attempt < 5; attempt++) await change('wrong4horse').expect(400);
    const limited = await change(PASSWORD).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    await passwordGrant(account.email, PASSWORD).expect(200);
  });
});
