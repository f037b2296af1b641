import { redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/auth/reset-password?token=abc_DEF-123')).toBe('/auth/reset-password?token=[redacted]');
    expect(redactUrl('/x?page=2&Token=abc&sort=name')).toBe('/x?page=2&Token=[redacted]&sort=name');
    expect(redactUrl('/products?search=token')).toBe('/products?search=token');
  });
});
