import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import request, { Response } from 'supertest';
import { waitFor } from './processes.js';
import { testDatabaseOf } from './test-app.js';
import type { TestDatabase } from './test-database.js';

export const PASSWORD = 'correct4horse';

export function newEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID()}@keyshop.test`;
}

/** A client address of the test's own (the app trusts X-Forwarded-For), so per-IP limits never collide. */
export function newIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export interface SetCookie {
  value: string;
  attributes: string[];
}

/** The cookies a response sets, by name. */
export function setCookies(res: Response): Record<string, SetCookie> {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  return Object.fromEntries(
    (header ?? []).map((line) => {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      return [pair.slice(0, at), { value: decodeURIComponent(pair.slice(at + 1)), attributes }];
    }),
  );
}

export interface Account {
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  userId: string;
  /** `Authorization: Bearer …` for supertest's `.set()`. */
  bearer: { authorization: string };
  /** The session cookies as a browser sends them. */
  cookie: string;
}

export function accountOf(res: Response, email: string, password: string): Account {
  const { access_token: accessToken, refresh_token: refreshToken, user } = res.body;
  return {
    email,
    password,
    accessToken,
    refreshToken,
    userId: user.id,
    bearer: { authorization: `Bearer ${accessToken}` },
    cookie: `access_token=${accessToken}; refresh_token=${refreshToken}`,
  };
}

/** Signs a new person up through the API, from an address of their own, so per-address limits never collide; answers the sign-up's reply, which starts no session. */
export async function signUpUnverified(url: string, over: Record<string, unknown> = {}): Promise<{ email: string; password: string; res: Response }> {
  const body = { email: newEmail(), password: PASSWORD, ageConfirmed: true, termsAccepted: true, ...over };
  const res = await request(url).post('/api/auth/signup').set('x-forwarded-for', newIp()).send(body).expect(200);
  return { email: body.email as string, password: body.password as string, res };
}

/**
 * Signs a new person up, verifies their address and signs them in: an account that can check out.
 * The address is verified by a harness step in the app's database (following the mailed link is what
 * the e-mail verification tests do), since the link leaves the outbox once an SMTP server took the mail.
 */
export async function signUp(url: string, over: Record<string, unknown> = {}): Promise<Account> {
  const { email, password } = await signUpUnverified(url, over);
  await markEmailVerified(url, email);
  return signIn(url, email, password);
}

/** The harness step that stands for following the verification link. */
export async function markEmailVerified(url: string, email: string): Promise<void> {
  const verified = await testDatabaseOf(url).query(`UPDATE users SET email_verified_at = now() WHERE lower(email) = lower($1) RETURNING id`, [email]);
  if (verified.length !== 1) throw new Error(`No account ${email} to verify`);
}

/** Signs in with the password: one more session of the same person. */
export async function signIn(url: string, email: string, password: string, ip = newIp()): Promise<Account> {
  const res = await request(url).post('/api/auth/token?grant_type=password').set('x-forwarded-for', ip).send({ email, password }).expect(200);
  return accountOf(res, email, password);
}

export function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * The token of the latest verification link mailed to `email`, read from the app's outbox as the
 * development mailbox shows it (an app without SMTP keeps the link after sending).
 */
export async function verificationToken(app: { db: TestDatabase }, email: string): Promise<string> {
  const url = await waitFor(`a verification link for ${email}`, async () => {
    const [mail] = await app.db.query<{ payload: { verifyUrl: string | null } }>(
      `SELECT payload FROM mail_outbox WHERE lower(recipient) = lower($1) AND template = 'email_verification' ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    return mail?.payload.verifyUrl ?? undefined;
  });
  return new URL(url).searchParams.get('token') as string;
}

/** A verification link of the account written straight into the app's database, for apps whose outbox forgets links once sent (production, SMTP). */
export async function newVerificationToken(db: TestDatabase, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const rows = await db.query(
    `INSERT INTO email_verification_tokens (user_id, token_hash, expires_at) SELECT id, $2, now() + interval '1 hour' FROM users WHERE lower(email) = lower($1) RETURNING id`,
    [email, sha256(token)],
  );
  if (rows.length !== 1) throw new Error(`No account ${email} to verify`);
  return token;
}
