import { createHash, randomInt, randomUUID } from 'node:crypto';
import request, { Response } from 'supertest';

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

/** Signs a new person up through the API, from an address of their own, so per-address limits never collide. */
export async function signUp(url: string, over: Record<string, unknown> = {}): Promise<Account> {
  const body = { email: newEmail(), password: PASSWORD, ageConfirmed: true, termsAccepted: true, ...over };
  const res = await request(url).post('/api/auth/signup').set('x-forwarded-for', newIp()).send(body).expect(201);
  return accountOf(res, body.email as string, body.password as string);
}

/** Signs in with the password: one more session of the same person. */
export async function signIn(url: string, email: string, password: string, ip = newIp()): Promise<Account> {
  const res = await request(url).post('/api/auth/token?grant_type=password').set('x-forwarded-for', ip).send({ email, password }).expect(200);
  return accountOf(res, email, password);
}

export function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
