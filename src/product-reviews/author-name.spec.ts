import { reviewAuthorName } from './author-name.js';

describe('reviewAuthorName', () => {
  it('shows the first name and the initial of the last name', () => {
    expect(reviewAuthorName('Thandi', 'Mokoena')).toBe('Thandi M.');
    expect(reviewAuthorName('  Anna   Maria ', 'van der Berg')).toBe('Anna Maria V.');
    expect(reviewAuthorName('Zoë', 'Ørsted')).toBe('Zoë Ø.');
  });

  it('shows the first name alone without a last name', () => {
    expect(reviewAuthorName('Thandi', null)).toBe('Thandi');
    expect(reviewAuthorName('Thandi', '   ')).toBe('Thandi');
  });

  it('keeps at most 60 characters, and never answers an empty name', () => {
    expect(reviewAuthorName('A'.repeat(80), 'Mokoena')).toBe('A'.repeat(60));
    expect(reviewAuthorName('   ', null)).toBe('Verified buyer');
  });
});
