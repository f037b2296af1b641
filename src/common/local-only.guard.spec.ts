import { isLocalRequest, isLoopbackAddress } from './local-only.guard.js';

describe('local-only requests', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:7f00:1', ' 127.0.0.1 '])('counts %s as this machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each(['192.0.2.2', '10.0.0.1', '::ffff:192.0.2.2', 'fd00::2', '::', '0.0.0.0', 'localhost', '', 'unknown', undefined])('counts %s as another machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });

  it('trusts a loopback peer that forwards nothing, or only loopback clients', () => {
    expect(isLocalRequest({ remoteAddress: '127.0.0.1', forwardedFor: undefined })).toBe(true);
    expect(isLocalRequest({ remoteAddress: '::1', forwardedFor: '127.0.0.1, ::1' })).toBe(true);
  });

  it('refuses a remote peer, whatever X-Forwarded-For it writes', () => {
    expect(isLocalRequest({ remoteAddress: '192.0.2.2', forwardedFor: undefined })).toBe(false);
    expect(isLocalRequest({ remoteAddress: '192.0.2.2', forwardedFor: '127.0.0.1' })).toBe(false);
    expect(isLocalRequest({ remoteAddress: undefined, forwardedFor: '127.0.0.1' })).toBe(false);
  });

  it('refuses a local proxy forwarding another machine’s client, even behind a forged loopback entry', () => {
    expect(isLocalRequest({ remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.9' })).toBe(false);
    expect(isLocalRequest({ remoteAddress: '127.0.0.1', forwardedFor: '127.0.0.1, 203.0.113.9' })).toBe(false);
    expect(isLocalRequest({ remoteAddress: '127.0.0.1', forwardedFor: ['127.0.0.1', '203.0.113.9'] })).toBe(false);
  });
});
