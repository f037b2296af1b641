import { Injectable } from '@nestjs/common';
import type { ProfileView } from '#contracts/auth.contract';
import { UsersService } from '../auth/users.service.js';
import { toProfileView } from './profile-view.js';
import { ProfileRow, ProfilesRepository } from './profiles.repository.js';

export interface ProfileChanges {
  phoneNumber?: string | null;
  steamTradeUrl?: string | null;
}

/** Shoppers' profiles; each user reads and changes only their own (the id is always the signed-in user's). */
@Injectable()
export class ProfilesService {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly users: UsersService,
  ) {}

  /** The user's profile, created from the account (e-mail, phone) on first read; its e-mail follows the account's. */
  async get(userId: string): Promise<ProfileView> {
    return toProfileView(await this.row(userId));
  }

  async update(userId: string, changes: ProfileChanges): Promise<ProfileView> {
    await this.row(userId);
    const updated = await this.profiles.update(userId, changes);
    return toProfileView(updated!);
  }

  private async row(userId: string): Promise<ProfileRow> {
    const user = await this.users.view(userId);
    const profile = (await this.profiles.find(userId)) ?? (await this.profiles.create(userId, user.email, user.phone));
    return profile.email === user.email ? profile : this.profiles.setEmail(userId, user.email);
  }
}
