import { describe, expect, it } from '@jest/globals';
import { AGE_REQUIRED_MESSAGE, TERMS_REQUIRED_MESSAGE, emailProblem, passwordProblem, phoneProblem, signInCodeProblem, validateNewPassword, validateSignIn, validateSignUp } from './validation';

describe('form checks', () => {
  it('takes a sign-in code of six digits, spaces between them allowed', () => {
    expect(signInCodeProblem('042 917')).toBeNull();
    expect(signInCodeProblem(' ')).toBe('Enter the 6-digit code from the e-mail.');
    expect(signInCodeProblem('04291')).toBe('The code is the 6 digits in the e-mail we sent.');
    expect(signInCodeProblem('04291a')).toBe('The code is the 6 digits in the e-mail we sent.');
  });

  it('wants an e-mail address of the usual shape', () => {
    expect(emailProblem('')).toBe('Enter your e-mail address.');
    expect(emailProblem('shopper')).toMatch(/valid e-mail/);
    expect(emailProblem('shopper@keyshop.local')).toBeNull();
    expect(emailProblem('  shopper@keyshop.local ')).toBeNull();
  });

  it('explains the first broken password rule in the server’s words', () => {
    expect(passwordProblem('')).toBe('Enter a password.');
    expect(passwordProblem('ab1')).toBe('Password should be at least 8 characters.');
    expect(passwordProblem('abcdefgh')).toBe('Password should contain both letters and digits.');
    expect(passwordProblem('keyshop-1')).toBeNull();
    expect(passwordProblem('pässwört1')).toBeNull();
    expect(passwordProblem(`a1${'x'.repeat(71)}`)).toBe('Password should be at most 72 characters.');
    expect(passwordProblem('Password123')).toBeNull();
  });

  it('accepts a blank or plausible phone number', () => {
    expect(phoneProblem('')).toBeNull();
    expect(phoneProblem('+27 82 123 4567')).toBeNull();
    expect(phoneProblem('(012) 345-6789')).toBeNull();
    expect(phoneProblem('call me')).toMatch(/valid phone/);
    expect(phoneProblem('+-- ()')).toMatch(/valid phone/);
    expect(phoneProblem('12 34 5')).toMatch(/valid phone/);
  });

  it('checks sign-in for both fields', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: 'Enter your e-mail address.', password: 'Enter your password.' });
    expect(validateSignIn({ email: 'a@b.co', password: 'x' })).toEqual({});
  });

  it('checks sign-up, with the age and terms confirmations in the server’s words', () => {
    const errors = validateSignUp({ email: 'a@b.co', password: 'short', phone: '', ageConfirmed: false, termsAccepted: false });
    expect(errors).toEqual({ password: 'Password should be at least 8 characters.', ageConfirmed: AGE_REQUIRED_MESSAGE, termsAccepted: TERMS_REQUIRED_MESSAGE });
    expect(validateSignUp({ email: 'a@b.co', password: 'keyshop-1', phone: '', ageConfirmed: true, termsAccepted: true })).toEqual({});
  });

  it('wants the new password twice, the same', () => {
    expect(validateNewPassword({ password: 'keyshop-1', confirmation: 'keyshop-2' })).toEqual({ confirmation: 'The passwords do not match.' });
    expect(validateNewPassword({ password: 'keyshop-1', confirmation: '' })).toEqual({ confirmation: 'Enter the new password again.' });
    expect(validateNewPassword({ password: 'keyshop-1', confirmation: 'keyshop-1' })).toEqual({});
  });
});
