import { randomInt } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, request as apiRequest, type BrowserContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

export const ADMIN = { email: 'admin@keyshop.local', password: 'keyshop-admin-1' };
/** The demo admin's authenticator secret, which the seed sets outside production (README, Accounts). */
export const ADMIN_TOTP_SECRET = 'KEYSHOPDEMOADMINTOTPSECRET234567';

const STEP_MS = 30_000;
/** Well inside an access token's 15 minutes, so that no page has to refresh the shared session. */
const SESSION_REUSE_MS = 5 * 60_000;

export interface AdminSession {
  accessToken: string;
  refreshToken: string;
}

interface Kept {
  session: AdminSession;
  signedInAt: number;
  /** The last time step whose code signed in: a code signs in once. */
  lastStep: number;
}

/**
 * Kept in a file, not only in memory: a test tried again runs in a new worker process, which would
 * otherwise sign in afresh and wait up to a minute for a time step whose code no worker has used.
 */
const keptFile = (baseURL: string) => `test-results/admin-session-${new URL(baseURL).port}.json`;

function readKept(baseURL: string): Kept | null {
  try {
    return JSON.parse(readFileSync(keptFile(baseURL), 'utf8')) as Kept;
  } catch {
    return null;
  }
}

function writeKept(baseURL: string, kept: Kept): void {
  mkdirSync('test-results', { recursive: true });
  writeFileSync(keptFile(baseURL), JSON.stringify(kept));
}

/**
 * A two-factor session of the demo admin (password, then the app's code computed from the seeded
 * secret), reused for a few minutes by the tests that follow: each app code signs in only once, so
 * signing in for every test would wait for the next code.
 */
export async function adminSession(baseURL: string): Promise<AdminSession> {
  const reuse = readKept(baseURL);
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.51.${randomInt(256)}.${randomInt(1, 255)}` } });
  try {
    if (reuse && Date.now() - reuse.signedInAt < SESSION_REUSE_MS) {
      const alive = await api.get('/api/auth/user', { headers: { authorization: `Bearer ${reuse.session.accessToken}` } });
      if (alive.ok()) return reuse.session;
    }
    const first = await api.post('/api/auth/token?grant_type=password', { data: ADMIN });
    expect(first.status(), 'admin password sign-in').toBe(200);
    const { mfa_token: mfaToken } = (await first.json()) as { mfa_token: string };
    let session: AdminSession | null = null;
    let lastStep = reuse?.lastStep ?? 0;
    // The next unused code: this step's, else the next one (accepted early), else wait for the clock.
    await expect
      .poll(
        async () => {
          const step = Math.max(Math.floor(Date.now() / STEP_MS), lastStep + 1);
          if (step > Math.floor(Date.now() / STEP_MS) + 1) return false;
          lastStep = step;
          const code = new TOTP({ secret: Secret.fromBase32(ADMIN_TOTP_SECRET) }).generate({ timestamp: step * STEP_MS });
          const second = await api.post('/api/auth/mfa/verify', { data: { mfa_token: mfaToken, code } });
          if (second.ok()) {
            const body = (await second.json()) as { access_token: string; refresh_token: string };
            session = { accessToken: body.access_token, refreshToken: body.refresh_token };
          }
          return session !== null;
        },
        { message: 'admin second factor', timeout: 45_000, intervals: [1_000] },
      )
      .toBe(true);
    writeKept(baseURL, { session: session!, signedInAt: Date.now(), lastStep });
    return session!;
  } finally {
    await api.dispose();
  }
}

/** Signs a browser context in as the demo admin: the session cookies, as the sign-in would set them. */
export async function signInAsAdmin(context: BrowserContext, baseURL: string): Promise<void> {
  const { accessToken, refreshToken } = await adminSession(baseURL);
  await context.addCookies([
    { name: 'access_token', value: accessToken, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'refresh_token', value: refreshToken, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ]);
}
