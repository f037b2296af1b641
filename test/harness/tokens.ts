import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { DEVELOPMENT_SECRETS } from '../../src/config/environment.js';

/** An access token the spawned app accepts (signed with the development JWT_SECRET), for `Authorization: Bearer`. */
export function accessToken(role: 'admin' | 'customer', claims: { sub?: string; email?: string } = {}): string {
  return jwt.sign(
    { sub: claims.sub ?? randomUUID(), email: claims.email ?? `${role}@keyshop.test`, role },
    DEVELOPMENT_SECRETS.JWT_SECRET,
    { algorithm: 'HS256', expiresIn: '15m' },
  );
}
