import { randomBytes } from 'node:crypto';
import { DEVELOPMENT_SECRETS } from '../../src/config/environment.js';

/**
 * What a store in production mode requires, with secrets of its own: the demo gateway and no SMTP are
 * allowed explicitly, and the development key stays a previous master key, since the test database's
 * data keys are wrapped under it.
 */
export function productionEnv() {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    KEY_ENCRYPTION_KEYS_PREVIOUS: DEVELOPMENT_SECRETS.KEY_ENCRYPTION_KEY,
    ALLOW_BUILTIN_GATEWAY: 'true',
    ALLOW_NO_SMTP: 'true',
  };
}
