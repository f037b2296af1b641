import { InvalidEnvironmentError, parseEnvironment } from '../../src/config/environment.js';
import { loadConfig } from '../../src/config/load-config.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseEnvironment(env);
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) return error.problems;
    throw error;
  }
  return [];
}

/** What every production configuration needs besides its secrets and payment mode. */
const PRODUCTION_BASICS = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com', SMTP_URL: 'smtp://mail.example.com:587' };

describe('configuration', () => {
  it('runs on its defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, role: 'all', runsHttp: true, runsWorkers: true, nodeEnv: 'development' });
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/keyshop');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.keyEncryptionKey).toHaveLength(32);
  });

  it('decides what runs from APP_ROLE', () => {
    expect(loadConfig({ APP_ROLE: 'web' })).toMatchObject({ runsHttp: true, runsWorkers: false });
    expect(loadConfig({ APP_ROLE: 'worker' })).toMatchObject({ runsHttp: false, runsWorkers: true });
  });

  it('sizes the database pool from DATABASE_POOL_SIZE', () => {
    expect(loadConfig({}).databasePoolSize).toBe(8);
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
  });

  it('names each malformed variable', () => {
    const problems = problemsOf({ PORT: 'abc', APP_ROLE: 'boss', DATABASE_URL: 'mysql://x', DATABASE_POOL_SIZE: '0', KEY_ENCRYPTION_KEY: 'short' });
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT must be a whole number between 1 and 65535',
        expect.stringContaining('APP_ROLE'),
        expect.stringContaining('DATABASE_URL'),
        'DATABASE_POOL_SIZE must be a whole number from 1 to 200',
        'KEY_ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes)',
      ]),
    );
    expect(problems).toHaveLength(5);
  });

  it('refuses the development secrets in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(
      expect.arrayContaining([
        'JWT_SECRET must be set to a secret of your own when NODE_ENV=production',
        'KEY_ENCRYPTION_KEY must be set to a secret of your own when NODE_ENV=production',
      ]),
    );
    const own = { ...PRODUCTION_BASICS, JWT_SECRET: 'x'.repeat(40), KEY_ENCRYPTION_KEY: 'ab'.repeat(32), ALLOW_BUILTIN_GATEWAY: 'true' };
    expect(problemsOf(own)).toEqual([]);
  });

  it('refuses the built-in test gateway in production unless a demo allows it', () => {
    const secrets = { ...PRODUCTION_BASICS, JWT_SECRET: 'x'.repeat(40), KEY_ENCRYPTION_KEY: 'ab'.repeat(32) };
    expect(problemsOf(secrets)).toEqual([expect.stringContaining('PAYFAST_MODE=builtin')]);
  });

  it('listens on this machine only outside production, on every interface in production, unless HOST says otherwise', () => {
    const production = { ...PRODUCTION_BASICS, JWT_SECRET: 'x'.repeat(40), KEY_ENCRYPTION_KEY: 'ab'.repeat(32), ALLOW_BUILTIN_GATEWAY: 'true' };
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('refuses PayFast’s sandbox in production unless a demo allows it', () => {
    const secrets = { ...PRODUCTION_BASICS, JWT_SECRET: 'x'.repeat(40), KEY_ENCRYPTION_KEY: 'ab'.repeat(32), PAYFAST_MODE: 'sandbox' };
    expect(problemsOf(secrets)).toEqual([
      'PAYFAST_MODE=sandbox is PayFast’s test site (sandbox.payfast.co.za), where no money moves: set PAYFAST_MODE=live with your merchant credentials when NODE_ENV=production, or ALLOW_SANDBOX_PAYMENTS=true for a demo',
    ]);
    expect(problemsOf({ ...secrets, ALLOW_SANDBOX_PAYMENTS: 'true' })).toEqual([]);
    // The built-in gateway's permission is not the sandbox's.
    expect(problemsOf({ ...secrets, ALLOW_BUILTIN_GATEWAY: 'true' })).toHaveLength(1);
    expect(problemsOf({ ...secrets, ALLOW_SANDBOX_PAYMENTS: 'yes' })).toContain('ALLOW_SANDBOX_PAYMENTS must be true or false');
    expect(problemsOf({ PAYFAST_MODE: 'sandbox' })).toEqual([]);
  });

  it('refuses production without PUBLIC_URL or SMTP_URL, unless a demo opts out of mail', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), KEY_ENCRYPTION_KEY: 'ab'.repeat(32), ALLOW_BUILTIN_GATEWAY: 'true' };
    expect(problemsOf(production)).toEqual([
      'PUBLIC_URL must be set when NODE_ENV=production: the address shoppers use, e.g. https://shop.example.com',
      'SMTP_URL must be set when NODE_ENV=production (without it no mail, keys included, leaves the store): your SMTP server, or ALLOW_NO_SMTP=true for a demo',
    ]);
    expect(problemsOf({ ...production, PUBLIC_URL: 'https://shop.example.com', ALLOW_NO_SMTP: 'true' })).toEqual([]);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://shop.example.com', ALLOW_NO_SMTP: 'true' }).mail.smtpUrl).toBeNull();
    expect(problemsOf({ ...production, PUBLIC_URL: 'https://shop.example.com', ALLOW_NO_SMTP: 'yes' })).toEqual(['ALLOW_NO_SMTP must be true or false', expect.stringContaining('SMTP_URL must be set')]);
    // Outside production the outbox is the mailbox, and PUBLIC_URL follows PORT.
    expect(problemsOf({ NODE_ENV: 'test' })).toEqual([]);
  });

  it('serves the API documentation outside production, and in production only with API_DOCS=true', () => {
    const production = { ...PRODUCTION_BASICS, JWT_SECRET: 'x'.repeat(40), KEY_ENCRYPTION_KEY: 'ab'.repeat(32), ALLOW_BUILTIN_GATEWAY: 'true' };
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(problemsOf({ API_DOCS: 'on' })).toEqual(['API_DOCS must be true or false']);
  });
});
