import { isSingleLine, toSingleLine } from './single-line.js';

describe('single-line text', () => {
  it('finds line breaks, tabs and other control characters, and nothing else', () => {
    expect(isSingleLine('Thandi Mokoena-Smith, Ørjan Ñúñez 山田')).toBe(true);
    for (const text of ['a\nb', 'a\rb', 'a\tb', 'a\u0000b', 'a\u007fb', 'a\u0085b', 'a\u2028b', 'a\u2029b']) expect(isSingleLine(text)).toBe(false);
  });

  it('folds each run of breaks and the spaces around them into one space', () => {
    expect(toSingleLine('Thandi\r\nBcc: x@example.com')).toBe('Thandi Bcc: x@example.com');
    expect(toSingleLine('  Mo \n\n\t koena\n')).toBe('Mo koena');
    expect(toSingleLine('Two  spaces stay')).toBe('Two  spaces stay');
  });
});
