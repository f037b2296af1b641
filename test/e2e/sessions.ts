import { randomInt } from 'node:crypto';
import { expect, type Browser, type BrowserContext } from '@playwright/test';
import { ADMIN, signInAsAdmin } from './admin-session.js';

export type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * How long one sign-in serves the contexts that follow: well inside an access token's 15 minutes, so
 * that no page has to refresh it (a refresh token is single-use, and the contexts share it).
 */
const SESSION_REUSE_MS = 5 * 60_000;
const sessions = new Map<string, { state: SessionState; signedInAt: number }>();

/**
 * The session cookies of the account, for `browser.newContext({ storageState })`: signed in through
 * the API once and reused, rather than hashing the password again for every page a test opens.
 * Sign-in is rate-limited per address: each one comes from an address of its own in `network` (e.g. '198.20').
 */
export async function signedInState(browser: Browser, baseURL: string, account: { email: string; password: string }, network: string): Promise<SessionState> {
  const key = `${baseURL} ${account.email}`;
  const kept = sessions.get(key);
  if (kept && Date.now() - kept.signedInAt < SESSION_REUSE_MS) return kept.state;
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `${network}.${randomInt(256)}.${randomInt(1, 255)}` } });
  try {
    if (account.email === ADMIN.email) {
      await signInAsAdmin(context, baseURL);
      const state = await context.storageState();
      sessions.set(key, { state, signedInAt: Date.now() });
      return state;
    }
    const signIn = await context.request.post(`${baseURL}/api/auth/token?grant_type=password`, { data: account, headers: { origin: baseURL } });
    expect(signIn.status(), `sign in as ${account.email}`).toBe(200);
    const state = await context.storageState();
    sessions.set(key, { state, signedInAt: Date.now() });
    return state;
  } finally {
    await context.close();
  }
}
