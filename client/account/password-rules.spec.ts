import { describe, expect, it } from '@jest/globals';
import { brokenPasswordRules, passwordProblem } from './password-rules';

describe('password rules', () => {
  it('asks for eight characters with letters and digits', () => {
    expect(brokenPasswordRules('abc').map((rule) => rule.code)).toEqual(['length', 'characters']);
    expect(brokenPasswordRules('abcdefgh').map((rule) => rule.code)).toEqual(['characters']);
    expect(brokenPasswordRules('12345678').map((rule) => rule.code)).toEqual(['characters']);
    expect(brokenPasswordRules('abc12345')).toEqual([]);
    expect(brokenPasswordRules('pässwört1')).toEqual([]);
  });

  it('explains the first problem in the server’s words', () => {
    expect(passwordProblem('')).toBe('Enter a password.');
    expect(passwordProblem('ab1')).toBe('Password should be at least 8 characters.');
    expect(passwordProblem('abcdefgh')).toBe('Password should contain both letters and digits.');
    expect(passwordProblem('keyshop-1')).toBeNull();
    expect(passwordProblem(`a1${'x'.repeat(71)}`)).toBe('Password should be at most 72 characters.');
  });
});
