import type { Seeder } from '../../database/seed.js';
import { PasswordHasher } from '../password-hasher.js';
import { checkPassword } from '../password-policy.js';
import { TotpSecretCipher } from '../totp-secret-cipher.js';

export const DEV_ADMIN_EMAIL = 'admin@keyshop.local';
export const DEV_SHOPPER_EMAIL = 'shopper@keyshop.local';
export const DEV_SHOPPER_PASSWORD = 'keyshop-shopper-1';
/**
 * The authenticator secret of the development administrator, published in the README so that the
 * demo's admin can sign in (administrators need two factors). Never seeded in production.
 */
export const DEV_ADMIN_TOTP_SECRET = 'KEYSHOPDEMOADMINTOTPSECRET234567';

/**
 * Accounts to try the store with: an administrator (password SEED_ADMIN_PASSWORD, authenticator
 * secret DEV_ADMIN_TOTP_SECRET) outside production, and a shopper in development, their addresses
 * verified. An existing account is left as it is, but an administrator without an authenticator gets
 * the demo's; production gets no account.
 */
export const accountsSeeder: Seeder = {
  name: 'accounts',
  async run({ dataSource, config }) {
    if (config.isProduction) return 'none in production';
    const accounts: { email: string; password: string; role: 'admin' | 'customer' }[] = [
      { email: DEV_ADMIN_EMAIL, password: config.auth.seedAdminPassword, role: 'admin' },
    ];
    if (config.nodeEnv === 'development') accounts.push({ email: DEV_SHOPPER_EMAIL, password: DEV_SHOPPER_PASSWORD, role: 'customer' });

    const hasher = new PasswordHasher();
    const added: string[] = [];
    for (const account of accounts) {
      const check = checkPassword(account.password);
      if (check.reasons.length > 0) throw new Error(`The password for ${account.email} is refused: ${check.messages.join(' ')}`);
      const [exists] = await dataSource.query(`SELECT 1 FROM users WHERE lower(email) = lower($1)`, [account.email]);
      if (exists) continue;
      const inserted = await dataSource.query(
        `INSERT INTO users (email, password_hash, role, age_confirmed_at, terms_accepted_at, email_verified_at)
         VALUES ($1, $2, $3, now(), now(), now()) ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
        [account.email, await hasher.hash(account.password), account.role],
      );
      if (inserted.length) added.push(`${account.email} (${account.role})`);
    }
    await dataSource.query(
      `INSERT INTO totp_factors (user_id, secret_sealed, confirmed_at)
       SELECT id, $2, now() FROM users WHERE lower(email) = lower($1) ON CONFLICT (user_id) DO NOTHING`,
      [DEV_ADMIN_EMAIL, new TotpSecretCipher(config).seal(DEV_ADMIN_TOTP_SECRET)],
    );
    return added.length ? `added ${added.join(', ')}` : 'accounts already there';
  },
};
