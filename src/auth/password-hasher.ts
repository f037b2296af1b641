import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Algorithm, Options } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum: 19 MiB of memory, 2 passes, 1 lane.
const OPTIONS: Options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes and checks passwords with argon2id; a password is never kept nor logged. */
export class PasswordHasher {
  private decoy?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  /** True when `password` matches; false for a wrong password or a malformed hash. */
  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** Spends the time of one verification, so that an unknown e-mail answers as slowly as a wrong password. */
  async verifyNothing(password: string): Promise<void> {
    this.decoy ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(await this.decoy, password);
  }
}
