import request from 'supertest';
import { Account, newEmail, PASSWORD, signUp, verificationToken } from '../harness/accounts.js';
import { startTestApp, TestApp } from '../harness/test-app.js';

const STEAM_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd-Ef_9';
const STEAM_MESSAGE = 'steamTradeUrl must be a Steam trade offer link (https://steamcommunity.com/tradeoffer/new/?partner=…&token=…)';

describe('profile, credits and orders of the signed-in user', () => {
  let sut: TestApp;
  beforeAll(async () => (sut = await startTestApp()));
  afterAll(async () => sut.close());

  const getProfile = (account: Account) => request(sut.url).get('/api/profile').set(account.bearer);
  const putProfile = (account: Account, body: Record<string, unknown>) => request(sut.url).put('/api/profile').set(account.bearer).send(body);
  const addCredit = (userId: string, amountCents: number, source: string, cdKey: string | null, minutesAgo: number) =>
    sut.db.query(`INSERT INTO user_credits (user_id, amount_cents, source, cd_key, created_at) VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5))`, [
      userId,
      amountCents,
      source,
      cdKey,
      minutesAgo,
    ]);

  it('creates the profile on first read from the account', async () => {
    const account = await signUp(sut.url, { phone: '+27 82 123 4567' });
    expect(await sut.db.query(`SELECT 1 FROM profiles WHERE id = $1`, [account.userId])).toHaveLength(0);
    const res = await getProfile(account).expect(200);
    expect(res.body).toEqual({
      id: account.userId,
      email: account.email,
      phoneNumber: '+27 82 123 4567',
      steamTradeUrl: null,
      country: null,
      isVerified: false,
      memberSince: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await getProfile(account).expect(200)).body.createdAt).toBe(res.body.createdAt);
    expect(await sut.db.query(`SELECT 1 FROM profiles WHERE id = $1`, [account.userId])).toHaveLength(1);
  });

  it("dates Member Since from the account's creation, not the profile's first read", async () => {
    const account = await signUp(sut.url);
    await sut.db.query(`UPDATE users SET created_at = '2023-03-14T10:00:00Z' WHERE id = $1`, [account.userId]);
    const res = await getProfile(account).expect(200);
    expect(res.body.memberSince).toBe('2023-03-14T10:00:00.000Z');
    expect(res.body.createdAt).not.toBe(res.body.memberSince);
    const page = await request(sut.url).get('/dashboard').set('cookie', account.cookie).expect(200);
    expect(page.text).toContain('March 14, 2023');
  });

  it("says 'Failed to create user profile' when the first visit cannot make the profile", async () => {
    const account = await signUp(sut.url);
    // A rule of this test's own database that refuses this one profile row.
    await sut.db.query(`ALTER TABLE profiles ADD CONSTRAINT refuses_one_profile CHECK (id <> '${account.userId}') NOT VALID`);
    try {
      const res = await getProfile(account).expect(503);
      expect(res.body).toMatchObject({ code: 'profile_creation_failed', message: 'Failed to create user profile' });
      const page = await request(sut.url).get('/dashboard').set('cookie', account.cookie).expect(200);
      expect(page.text).toContain('Failed to create user profile');
      expect(page.text).not.toContain('We could not load your profile');
    } finally {
      await sut.db.query(`ALTER TABLE profiles DROP CONSTRAINT refuses_one_profile`);
    }
  });

  it('updates the phone number and the Steam trade URL, and clears them with null', async () => {
    const account = await signUp(sut.url);
    const updated = await putProfile(account, { phoneNumber: '082 555 0000', steamTradeUrl: STEAM_URL }).expect(200);
    expect(updated.body).toMatchObject({ phoneNumber: '082 555 0000', steamTradeUrl: STEAM_URL });
    expect((await getProfile(account).expect(200)).body).toMatchObject({ phoneNumber: '082 555 0000', steamTradeUrl: STEAM_URL });

    expect((await putProfile(account, { phoneNumber: null }).expect(200)).body).toMatchObject({ phoneNumber: null, steamTradeUrl: STEAM_URL });
    expect((await putProfile(account, { steamTradeUrl: '' }).expect(200)).body).toMatchObject({ phoneNumber: null, steamTradeUrl: null });
  });

  it('keeps the country the region guard reads, one of the listed codes, and clears it with null', async () => {
    const account = await signUp(sut.url);
    expect((await putProfile(account, { country: 'US' }).expect(200)).body).toMatchObject({ country: 'US' });
    expect((await getProfile(account).expect(200)).body.country).toBe('US');
    expect((await putProfile(account, { phoneNumber: null }).expect(200)).body.country).toBe('US');
    expect((await putProfile(account, { country: null }).expect(200)).body.country).toBeNull();
  });

  it.each([
    [{ steamTradeUrl: 'https://example.com/tradeoffer/new/?partner=1&token=x' }, STEAM_MESSAGE],
    [{ steamTradeUrl: 'http://steamcommunity.com/tradeoffer/new/?partner=1&token=x' }, STEAM_MESSAGE],
    [{ phoneNumber: 'twelve' }, 'phoneNumber must be a phone number'],
    [{ country: 'XX' }, 'country must be one of the listed country codes'],
    [{ country: 'United States' }, 'country must be one of the listed country codes'],
    [{ isVerified: true }, 'property isVerified should not exist'],
    [{ email: 'someone@else.test' }, 'property email should not exist'],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const account = await signUp(sut.url);
    const res = await putProfile(account, body).expect(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.message).toContain(message);
  });

  it('follows the account when its e-mail address changes, once the new address is confirmed', async () => {
    const account = await signUp(sut.url);
    await getProfile(account).expect(200);
    const email = newEmail('moved');
    await request(sut.url).put('/api/auth/user').set(account.bearer).send({ email, currentPassword: PASSWORD }).expect(200);
    expect((await getProfile(account).expect(200)).body.email).toBe(account.email);
    await request(sut.url).post('/api/auth/verify-email').send({ token: await verificationToken(sut, email) }).expect(200);
    expect((await getProfile(account).expect(200)).body.email).toBe(email);
  });

  it('shows store credit: the balance is the sum of the ledger, the history newest first', async () => {
    const account = await signUp(sut.url);
    await addCredit(account.userId, 1500, 'redeem_code', '••••-••••-WXYZ', 30);
    await addCredit(account.userId, -500, 'order', null, 10);
    const res = await request(sut.url).get('/api/me/credits').set(account.bearer).expect(200);
    expect(res.body).toEqual({
      balanceCents: 1000,
      history: [
        { id: expect.any(String), amountCents: -500, source: 'order', cdKey: null, orderNumber: null, createdAt: expect.any(String) },
        { id: expect.any(String), amountCents: 1500, source: 'redeem_code', cdKey: '••••-••••-WXYZ', orderNumber: null, createdAt: expect.any(String) },
      ],
    });
  });

  it('shows no orders before checkout exists', async () => {
    const account = await signUp(sut.url);
    expect((await request(sut.url).get('/api/me/orders').set(account.bearer).expect(200)).body).toEqual([]);
  });

  it('answers 401 to a signed-out visitor', async () => {
    for (const path of ['/api/profile', '/api/me/credits', '/api/me/orders']) {
      expect((await request(sut.url).get(path).expect(401)).body.code).toBe('not_authenticated');
    }
    await request(sut.url).put('/api/profile').send({ phoneNumber: null }).expect(401);
  });

  it("never shows or changes another user's data", async () => {
    const alice = await signUp(sut.url);
    const bob = await signUp(sut.url);
    await putProfile(bob, { phoneNumber: '+1 555 0100', steamTradeUrl: STEAM_URL }).expect(200);
    await addCredit(bob.userId, 2500, 'gift', null, 5);

    await putProfile(alice, { phoneNumber: '+1 555 0199' }).expect(200);
    expect((await getProfile(alice).expect(200)).body).toMatchObject({ id: alice.userId, email: alice.email, phoneNumber: '+1 555 0199', steamTradeUrl: null });
    expect((await getProfile(bob).expect(200)).body).toMatchObject({ id: bob.userId, phoneNumber: '+1 555 0100', steamTradeUrl: STEAM_URL });
    expect((await request(sut.url).get('/api/me/credits').set(alice.bearer).expect(200)).body).toEqual({ balanceCents: 0, history: [] });

    // There is no way to name another user: an id in the query is ignored, one in the body refused.
    expect((await request(sut.url).get('/api/profile').query({ id: bob.userId }).set(alice.bearer).expect(200)).body.id).toBe(alice.userId);
    await putProfile(alice, { id: bob.userId, phoneNumber: '+1 555 0000' }).expect(400);
    await request(sut.url).get(`/api/profile/${bob.userId}`).set(alice.bearer).expect(404);
    expect((await getProfile(bob).expect(200)).body.phoneNumber).toBe('+1 555 0100');
  });
});
