import { describeDevice, keptUserAgent, MAX_USER_AGENT_LENGTH } from './device-description.js';

describe('describeDevice', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36', 'Chrome on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
  ])('names the browser and the OS of %s', (userAgent, device) => {
    expect(describeDevice(userAgent)).toBe(device);
  });

  it('leaves versions out, so that an updated browser is the same device', () => {
    const older = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36';
    const newer = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(describeDevice(older)).toBe(describeDevice(newer));
  });

  it('says "Unknown device" when there is no user agent or nothing in it is known', () => {
    expect(describeDevice(null)).toBe('Unknown device');
    expect(describeDevice('')).toBe('Unknown device');
    expect(describeDevice('x'.repeat(10_000))).toBe('Unknown device');
  });
});

describe('keptUserAgent', () => {
  it('cuts a huge user agent to its first characters', () => {
    expect(keptUserAgent('a'.repeat(10_000))).toBe('a'.repeat(MAX_USER_AGENT_LENGTH));
    expect(keptUserAgent('curl/8.0')).toBe('curl/8.0');
    expect(keptUserAgent(undefined)).toBeNull();
  });
});
