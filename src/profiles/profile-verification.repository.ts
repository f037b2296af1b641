import { Injectable } from '@nestjs/common';
import { preparedQuery } from '../database/prepared-query.js';
import type { Queryable } from '../database/queryable.js';

/** The `is_verified` flag of `profiles`, read and set within an order's transaction. */
@Injectable()
export class ProfileVerificationRepository {
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
    const [row] = await preparedQuery<{ is_verified: boolean }>(db, `SELECT is_verified FROM profiles WHERE id = $1`, [userId]);
    return row?.is_verified === true;
  }
}
