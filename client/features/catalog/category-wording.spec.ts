import { describe, expect, it } from '@jest/globals';
import { categoryGameKeys, categoryKeys } from './category-wording';

describe('category wording', () => {
  it('adds "keys" to a category name that does not say it', () => {
    expect(categoryKeys('PlayStation')).toBe('PlayStation keys');
    expect(categoryGameKeys('PC Games')).toBe('PC Games game keys');
  });

  it('does not double "keys" when the name ends with it', () => {
    expect(categoryKeys('Steam Keys')).toBe('Steam Keys');
    expect(categoryGameKeys('Steam Keys')).toBe('Steam Keys');
    expect(categoryKeys('Origin key')).toBe('Origin key');
    expect(categoryKeys('Monkeys')).toBe('Monkeys keys');
  });
});
