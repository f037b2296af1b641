import { InvalidEnvironmentError, parseEnvironment } from './environment.js';
import { loadConfig } from './load-config.js';

const WHOLESALER = {
  WHOLESALER_URL: 'https://sandbox.codeswholesale.test/',
  WHOLESALER_CLIENT_ID: 'client',
  WHOLESALER_CLIENT_SECRET: 'secret',
  WHOLESALER_DAILY_SPEND_CAP_CENTS: '50000',
};

describe('wholesaler configuration', () => {
  it('is off when nothing is set', () => {
    expect(loadConfig({}).wholesaler).toBeNull();
  });

  it('reads the URL, the client credentials and the daily spend cap', () => {
    expect(loadConfig(WHOLESALER).wholesaler).toEqual({ url: 'https://sandbox.codeswholesale.test', clientId: 'client', clientSecret: 'secret', dailySpendCapCents: 50_000, timeoutMs: 15_000 });
  });

  it.each(Object.keys(WHOLESALER))('refuses to start with all but %s', (left) => {
    const env = Object.fromEntries(Object.entries(WHOLESALER).filter(([name]) => name !== left));
    expect(() => parseEnvironment(env)).toThrow(InvalidEnvironmentError);
    expect(() => parseEnvironment(env)).toThrow(`${left} must be set too: restocking from the wholesaler needs all of`);
  });

  it.each([
    ['WHOLESALER_DAILY_SPEND_CAP_CENTS', '0'],
    ['WHOLESALER_DAILY_SPEND_CAP_CENTS', '12.5'],
    ['WHOLESALER_URL', 'ftp://wholesaler.test'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => parseEnvironment({ ...WHOLESALER, [name]: value })).toThrow(InvalidEnvironmentError);
  });
});
