import { randomUUID } from 'node:crypto';
import { signUp } from './accounts.js';
import type { TestDatabase } from './test-database.js';
import { sessionAccessToken } from './tokens.js';

export interface Shopper {
  email: string;
  accessToken: string;
  auth: { authorization: string };
}

/** Signs a new shopper up through the API, their address verified, and returns their bearer token. */
export async function signUpShopper(url: string): Promise<Shopper> {
  const account = await signUp(url, { email: `shopper-${randomUUID()}@keyshop.test`, password: 'Keyshop-test-1' });
  return { email: account.email, accessToken: account.accessToken, auth: account.bearer };
}

/**
 * `count` shoppers written straight into the database with a live session each, for tests that need
 * many distinct accounts at once (signing up hashes a password per account, which takes a while).
 */
export async function insertShoppers(db: TestDatabase, count: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let index = 0; index < count; index++) {
    const account = { userId: randomUUID(), sessionId: randomUUID(), email: `bulk-${randomUUID()}@keyshop.test` };
    await db.query(`INSERT INTO users (id, email, password_hash, email_verified_at) VALUES ($1, $2, 'none', now())`, [account.userId, account.email]);
    await db.query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [account.sessionId, account.userId]);
    const token = sessionAccessToken(account);
    shoppers.push({ email: account.email, accessToken: token, auth: { authorization: `Bearer ${token}` } });
  }
  return shoppers;
}
