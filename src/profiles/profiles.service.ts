import { Injectable, Logger } from '@nestjs/common';
import type { ProfileView } from '#contracts/auth.contract';
import { UsersService } from '../auth/users.service.js';
import { toProfileView } from './profile-view.js';
import { ProfileCreationFailedError } from './profiles.errors.js';
import { ProfileRow, ProfilesRepository } from './profiles.repository.js';

export interface ProfileChanges {
  phoneNumber?: string | null;
  steamTradeUrl?: string | null;
  country?: string | null;
}

/** Shoppers' profiles; each user reads and changes only their own (the id is always the signed-in user's). */
@Injectable()
export class ProfilesService {
  private readonly logger = new Logger(ProfilesService.name);

  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly users: UsersService,
  ) {}

  /** The user's profile, created from the account (e-mail, phone) on first read; its e-mail follows the account's. */
  async get(userId: string): Promise<ProfileView> {
    const { profile, memberSince } = await this.row(userId);
    return toProfileView(profile, memberSince);
  }

  async update(userId: string, changes: ProfileChanges): Promise<ProfileView> {
    const { memberSince } = await this.row(userId);
    const updated = await this.profiles.update(userId, changes);
    return toProfileView(updated!, memberSince);
  }

  private async row(userId: string): Promise<{ profile: ProfileRow; memberSince: string }> {
    const user = await this.users.view(userId);
    const profile = (await this.profiles.find(userId)) ?? (await this.create(userId, user.email, user.phone));
    return { profile: profile.email === user.email ? profile : await this.profiles.setEmail(userId, user.email), memberSince: user.createdAt };
  }

  /** The first visit's profile; a failure is ProfileCreationFailedError, with its cause in the log only. */
  private async create(userId: string, email: string, phone: string | null): Promise<ProfileRow> {
    try {
      return await this.profiles.create(userId, email, phone);
    } catch (error) {
      this.logger.error(`Profile creation failed for user ${userId}: ${(error as Error).message}`);
      throw new ProfileCreationFailedError();
    }
  }
}
