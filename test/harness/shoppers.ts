import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { TestDatabase } from './test-database.js';
import { sessionAccessToken } from './tokens.js';

export interface Shopper {
  email: string;
  accessToken: string;
  auth: { authorization: string };
}

/** Signs a new shopper up through the API and returns their bearer token. */
export async function signUpShopper(url: string): Promise<Shopper> {
  const email = `shopper-${randomUUID()}@keyshop.test`;
  const res = await request(url)
    .post('/api/auth/signup')
    .send({ email, password: 'Keyshop-test-1', ageConfirmed: true, termsAccepted: true })
    .expect(201);
  return { email, accessToken: res.body.access_token, auth: { authorization: `Bearer ${res.body.access_token}` } };
}

/**
 * `count` shoppers written straight into the database with a live session each, for tests that need
 * many distinct accounts at once (signing up hashes a password per account, which takes a while).
 */
export async function insertShoppers(db: TestDatabase, count: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let index = 0; index < count; index++) {
    const account = { userId: randomUUID(), sessionId: randomUUID(), email: `bulk-${randomUUID()}@keyshop.test` };
    await db.query(`INSERT INTO users (id, email, password_hash) VALUES ($1, $2, 'none')`, [account.userId, account.email]);
    await db.query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [account.sessionId, account.userId]);
    const token = sessionAccessToken(account);
    shoppers.push({ email: account.email, accessToken: token, auth: { authorization: `Bearer ${token}` } });
  }
  return shoppers;
}
