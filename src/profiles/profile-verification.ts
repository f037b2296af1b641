import { Injectable, Module } from '@nestjs/common';
import type { Queryable } from '../database/queryable.js';

/** The account's verified flag: set by the first completed order, in that order's transaction. */
@Injectable()
export class ProfileVerification {
  /** Marks the user's profile verified, creating the profile from the account when it has none yet. */
  async markVerified(tx: Queryable, userId: string): Promise<void> {
    await tx.query(
      `INSERT INTO profiles (id, email, phone_number, is_verified)
       SELECT id, email, phone, true FROM users WHERE id = $1
       ON CONFLICT (id) DO UPDATE SET is_verified = true, updated_at = now() WHERE profiles.is_verified = false`,
      [userId],
    );
  }

  async isVerified(db: Queryable, userId: string): Promise<boolean> {
    const [row] = await db.query(`SELECT is_verified FROM profiles WHERE id = $1`, [userId]);
    return row?.is_verified === true;
  }
}

/** Only the verified flag, for modules (orders) that the profiles module itself depends on. */
@Module({ providers: [ProfileVerification], exports: [ProfileVerification] })
export class ProfileVerificationModule {}
