import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { InvalidEnvironmentError } from '../../src/config/environment.js';
import { loadConfig } from '../../src/config/load-config.js';
import { waitFor } from '../harness/processes.js';
import { startTestApp, TestApp } from '../harness/test-app.js';

/**
 * Which address a request counts as, for the per-address limits: the proxies named by TRUST_PROXY
 * are believed, nobody else. The sign-up limit (one per address here) makes the address visible.
 */
const signUp = (app: TestApp, forwardedFor: string) =>
  request(app.url)
    .post('/api/auth/signup')
    .set('x-forwarded-for', forwardedFor)
    .send({ email: `proxy-${randomUUID()}@keyshop.test`, password: 'Keyshop-proxy-1', ageConfirmed: true, termsAccepted: true });

describe('TRUST_PROXY', () => {
  it('reads false, true, a number of proxies, or their addresses, and names anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    for (const value of ['yes', '0', 'proxy.example', '10.0.0.0/8;rm']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(InvalidEnvironmentError);
    }
  });

  describe('with the one proxy in front (TRUST_PROXY=1)', () => {
    let app: TestApp;
    beforeAll(async () => (app = await startTestApp({ TRUST_PROXY: '1', SIGN_UP_LIMIT_PER_IP: '1' })));
    afterAll(async () => app?.close());

    it('counts the address the proxy saw, whatever the shopper wrote before it', async () => {
      await signUp(app, '203.0.113.9, 198.51.100.7').expect(200);
      // The same shopper behind the proxy, with a made-up address of its own in front.
      const refused = await signUp(app, '203.0.113.77, 198.51.100.7').expect(429);
      expect(refused.body.code).toBe('over_request_rate_limit');
      await signUp(app, '203.0.113.9, 198.51.100.8').expect(200);
    });
  });

  describe('off (TRUST_PROXY=false) behind a proxy', () => {
    let app: TestApp;
    beforeAll(async () => (app = await startTestApp({ TRUST_PROXY: 'false', SIGN_UP_LIMIT_PER_IP: '1' })));
    afterAll(async () => app?.close());

    it('counts every shopper as the proxy, and says once in the log how to fix it', async () => {
      await signUp(app, '198.51.100.20').expect(200);
      await signUp(app, '198.51.100.21').expect(429);
      const hint = 'Requests arrive with X-Forwarded-For but TRUST_PROXY is false';
      await waitFor('the proxy warning in the log', async () => app.process.output().includes(hint) || undefined);
      expect(app.process.output().split(hint)).toHaveLength(2);
    });
  });
});
