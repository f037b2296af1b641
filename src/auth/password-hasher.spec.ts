import { PasswordHasher } from './password-hasher.js';

describe('PasswordHasher', () => {
  const sut = new PasswordHasher();

  it('hashes with argon2id and a fresh salt, and verifies', async () => {
    const first = await sut.hash('correct4horse');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toContain('correct4horse');
    expect(await sut.hash('correct4horse')).not.toBe(first);
    expect(await sut.verify(first, 'correct4horse')).toBe(true);
    expect(await sut.verify(first, 'correct4horsf')).toBe(false);
  });

  it('answers false for a malformed hash', async () => {
    expect(await sut.verify('not-a-hash', 'whatever1')).toBe(false);
  });
});
