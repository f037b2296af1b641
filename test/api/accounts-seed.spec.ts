import type { DataSource } from 'typeorm';
import { accountsSeeder, DEV_ADMIN_TOTP_SECRET } from '../../src/auth/seed/accounts.seeder.js';
import { TotpSecretCipher } from '../../src/auth/totp-secret-cipher.js';
import { PasswordHasher } from '../../src/auth/password-hasher.js';
import { loadConfig } from '../../src/config/load-config.js';
import { createTestDatabase, TestDatabase } from '../harness/test-database.js';

describe('accounts seed', () => {
  let db: TestDatabase;
  const dataSource = () => ({ query: (sql: string, params?: unknown[]) => db.query(sql, params) }) as unknown as DataSource;
  const accounts = async () =>
    (await db.query<{ email: string; role: string; password_hash: string }>(`SELECT email, role, password_hash FROM users WHERE email LIKE '%@keyshop.local' ORDER BY email`));
  beforeEach(async () => {
    db = await createTestDatabase();
    await db.query(`DELETE FROM users WHERE email LIKE '%@keyshop.local'`);
  });
  afterEach(async () => db.drop());

  it('creates the admin and the shopper in development, once', async () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(await accountsSeeder.run({ dataSource: dataSource(), config })).toBe('added admin@keyshop.local (admin), shopper@keyshop.local (customer)');
    expect(await accountsSeeder.run({ dataSource: dataSource(), config })).toBe('accounts already there');
    const [admin, shopper] = await accounts();
    expect([admin.email, admin.role, shopper.email, shopper.role]).toEqual(['admin@keyshop.local', 'admin', 'shopper@keyshop.local', 'customer']);
    const hasher = new PasswordHasher();
    expect(await hasher.verify(admin.password_hash, 'keyshop-admin-1')).toBe(true);
    expect(await hasher.verify(shopper.password_hash, 'keyshop-shopper-1')).toBe(true);
  });

  it("enrols the admin with the README's authenticator secret, sealed, so that the demo's admin pages can be used", async () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    await accountsSeeder.run({ dataSource: dataSource(), config });
    const [factor] = await db.query<{ secret_sealed: Buffer; confirmed_at: Date | null }>(
      `SELECT f.secret_sealed, f.confirmed_at FROM totp_factors f JOIN users u ON u.id = f.user_id WHERE u.email = 'admin@keyshop.local'`,
    );
    expect(factor.confirmed_at).toEqual(expect.any(Date));
    expect(factor.secret_sealed.toString('latin1')).not.toContain(DEV_ADMIN_TOTP_SECRET);
    expect(new TotpSecretCipher(config).open(factor.secret_sealed)).toBe(DEV_ADMIN_TOTP_SECRET);
  });

  it('takes the admin password from SEED_ADMIN_PASSWORD and seeds no shopper outside development', async () => {
    await accountsSeeder.run({ dataSource: dataSource(), config: loadConfig({ NODE_ENV: 'test', SEED_ADMIN_PASSWORD: 'another4secret' }) });
    const seeded = await accounts();
    expect(seeded.map((a) => a.email)).toEqual(['admin@keyshop.local']);
    expect(await new PasswordHasher().verify(seeded[0].password_hash, 'another4secret')).toBe(true);
  });

  it('refuses a weak SEED_ADMIN_PASSWORD', async () => {
    await expect(accountsSeeder.run({ dataSource: dataSource(), config: loadConfig({ NODE_ENV: 'test', SEED_ADMIN_PASSWORD: 'password123' }) })).rejects.toThrow(
      /password for admin@keyshop.local is refused/,
    );
  });

  it('creates no account in production', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'development' }), nodeEnv: 'production' as const, isProduction: true };
    expect(await accountsSeeder.run({ dataSource: dataSource(), config })).toBe('none in production');
    expect(await accounts()).toEqual([]);
  });
});
