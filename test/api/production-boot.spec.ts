import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { logLines } from '../harness/log-lines.js';
import { startProcess } from '../harness/processes.js';
import { startTestApp } from '../harness/test-app.js';
import { productionEnv } from '../harness/production-env.js';

/** A production configuration complete but for what each test leaves out. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
  KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  ALLOW_BUILTIN_GATEWAY: 'true',
  PUBLIC_URL: 'https://shop.example.com',
  SMTP_URL: 'smtp://mail.example.com:587',
  LOG_LEVEL: 'silent',
  PORT: '1',
};

async function boot(env: Record<string, string>): Promise<{ code: number; output: string }> {
  const app = startProcess('node', ['dist/src/main.js'], env);
  const [code] = (await once(app.child, 'exit')) as [number];
  return { code, output: app.output() };
}

describe('production boot', () => {
  it('refuses to start without SMTP_URL, naming it and the demo opt-out, in one JSON line without a stack trace', async () => {
    const { code, output } = await boot({ ...PRODUCTION, SMTP_URL: '' });
    expect(code).toBe(1);
    expect(logLines(output).map((line) => line.msg)).toEqual([
      'Invalid configuration: SMTP_URL must be set when NODE_ENV=production (without it no mail, keys included, leaves the store): your SMTP server, or ALLOW_NO_SMTP=true for a demo',
    ]);
  });

  it('refuses to start without PUBLIC_URL, naming it', async () => {
    const { code, output } = await boot({ ...PRODUCTION, PUBLIC_URL: '' });
    expect(code).toBe(1);
    expect(logLines(output).map((line) => line.msg)).toEqual(['Invalid configuration: PUBLIC_URL must be set when NODE_ENV=production: the address shoppers use, e.g. https://shop.example.com']);
  });
});

describe('the API documentation in production', () => {
  const production = productionEnv();

  it('is not served by default, and is with API_DOCS=true', async () => {
    const closed = await startTestApp(production);
    try {
      expect((await request(closed.url).get('/api/docs')).status).toBe(404);
      expect((await request(closed.url).get('/api/docs-json')).status).toBe(404);
      // The store itself runs: it is only the map of the API that is withheld.
      expect((await request(closed.url).get('/api/categories')).status).toBe(200);
    } finally {
      await closed.close();
    }
    const open = await startTestApp({ ...production, API_DOCS: 'true' });
    try {
      const page = await request(open.url).get('/api/docs').redirects(1);
      expect(page.status).toBe(200);
      expect(page.text).toContain('swagger-ui');
      expect((await request(open.url).get('/api/docs-json')).body.openapi).toMatch(/^3\./);
    } finally {
      await open.close();
    }
  });
});
