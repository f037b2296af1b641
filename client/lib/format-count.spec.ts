import { describe, expect, it } from '@jest/globals';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('prints whole numbers as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890, -4_200]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
