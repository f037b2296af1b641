import { DomainError } from '../common/errors/domain-error.js';
import { InvalidEnvironmentError, parseEnvironment } from '../config/environment.js';
import { loadConfig } from '../config/load-config.js';
import { checkMetricsAccess } from './metrics-access.js';

const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), KEY_ENCRYPTION_KEY: 'ab'.repeat(32), ALLOW_BUILTIN_GATEWAY: 'true', PUBLIC_URL: 'https://shop.example.com', ALLOW_NO_SMTP: 'true' };
const TOKEN = 'a-scrape-token-of-our-own';

/** The kind of refusal a scrape gets, or 'allowed'. */
function outcome(access: ReturnType<typeof loadConfig>['metrics'], authorization?: string): string {
  try {
    checkMetricsAccess(access, authorization);
    return 'allowed';
  } catch (error) {
    return (error as DomainError).kind;
  }
}

describe('who may scrape /metrics', () => {
  it('is off in production without METRICS_TOKEN: every scrape is a 404', () => {
    const { metrics } = loadConfig(production);
    expect(metrics).toBe('off');
    expect(outcome(metrics)).toBe('not_found');
    expect(outcome(metrics, 'Bearer anything')).toBe('not_found');
  });

  it('is open outside production without METRICS_TOKEN (HTTP listens on this machine only there)', () => {
    expect(outcome(loadConfig({}).metrics)).toBe('allowed');
  });

  it('needs the bearer token once METRICS_TOKEN is set, in production or not', () => {
    for (const env of [{ METRICS_TOKEN: TOKEN }, { ...production, METRICS_TOKEN: TOKEN }]) {
      const { metrics } = loadConfig(env);
      expect(outcome(metrics, `Bearer ${TOKEN}`)).toBe('allowed');
      expect(outcome(metrics)).toBe('unauthorized');
      expect(outcome(metrics, TOKEN)).toBe('unauthorized');
      expect(outcome(metrics, `Bearer ${TOKEN.slice(1)}`)).toBe('unauthorized');
    }
  });

  it('refuses a METRICS_TOKEN shorter than 16 characters', () => {
    expect(() => parseEnvironment({ METRICS_TOKEN: 'short' })).toThrow(InvalidEnvironmentError);
  });
});
