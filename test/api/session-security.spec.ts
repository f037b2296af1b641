import { randomBytes, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import request, { Response } from 'supertest';
import { accountOf, Account, newIp, newVerificationToken, setCookies, signUp as signUpVerified } from '../harness/accounts.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { productionEnv } from '../harness/production-env.js';

/**
 * The session in a browser, on a store running as in production: cookies a script cannot read and
 * that travel only over HTTPS and never with another site's requests, state-changing requests from
 * another site refused, and a ceiling on requests from one address.
 *
 * The stricter limits have their own tests: sign-in per e-mail and per IP and recovery in
 * test/api/auth.spec.ts ('rate limits'), redeem attempts in test/api/redeem.spec.ts, contact messages
 * in test/api/contact.spec.ts, checkout velocity and failed payments in test/api/after-sales-orders.spec.ts,
 * sign-ups per address in test/api/auth.spec.ts. The per-address ceiling of every route is tested here.
 */
describe('session security in production', () => {
  const JWT_SECRET = `session-security-${randomBytes(16).toString('hex')}`;
  const adminEmail = `security-admin-${randomUUID()}@keyshop.test`;
  const PER_MINUTE = 5;
  let sut: TestApp;
  let admin: Account;
  let shopper: Account;

  const signUp = (email = `security-${randomUUID()}@keyshop.test`, ip = newIp()) =>
    request(sut.url).post('/api/auth/signup').set('x-forwarded-for', ip).send({ email, password: 'Keyshop-security-1', ageConfirmed: true, termsAccepted: true });

  beforeAll(async () => {
    sut = await startTestApp({
      ...productionEnv(),
      JWT_SECRET,
      // The cross-site test reads every state-changing operation from the API document.
      API_DOCS: 'true',
      ADMIN_EMAILS: adminEmail,
      RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
    });
    admin = await signUpVerified(sut.url, { email: adminEmail, password: 'Keyshop-security-1' });
    shopper = await signUpVerified(sut.url, { email: `security-${randomUUID()}@keyshop.test`, password: 'Keyshop-security-1' });
  });
  afterAll(async () => sut?.close());

  /** Every session cookie a response sets is httpOnly, Secure, SameSite=Lax and for the whole site. */
  function expectProductionCookies(res: Response): void {
    const cookies = setCookies(res);
    expect(Object.keys(cookies).sort()).toEqual(['access_token', 'refresh_token']);
    for (const cookie of Object.values(cookies)) expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/']));
  }

  describe('cookies', () => {
    it('are httpOnly, Secure and SameSite=Lax on following the verification link, sign-in, refresh, and when cleared on sign-out', async () => {
      const email = `cookies-${randomUUID()}@keyshop.test`;
      await signUp(email).expect(200);
      const token = await newVerificationToken(sut.db, email);
      expectProductionCookies(await request(sut.url).post('/api/auth/verify-email').set('x-forwarded-for', newIp()).send({ token }).expect(200));
      const signedIn = await request(sut.url).post('/api/auth/token?grant_type=password').set('x-forwarded-for', newIp()).send({ email, password: 'Keyshop-security-1' }).expect(200);
      expectProductionCookies(signedIn);
      const account = accountOf(signedIn, email, 'Keyshop-security-1');
      const refreshed = await request(sut.url).post('/api/auth/token?grant_type=refresh_token').set({ 'x-forwarded-for': newIp(), origin: sut.url, cookie: account.cookie }).send({}).expect(200);
      expectProductionCookies(refreshed);
      const signedOut = await request(sut.url).post('/api/auth/logout').set({ 'x-forwarded-for': newIp(), origin: sut.url, cookie: accountOf(refreshed, email, '').cookie }).expect(204);
      expectProductionCookies(signedOut);
      expect(setCookies(signedOut).access_token.value).toBe('');
    });

    it('are Secure too when a page refreshes an expired session on the way', async () => {
      const { sub, email, role, sid } = jwt.decode(shopper.accessToken) as Record<string, string>;
      const expired = jwt.sign({ sub, email, role, sid, exp: Math.floor(Date.now() / 1000) - 60 }, JWT_SECRET, { algorithm: 'HS256' });
      const page = await request(sut.url).get('/dashboard').set('cookie', `access_token=${expired}; refresh_token=${shopper.refreshToken}`).expect(200);
      expectProductionCookies(page);
      shopper = { ...shopper, ...Object.fromEntries(Object.entries(setCookies(page)).map(([name, cookie]) => [name === 'access_token' ? 'accessToken' : 'refreshToken', cookie.value])) };
      shopper.cookie = `access_token=${shopper.accessToken}; refresh_token=${shopper.refreshToken}`;
      shopper.bearer = { authorization: `Bearer ${shopper.accessToken}` };
    });
  });

  describe('cross-site requests', () => {
    const FOREIGN = 'https://evil.example';
    /**
     * Operations that act on a signed token in their body, never on the session, and that other sites
     * must reach: a mail client's one-click unsubscribe (RFC 8058) posts from wherever it runs.
     */
    const CROSS_SITE_BY_DESIGN = new Set(['POST /api/alerts/unsubscribe']);

    async function stateChangingOperations(): Promise<{ method: string; path: string }[]> {
      const doc = (await request(sut.url).get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
      return Object.entries(doc.paths).flatMap(([template, operations]) =>
        Object.keys(operations)
          .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
          .filter((method) => !CROSS_SITE_BY_DESIGN.has(`${method.toUpperCase()} ${template}`))
          .map((method) => ({ method, path: template.replace(/\{(\w+)\}/g, (_, name: string) => (/Id$|^id$/.test(name) ? randomUUID() : 'KS-2026-000001')) })),
      );
    }

    it('refuses every state-changing operation sent with the session cookies by another site, or by a page that names no site', async () => {
      const operations = await stateChangingOperations();
      expect(operations.length).toBeGreaterThanOrEqual(30);
      const variants: [string, Record<string, string>][] = [
        ['a foreign Origin', { origin: FOREIGN }],
        ['a foreign Referer and no Origin', { referer: `${FOREIGN}/page.html` }],
        ['Origin: null (a sandboxed frame or a redirect)', { origin: 'null' }],
        ['neither Origin nor Referer', {}],
        ['a look-alike host', { origin: `${sut.url}.evil.example` }],
        ['a foreign Origin and Basic credentials', { origin: FOREIGN, authorization: 'Basic dXNlcjpwYXNzd29yZA==' }],
        ['a foreign Origin and a bearer token the store did not sign', { origin: FOREIGN, authorization: 'Bearer not-a-token-of-ours' }],
        ['a foreign Origin forwarded as the host (X-Forwarded-Host)', { origin: FOREIGN, 'x-forwarded-host': 'evil.example' }],
      ];
      const passed: string[] = [];
      for (const { method, path } of operations) {
        for (const [name, headers] of variants) {
          for (const account of [shopper, admin]) {
            const res = await request(sut.url)[method as 'post'](path).set({ 'x-forwarded-for': newIp(), cookie: account.cookie, ...headers }).send({});
            if (res.status !== 403 || res.body.code !== 'cross_site_request') passed.push(`${method.toUpperCase()} ${path} with ${name}: ${res.status} ${JSON.stringify(res.body)}`);
            else expect(res.body).toEqual({ status: 403, code: 'cross_site_request', message: 'Cross-site request refused' });
          }
        }
      }
      expect(passed).toEqual([]);
      // Nothing was done in the shopper's name.
      const profile = await request(sut.url).get('/api/profile').set(shopper.bearer).set('x-forwarded-for', newIp()).expect(200);
      expect(profile.body.phoneNumber).toBeNull();
    });

    it('lets no Authorization header but a valid token of ours carry a cookie session past the check', async () => {
      const before = (await request(sut.url).get('/api/profile').set(shopper.bearer).set('x-forwarded-for', newIp()).expect(200)).body;
      const forged = jwt.sign({ sub: shopper.userId, role: 'customer', exp: Math.floor(Date.now() / 1000) + 60 }, 'a-secret-that-is-not-the-stores-own-at-all', { algorithm: 'HS256' });
      for (const authorization of ['Basic dXNlcjpwYXNzd29yZA==', `Bearer ${forged}`, 'Bearer', 'Token abc']) {
        const res = await request(sut.url)
          .put('/api/profile')
          .set({ 'x-forwarded-for': newIp(), cookie: shopper.cookie, origin: 'http://evil.example', authorization })
          .send({ phoneNumber: '+27 82 999 9999' });
        expect({ authorization, status: res.status, code: res.body.code }).toEqual({ authorization, status: 403, code: 'cross_site_request' });
      }
      const after = (await request(sut.url).get('/api/profile').set(shopper.bearer).set('x-forwarded-for', newIp()).expect(200)).body;
      expect(after.phoneNumber).toBe(before.phoneNumber);
    });

    it("lets the store's own pages through, and API clients that send their token themselves", async () => {
      const change = (headers: Record<string, string>, phoneNumber: string) =>
        request(sut.url).put('/api/profile').set({ 'x-forwarded-for': newIp(), ...headers }).send({ phoneNumber });
      await change({ cookie: shopper.cookie, origin: sut.url }, '+27 82 000 0001').expect(200);
      await change({ cookie: shopper.cookie, referer: `${sut.url}/dashboard?tab=profile` }, '+27 82 000 0002').expect(200);
      // A page of another site cannot add Authorization without CORS, which the store never allows.
      await change({ ...shopper.bearer, origin: FOREIGN }, '+27 82 000 0003').expect(200);
      const preflight = await request(sut.url).options('/api/profile').set({ origin: FOREIGN, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization' });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const read = await request(sut.url).get('/api/profile').set({ cookie: shopper.cookie, origin: FOREIGN, 'x-forwarded-for': newIp() }).expect(200);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    });
  });

  describe('rate limits', () => {
    it(`sign-up: past ${PER_MINUTE} a minute from one address, 429 with Retry-After and a message that says when`, async () => {
      const ip = newIp();
      const first = await signUp(undefined, ip).expect(200);
      expect([first.headers['x-ratelimit-limit'], first.headers['x-ratelimit-remaining']]).toEqual([String(PER_MINUTE), String(PER_MINUTE - 1)]);
      for (let attempt = 1; attempt < PER_MINUTE; attempt++) await signUp(undefined, ip).expect(200);
      const email = `limited-${randomUUID()}@keyshop.test`;
      const limited = await signUp(email, ip).expect(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.body).toEqual({ status: 429, code: 'too_many_requests', message: `Too many requests from your address. Try again in ${retryAfter} seconds.` });
      expect(await sut.db.query(`SELECT 1 FROM users WHERE email = $1`, [email])).toEqual([]);
      await signUp(undefined, newIp()).expect(200);
    });
  });
});
