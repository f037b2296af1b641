import { InvalidEnvironmentError, parseEnvironment } from './environment.js';
import { loadConfig } from './load-config.js';

describe('accounts configuration', () => {
  it('has defaults: 15-minute access tokens, 30-day sessions, 10-minute sign-in codes, step-up after 10 minutes or above €50 of credit, 10 sign-ups an hour per address, no admin e-mails', () => {
    expect(loadConfig({}).auth).toEqual({
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
      refreshTokenReuseSeconds: 10,
      signInCodeTtlSeconds: 600,
      stepUpMaxAgeSeconds: 600,
      stepUpCreditAboveCents: 5_000,
      signUpsPerIpPerHour: 10,
      emailVerificationTtlSeconds: 86_400,
      adminEmails: [],
      seedAdminPassword: 'keyshop-admin-1',
    });
  });

  it('reads the lifetimes and the admin e-mails, lower-cased', () => {
    const { auth } = loadConfig({ ACCESS_TOKEN_TTL: '60', REFRESH_TOKEN_TTL: '3600', SIGN_IN_CODE_TTL: '300', ADMIN_EMAILS: ' Boss@Example.com ,ops@example.com,' });
    expect(auth).toMatchObject({ accessTokenTtlSeconds: 60, refreshTokenTtlSeconds: 3600, signInCodeTtlSeconds: 300, adminEmails: ['boss@example.com', 'ops@example.com'] });
  });

  it('reads EMAIL_VERIFICATION_TTL_HOURS and refuses one outside 1 to 720 hours', () => {
    expect(loadConfig({ EMAIL_VERIFICATION_TTL_HOURS: '2' }).auth.emailVerificationTtlSeconds).toBe(7200);
    expect(() => parseEnvironment({ EMAIL_VERIFICATION_TTL_HOURS: '0' })).toThrow(InvalidEnvironmentError);
    expect(() => parseEnvironment({ EMAIL_VERIFICATION_TTL_HOURS: '721' })).toThrow(InvalidEnvironmentError);
  });

  it('reads SIGN_UP_LIMIT_PER_IP and refuses one that is not a whole number from 1', () => {
    expect(loadConfig({ SIGN_UP_LIMIT_PER_IP: '3' }).auth.signUpsPerIpPerHour).toBe(3);
    expect(() => parseEnvironment({ SIGN_UP_LIMIT_PER_IP: '0' })).toThrow(InvalidEnvironmentError);
  });

  it('names malformed values', () => {
    try {
      parseEnvironment({ ACCESS_TOKEN_TTL: 'soon', REFRESH_TOKEN_TTL: '5', SIGN_IN_CODE_TTL: '30', ADMIN_EMAILS: 'boss@example.com, nobody' });
      throw new Error('expected a rejection');
    } catch (error) {
      expect((error as InvalidEnvironmentError).problems).toEqual([
        'ACCESS_TOKEN_TTL must be a whole number of seconds between 1 and 86400',
        'REFRESH_TOKEN_TTL must be a whole number of seconds between 60 and 31536000',
        'SIGN_IN_CODE_TTL must be a whole number of seconds between 60 and 3600',
        'ADMIN_EMAILS must be e-mail addresses separated by commas, not "nobody"',
      ]);
    }
  });
});
