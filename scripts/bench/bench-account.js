// The bench's own account: a verified shopper who may also stock the shelf. Administrators act only
// from two-factor sessions, so it sets up an authenticator app through the API, as a person would,
// and uses the session that the app's code raised to two factors.
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** One JSON call to the store; throws on an answer other than 2xx. `from`: the caller's address, as a proxy passes it on. */
export async function call(appUrl, method, path, body, token, from = undefined) {
  const res = await fetch(new URL(path, appUrl), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(from ? { 'x-forwarded-for': from } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/** Signs up `bench-<name>-…`, verifies its address and makes it an administrator; answers its access token. */
export async function benchAdminToken(appUrl, db, name) {
  const email = `bench-${name}-${randomUUID()}@keyshop.test`;
  const password = 'Bench-account-1';
  await call(appUrl, 'POST', '/api/auth/signup', { email, password, ageConfirmed: true, termsAccepted: true });
  await db.query(`UPDATE users SET role = 'admin', email_verified_at = now() WHERE lower(email) = lower($1)`, [email]);
  const { access_token: token } = await call(appUrl, 'POST', '/api/auth/token?grant_type=password', { email, password });
  const { secret } = await call(appUrl, 'POST', '/api/auth/mfa/totp', {}, token);
  await call(appUrl, 'POST', '/api/auth/mfa/totp/confirm', { code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() }, token);
  return token;
}

/** The address of the bench's n-th shopper, from a range kept for benchmarks (198.18.0.0/15). */
export function shopperAddress(n) {
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/**
 * `count` shoppers of their own (`bench-<name>-…`, address verified), each signed up from its own
 * address (shopperAddress), side by side; answers their access tokens. Checkouts spread over them are
 * those of different people, as in a shop: the limits then sum each shopper's few orders, not a whole run's.
 */
export async function benchShopperTokens(appUrl, db, name, count) {
  const password = 'Bench-account-1';
  const emails = Array.from({ length: count }, () => `bench-${name}-${randomUUID()}@keyshop.test`);
  await Promise.all(emails.map((email, n) => call(appUrl, 'POST', '/api/auth/signup', { email, password, ageConfirmed: true, termsAccepted: true }, undefined, shopperAddress(n))));
  await db.query(`UPDATE users SET email_verified_at = now() WHERE lower(email) = ANY($1::text[])`, [emails.map((email) => email.toLowerCase())]);
  const signedIn = await Promise.all(emails.map((email, n) => call(appUrl, 'POST', '/api/auth/token?grant_type=password', { email, password }, undefined, shopperAddress(n))));
  return signedIn.map((answer) => answer.access_token);
}
