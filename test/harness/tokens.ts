import jwt from 'jsonwebtoken';
import { DEVELOPMENT_SECRETS } from '../../src/config/environment.js';
import type { TestDatabase } from './test-database.js';

type Role = 'admin' | 'customer';

/**
 * An account and a live session of each role that every test database holds (startTestApp adds
 * them), so that a test can call an endpoint as an admin or a customer without signing in.
 */
export const FIXTURE_ACCOUNTS: Record<Role, { userId: string; sessionId: string; email: string }> = {
  admin: { userId: '00000000-0000-4000-8000-00000000a001', sessionId: '00000000-0000-4000-8000-00000000a002', email: 'fixture-admin@keyshop.test' },
  customer: { userId: '00000000-0000-4000-8000-00000000c001', sessionId: '00000000-0000-4000-8000-00000000c002', email: 'fixture-customer@keyshop.test' },
};

/** Adds the fixture accounts, their addresses verified, and their sessions (no password signs in to them); the admin's session has proved a second factor, as admin sessions must. */
export async function insertFixtureAccounts(db: TestDatabase): Promise<void> {
  for (const [role, account] of Object.entries(FIXTURE_ACCOUNTS)) {
    await db.query(`INSERT INTO users (id, email, password_hash, role, email_verified_at) VALUES ($1, $2, 'none', $3, now()) ON CONFLICT DO NOTHING`, [account.userId, account.email, role]);
    await db.query(
      `INSERT INTO sessions (id, user_id, expires_at, aal, second_factor_at) VALUES ($1, $2, now() + interval '1 day', $3::smallint, CASE WHEN $3::smallint = 2 THEN now() END) ON CONFLICT DO NOTHING`,
      [account.sessionId, account.userId, role === 'admin' ? 2 : 1],
    );
  }
}

/** An access token of the role's fixture session, signed with the development JWT_SECRET, for `Authorization: Bearer`. */
export function accessToken(role: Role): string {
  return sessionAccessToken(FIXTURE_ACCOUNTS[role], role);
}

/**
 * An access token for a session that the test wrote into the database itself, signed with `secret`
 * (the development JWT_SECRET unless given); an admin's carries `aal` 2, and its session row must say so too.
 */
export function sessionAccessToken(account: { userId: string; sessionId: string; email: string }, role: Role = 'customer', secret: string = DEVELOPMENT_SECRETS.JWT_SECRET): string {
  return jwt.sign({ sub: account.userId, email: account.email, role, sid: account.sessionId, aal: role === 'admin' ? 2 : 1 }, secret, {
    algorithm: 'HS256',
    expiresIn: '15m',
  });
}
