import { InvalidEnvironmentError, parseEnvironment } from './environment.js';
import { loadConfig } from './load-config.js';

describe('shutdown drain configuration', () => {
  it('drains 5 s by default in production and not at all elsewhere', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), KEY_ENCRYPTION_KEY: 'ab'.repeat(32), ALLOW_BUILTIN_GATEWAY: 'true', PUBLIC_URL: 'https://shop.example.com', ALLOW_NO_SMTP: 'true' };
    expect(loadConfig(production).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '1500' }).shutdownDrainMs).toBe(1500);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '' }).shutdownDrainMs).toBe(0);
  });

  it.each(['-1', 'soon', '120001', '2.5'])('refuses to start when SHUTDOWN_DRAIN_MS is %j', (value) => {
    expect(() => parseEnvironment({ SHUTDOWN_DRAIN_MS: value })).toThrow(InvalidEnvironmentError);
    expect(() => parseEnvironment({ SHUTDOWN_DRAIN_MS: value })).toThrow('SHUTDOWN_DRAIN_MS must be a whole number of milliseconds between 0 and 120000');
  });
});
