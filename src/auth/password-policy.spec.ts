import { checkPassword, PASSWORD_RULES } from './password-policy.js';

describe('checkPassword', () => {
  it('accepts 8 to 72 characters with letters and digits', () => {
    expect(checkPassword('correct4horse').reasons).toEqual([]);
    expect(checkPassword('abcdefg1').reasons).toEqual([]);
    expect(checkPassword(`${'a'.repeat(71)}1`).reasons).toEqual([]);
    expect(checkPassword('contraseña9').reasons).toEqual([]);
  });

  it('refuses a short or a long password, counting characters rather than bytes', () => {
    expect(checkPassword('abc1234')).toEqual({ reasons: ['length'], messages: ['Password should be at least 8 characters.'] });
    expect(checkPassword(`${'a'.repeat(72)}1`)).toEqual({ reasons: ['length'], messages: ['Password should be at most 72 characters.'] });
    expect(checkPassword('ééééééé1').reasons).toEqual([]);
  });

  it('wants both letters and digits', () => {
    expect(checkPassword('onlyletters').reasons).toEqual(['characters']);
    expect(checkPassword('1234567890').reasons).toEqual(['characters']);
    expect(checkPassword('1234567890').messages).toEqual(['Password should contain both letters and digits.']);
  });

  it('refuses common passwords whatever their case', () => {
    expect(checkPassword('Password123')).toEqual({
      reasons: ['common'],
      messages: ['Password is known to be weak and easy to guess, please choose a different one.'],
    });
  });

  it('reports every broken rule together, in order', () => {
    expect(checkPassword('abc').reasons).toEqual(['length', 'characters']);
    expect(checkPassword('').reasons).toEqual(['length', 'characters']);
    expect(checkPassword('xbox360').messages).toEqual([
      'Password should be at least 8 characters.',
      'Password is known to be weak and easy to guess, please choose a different one.',
    ]);
  });

  it('lists the rules a form ticks off, each failing where checkPassword gives its reason', () => {
    const broken = (password: string) => PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.code);
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual(['At least 8 characters', 'Letters and digits']);
    expect(broken('abc')).toEqual(['length', 'characters']);
    expect(broken('abcdefgh')).toEqual(['characters']);
    expect(broken('12345678')).toEqual(['characters']);
    expect(broken('abc12345')).toEqual([]);
    expect(broken('pässwört1')).toEqual([]);
  });
});
