import { networkInterfaces } from 'node:os';
import request from 'supertest';
import { startTestApp, TestApp } from '../harness/test-app.js';

/** An address of this machine that is not loopback (its own network interface), if it has one. */
const machineAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
const withMachineAddress = machineAddress ? it : it.skip;

const portOf = (sut: TestApp) => new URL(sut.url).port;

describe('development mailbox', () => {
  let sut: TestApp;
  beforeAll(async () => {
    // Listening on every interface, as behind a proxy or with HOST set: the mailbox itself must refuse.
    sut = await startTestApp({ HOST: '0.0.0.0' });
  });
  afterAll(async () => sut.close());

  it('answers a browser on this machine', async () => {
    const res = await request(sut.url).get('/dev/mailbox').expect(200);
    expect(res.text).toContain('Development mailbox');
  });

  withMachineAddress('refuses a client on another address, whatever X-Forwarded-For it sends', async () => {
    const remote = `http://${machineAddress}:${portOf(sut)}`;
    const res = await request(remote).get('/dev/mailbox').expect(403);
    expect(res.body).toMatchObject({ code: 'local_only', message: 'This development page answers only on the machine the store runs on.' });
    await request(remote).get('/dev/mailbox').set('x-forwarded-for', '127.0.0.1').expect(403);
    await request(remote).get('/dev/mailbox/00000000-0000-4000-8000-000000000000').set('x-forwarded-for', '::1').expect(403);
  });

  it('refuses a request a proxy on this machine forwards for another client (TRUST_PROXY=true)', async () => {
    await request(sut.url).get('/dev/mailbox').set('x-forwarded-for', '203.0.113.9').expect(403);
    await request(sut.url).get('/dev/mailbox').set('x-forwarded-for', '127.0.0.1, 203.0.113.9').expect(403);
    await request(sut.url).get('/dev/mailbox').set('x-forwarded-for', '127.0.0.1').expect(200);
  });
});

describe('HOST default', () => {
  withMachineAddress('listens on this machine only outside production', async () => {
    const sut = await startTestApp({ HOST: '' });
    try {
      await request(sut.url).get('/health/live').expect(200);
      const refused = await fetch(`http://${machineAddress}:${portOf(sut)}/health/live`).then(
        () => 'answered',
        (error: Error & { cause?: { code?: string } }) => error.cause?.code,
      );
      expect(refused).toBe('ECONNREFUSED');
    } finally {
      await sut.close();
    }
  });
});
