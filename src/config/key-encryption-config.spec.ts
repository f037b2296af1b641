import { DEVELOPMENT_SECRETS, parseEnvironment } from './environment.js';
import { loadConfig } from './load-config.js';

const OLD_1 = 'aa'.repeat(32);
const OLD_2 = 'bb'.repeat(32);

describe('key encryption configuration', () => {
  it('has no previous master keys by default', () => {
    expect(loadConfig({}).previousKeyEncryptionKeys).toEqual([]);
  });

  it('reads KEY_ENCRYPTION_KEYS_PREVIOUS as comma-separated 32-byte keys', () => {
    const config = loadConfig({ KEY_ENCRYPTION_KEYS_PREVIOUS: `${OLD_1},${OLD_2}` });
    expect(config.previousKeyEncryptionKeys.map((key) => key.toString('hex'))).toEqual([OLD_1, OLD_2]);
  });

  it('refuses malformed previous keys and the current key listed as previous, naming the variable', () => {
    for (const value of ['abc', `${OLD_1},`, `${OLD_1};${OLD_2}`, `${OLD_1}, ${OLD_2}`]) {
      expect(() => parseEnvironment({ KEY_ENCRYPTION_KEYS_PREVIOUS: value })).toThrow('KEY_ENCRYPTION_KEYS_PREVIOUS must be empty or comma-separated keys');
    }
    expect(() => parseEnvironment({ KEY_ENCRYPTION_KEYS_PREVIOUS: `${OLD_1},${DEVELOPMENT_SECRETS.KEY_ENCRYPTION_KEY.toUpperCase()}` })).toThrow(
      'KEY_ENCRYPTION_KEYS_PREVIOUS must not hold KEY_ENCRYPTION_KEY',
    );
  });
});
