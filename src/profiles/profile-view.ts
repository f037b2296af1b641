import type { ProfileView } from '#contracts/auth.contract';
import type { ProfileRow } from './profiles.repository.js';

/** `memberSince` is the account's creation (`users.created_at`), which the profile row may postdate. */
export function toProfileView(row: ProfileRow, memberSince: string): ProfileView {
  return {
    id: row.id,
    email: row.email,
    phoneNumber: row.phone_number,
    steamTradeUrl: row.steam_trade_url,
    country: row.country,
    isVerified: row.is_verified,
    memberSince,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
