import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { newIp, signUp, type Account } from '../harness/accounts.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { TEST_REDIS_URL } from '../harness/test-env.js';

/**
 * The passkey endpoints without an authenticator: the options they hand out, the single use of their
 * challenges, refusals of made-up, oversized and replayed answers, and that nobody touches another
 * account's passkeys. The browser journey (test/e2e/passkeys.spec.ts) makes and uses real ones.
 */

const b64 = (bytes: number) => randomBytes(bytes).toString('base64url');
/** An answer of the right shape that no authenticator wrote. */
const madeUpRegistration = () => ({ credential: { id: b64(32), rawId: b64(32), type: 'public-key', response: { clientDataJSON: b64(120), attestationObject: b64(300) } } });
const madeUpAssertion = (id = b64(32)) => ({ credential: { id, rawId: id, type: 'public-key', response: { clientDataJSON: b64(120), authenticatorData: b64(37), signature: b64(70) } } });

const sessionIdOf = (account: Account): string => JSON.parse(Buffer.from(account.accessToken.split('.')[1], 'base64url').toString()).sid;

describe('passkeys', () => {
  let sut: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    sut = await startTestApp();
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await redis?.quit();
    await sut?.close();
  });

  async function passkeyRowsOf(userId: string): Promise<{ id: string; name: string }[]> {
    return sut.db.query(`SELECT id, name FROM passkeys WHERE user_id = $1 ORDER BY created_at`, [userId]);
  }

  /** A passkey row as registration leaves one: an authenticator is needed to make a real one. */
  async function storedPasskey(userId: string, name = 'Chrome on Linux'): Promise<string> {
    const [{ id }] = await sut.db.query<{ id: string }>(`INSERT INTO passkeys (user_id, credential_id, public_key, name) VALUES ($1, $2, $3, $4) RETURNING id`, [userId, b64(32), randomBytes(77), name]);
    return id;
  }

  it('hands a signed-in account registration options whose challenge is kept for its session, once', async () => {
    const account = await signUp(sut.url);
    const existing = await storedPasskey(account.userId);
    const [{ credential_id }] = await sut.db.query<{ credential_id: string }>(`SELECT credential_id FROM passkeys WHERE id = $1`, [existing]);
    const res = await request(sut.url).post('/api/auth/passkeys/registration/options').set(account.bearer).expect(200);
    expect(res.body).toMatchObject({
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      rp: { name: 'Keyshop', id: new URL(sut.url).hostname },
      user: { id: Buffer.from(account.userId.replaceAll('-', ''), 'hex').toString('base64url'), name: account.email },
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      attestation: 'none',
      excludeCredentials: [expect.objectContaining({ id: credential_id })],
    });
    const key = `passkey-challenge:registration:${sessionIdOf(account)}`;
    expect(await redis.get(key)).toBe(res.body.challenge);
    expect(await redis.ttl(key)).toBeGreaterThan(0);
    expect(await redis.ttl(key)).toBeLessThanOrEqual(300);

    // A made-up answer uses the challenge up and adds nothing; the same answer again finds no challenge.
    const first = await request(sut.url).post('/api/auth/passkeys/registration/verify').set(account.bearer).send(madeUpRegistration()).expect(400);
    expect(first.body).toMatchObject({ status: 400, code: 'passkey_not_verified', message: expect.stringContaining('could not verify') });
    expect(await redis.exists(key)).toBe(0);
    const replay = await request(sut.url).post('/api/auth/passkeys/registration/verify').set(account.bearer).send(madeUpRegistration()).expect(400);
    expect(replay.body).toMatchObject({ code: 'passkey_challenge_expired', message: expect.stringContaining('expired') });
    expect(await passkeyRowsOf(account.userId)).toEqual([{ id: existing, name: 'Chrome on Linux' }]);
  });

  it('refuses an oversized or malformed answer before looking at it, and keeps the challenge', async () => {
    const account = await signUp(sut.url);
    await request(sut.url).post('/api/auth/passkeys/registration/options').set(account.bearer).expect(200);
    const oversized = madeUpRegistration();
    oversized.credential.response.attestationObject = 'A'.repeat(16_385);
    const res = await request(sut.url).post('/api/auth/passkeys/registration/verify').set(account.bearer).send(oversized).expect(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('attestationObject is too long') });
    const notBase64 = madeUpRegistration();
    notBase64.credential.response.clientDataJSON = '{"type":"webauthn.create"}';
    expect((await request(sut.url).post('/api/auth/passkeys/registration/verify').set(account.bearer).send(notBase64).expect(400)).body.message).toContain('clientDataJSON must be base64url text');
    const tooLongName = { ...madeUpRegistration(), name: 'n'.repeat(61) };
    expect((await request(sut.url).post('/api/auth/passkeys/registration/verify').set(account.bearer).send(tooLongName).expect(400)).body.message).toContain('name must be at most 60 characters');
    expect(await redis.exists(`passkey-challenge:registration:${sessionIdOf(account)}`)).toBe(1);
    expect(await passkeyRowsOf(account.userId)).toEqual([]);
  });

  it('refuses registration without a session', async () => {
    for (const path of ['/api/auth/passkeys/registration/options', '/api/auth/passkeys/registration/verify']) {
      const res = await request(sut.url).post(path).set('x-forwarded-for', newIp()).send(madeUpRegistration()).expect(401);
      expect(res.body).toMatchObject({ status: 401, code: 'not_authenticated' });
    }
    await request(sut.url).get('/api/auth/passkeys').expect(401);
  });

  it('binds a sign-in challenge to the browser by a cookie, uses it once, and starts no session for a made-up answer', async () => {
    const account = await signUp(sut.url);
    const [{ count: sessionsBefore }] = await sut.db.query<{ count: string }>(`SELECT count(*) FROM sessions`);
    const options = await request(sut.url).post('/api/auth/passkeys/sign-in/options').set('x-forwarded-for', newIp()).expect(200);
    expect(options.body).toMatchObject({ challenge: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/), rpId: new URL(sut.url).hostname, userVerification: 'required' });
    expect(options.body.allowCredentials ?? []).toEqual([]);
    const cookie = ([] as string[]).concat(options.headers['set-cookie'] ?? []).find((line) => line.startsWith('passkey_sign_in='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/auth\/passkeys\/sign-in/);
    const handle = cookie!.split(';')[0].split('=')[1];
    expect(await redis.get(`passkey-challenge:sign-in:${handle}`)).toBe(options.body.challenge);

    // Without the browser's cookie there is nothing to answer.
    const noCookie = await request(sut.url).post('/api/auth/passkeys/sign-in/verify').set('x-forwarded-for', newIp()).send(madeUpAssertion()).expect(400);
    expect(noCookie.body.code).toBe('passkey_challenge_expired');

    // Another account's passkey, with a made-up signature: refused, and the challenge is gone.
    const [{ credential_id }] = await sut.db.query<{ credential_id: string }>(`SELECT credential_id FROM passkeys WHERE id = $1`, [await storedPasskey(account.userId)]);
    const forged = await request(sut.url).post('/api/auth/passkeys/sign-in/verify').set('x-forwarded-for', newIp()).set('cookie', `passkey_sign_in=${handle}`).send(madeUpAssertion(credential_id)).expect(400);
    expect(forged.body).toMatchObject({ code: 'passkey_not_verified', message: expect.stringContaining('could not verify') });
    expect(await redis.exists(`passkey-challenge:sign-in:${handle}`)).toBe(0);
    const replay = await request(sut.url).post('/api/auth/passkeys/sign-in/verify').set('x-forwarded-for', newIp()).set('cookie', `passkey_sign_in=${handle}`).send(madeUpAssertion(credential_id)).expect(400);
    expect(replay.body.code).toBe('passkey_challenge_expired');

    const [{ count: sessionsAfter }] = await sut.db.query<{ count: string }>(`SELECT count(*) FROM sessions`);
    expect(sessionsAfter).toBe(sessionsBefore);
    const [row] = await sut.db.query<{ sign_count: string; last_used_at: Date | null }>(`SELECT sign_count, last_used_at FROM passkeys WHERE credential_id = $1`, [credential_id]);
    expect(row).toEqual({ sign_count: '0', last_used_at: null });
  });

  it('lists, renames and removes only the caller’s own passkeys', async () => {
    const owner = await signUp(sut.url);
    const other = await signUp(sut.url);
    const passkeyId = await storedPasskey(owner.userId);

    const list = await request(sut.url).get('/api/auth/passkeys').set(owner.bearer).expect(200);
    expect(list.body).toEqual([{ id: passkeyId, name: 'Chrome on Linux', createdAt: expect.any(String), lastUsedAt: null }]);
    expect((await request(sut.url).get('/api/auth/passkeys').set(other.bearer).expect(200)).body).toEqual([]);

    for (const call of [
      request(sut.url).patch(`/api/auth/passkeys/${passkeyId}`).set(other.bearer).send({ name: 'Mine now' }),
      request(sut.url).delete(`/api/auth/passkeys/${passkeyId}`).set(other.bearer),
      request(sut.url).delete(`/api/auth/passkeys/${randomUUID()}`).set(owner.bearer),
      request(sut.url).delete('/api/auth/passkeys/not-a-uuid').set(owner.bearer),
    ]) {
      const res = await call.expect(404);
      expect(res.body).toMatchObject({ status: 404, code: expect.stringMatching(/not_found/) });
    }
    expect(await passkeyRowsOf(owner.userId)).toEqual([{ id: passkeyId, name: 'Chrome on Linux' }]);

    const renamed = await request(sut.url).patch(`/api/auth/passkeys/${passkeyId}`).set(owner.bearer).send({ name: '  Work laptop  ' }).expect(200);
    expect(renamed.body).toMatchObject({ id: passkeyId, name: 'Work laptop' });
    const blank = await request(sut.url).patch(`/api/auth/passkeys/${passkeyId}`).set(owner.bearer).send({ name: '   ' }).expect(400);
    expect(blank.body.message).toContain('name must not be empty');
    expect(await passkeyRowsOf(owner.userId)).toEqual([{ id: passkeyId, name: 'Work laptop' }]);

    // The last passkey may go: the password still signs in.
    await request(sut.url).delete(`/api/auth/passkeys/${passkeyId}`).set(owner.bearer).expect(204);
    expect(await passkeyRowsOf(owner.userId)).toEqual([]);
  });
});
