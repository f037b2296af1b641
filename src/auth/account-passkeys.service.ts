import { Injectable } from '@nestjs/common';
import type { PasskeyView } from '#contracts/passkeys.contract';
import { PasskeyNotFoundError } from './auth.errors.js';
import type { AuthUser } from './auth-user.js';
import { toPasskeyView } from './passkey-view.js';
import { PasskeysRepository } from './passkeys.repository.js';

/**
 * The account's own passkeys: listing, renaming and removing them. Another account's passkey is not
 * found. Removing the last one is always allowed: every account has a password to sign in with.
 */
@Injectable()
export class AccountPasskeysService {
  constructor(private readonly passkeys: PasskeysRepository) {}

  async list(user: AuthUser): Promise<PasskeyView[]> {
    return (await this.passkeys.listOf(user.id)).map(toPasskeyView);
  }

  async rename(user: AuthUser, passkeyId: string, name: string): Promise<PasskeyView> {
    const renamed = await this.passkeys.renameOwn(user.id, passkeyId, name);
    if (!renamed) throw new PasskeyNotFoundError();
    return toPasskeyView(renamed);
  }

  /** Removes the passkey; its authenticator still holds it, but it signs in nowhere here any more. */
  async remove(user: AuthUser, passkeyId: string): Promise<void> {
    if (!(await this.passkeys.deleteOwn(user.id, passkeyId))) throw new PasskeyNotFoundError();
  }
}
