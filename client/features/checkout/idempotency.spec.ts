import { describe, expect, it } from '@jest/globals';
import { attemptKey, newIdempotencyKey } from './idempotency';

describe('attemptKey', () => {
  let n = 0;
  const next = () => `key-${++n}-abcdefgh`;

  it('keeps the key while the request is the same and changes it with the request', () => {
    const first = attemptKey(null, '{"a":1}', next);
    expect(attemptKey(first, '{"a":1}', next)).toBe(first);
    const second = attemptKey(first, '{"a":2}', next);
    expect(second.key).not.toBe(first.key);
    expect(second.fingerprint).toBe('{"a":2}');
  });

  it('makes keys the server accepts, different each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
