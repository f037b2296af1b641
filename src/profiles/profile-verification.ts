import { Injectable, Module } from '@nestjs/common';
import type { Queryable } from '../database/queryable.js';
import { ProfileVerificationRepository } from './profile-verification.repository.js';

/** The account's verified flag: set by the first completed order, in that order's transaction. */
@Injectable()
export class ProfileVerification {
  constructor(private readonly profiles: ProfileVerificationRepository) {}

  /** Marks the user's profile verified, creating the profile from the account when it has none yet. */
  markVerified(tx: Queryable, userId: string): Promise<void> {
    return this.profiles.markVerified(tx, userId);
  }

  isVerified(db: Queryable, userId: string): Promise<boolean> {
    return this.profiles.isVerified(db, userId);
  }
}

/** Only the verified flag, for modules (orders) that the profiles module itself depends on. */
@Module({ providers: [ProfileVerificationRepository, ProfileVerification], exports: [ProfileVerification] })
export class ProfileVerificationModule {}
